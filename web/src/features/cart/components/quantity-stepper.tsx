import { CART_QUANTITY_MIN, TICKET_SELECTION_MAX } from '@campus/sdk';
import { ActionIcon, Group, Text } from '@mantine/core';

interface QuantityStepperProps {
  value: number;
  /** What is counted, for the buttons' names: 'VIP for Riverside Jazz Night'. */
  label: string;
  /** While a change is saved: presses are ignored. */
  busy?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * A cart line's quantity: minus and plus buttons around the number, 1 to 10. It never goes below 1 —
 * removing a line is the line's own Remove button — so a slip of the minus button cannot empty a line.
 * At a limit, or while saving, the buttons only say they are disabled (aria-disabled): a really disabled
 * button would drop the focus of a keyboard user who just pressed it.
 */
export function QuantityStepper({ value, label, busy = false, onChange }: QuantityStepperProps) {
  const step = (next: number, allowed: boolean) => () => {
    if (allowed && !busy) onChange(next);
  };
  const canDecrease = value > CART_QUANTITY_MIN;
  const canIncrease = value < TICKET_SELECTION_MAX;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${label}`}>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Decrease quantity of ${label}`}
        aria-disabled={!canDecrease || busy}
        data-disabled={!canDecrease || undefined}
        onClick={step(value - 1, canDecrease)}
      >
        −
      </ActionIcon>
      <Text component="output" aria-live="polite" fw={600} miw={24} ta="center">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Increase quantity of ${label}`}
        aria-disabled={!canIncrease || busy}
        data-disabled={!canIncrease || undefined}
        onClick={step(value + 1, canIncrease)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
