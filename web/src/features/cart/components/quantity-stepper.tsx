import { CART_QUANTITY_MIN, TICKET_SELECTION_MAX } from '@campus/sdk';
import { Group, Text } from '@mantine/core';
import { StepButton } from '../../../components/step-button';

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
 * While a change is saved the buttons say they are disabled too.
 */
export function QuantityStepper({ value, label, busy = false, onChange }: QuantityStepperProps) {
  const canDecrease = value > CART_QUANTITY_MIN;
  const canIncrease = value < TICKET_SELECTION_MAX;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${label}`}>
      <StepButton
        label={`Decrease quantity of ${label}`}
        plus={false}
        atLimit={!canDecrease || busy}
        onStep={() => onChange(value - 1)}
      />
      <Text component="output" aria-live="polite" fw={600} miw={24} ta="center">
        {value}
      </Text>
      <StepButton
        label={`Increase quantity of ${label}`}
        plus
        atLimit={!canIncrease || busy}
        onStep={() => onChange(value + 1)}
      />
    </Group>
  );
}
