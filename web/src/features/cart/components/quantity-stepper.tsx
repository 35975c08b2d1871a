import { CART_QUANTITY_MIN, TICKET_SELECTION_MAX } from '@campus/sdk';
import { ActionIcon, Group, Text } from '@mantine/core';

interface QuantityStepperProps {
  value: number;
  /** What is counted, for the buttons' names: 'VIP for Riverside Jazz Night'. */
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * A cart line's quantity: minus and plus buttons around the number, 1 to 10. It never goes below 1 —
 * removing a line is the line's own Remove button — so a slip of the minus button cannot empty a line.
 */
export function QuantityStepper({ value, label, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${label}`}>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= CART_QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
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
        disabled={disabled || value >= TICKET_SELECTION_MAX}
        onClick={() => onChange(value + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
