import { Group, NumberInput } from '@mantine/core';
import { StepButton } from '../../../components/step-button';

interface TicketStepperProps {
  /** The ticket type's name: every control says which type it counts. */
  name: string;
  /** What is typed: a number, or '' while the field is being retyped. */
  value: number | string;
  max: number;
  disabled?: boolean;
  onChange: (value: number | string) => void;
}

/**
 * A 0..max stepper: minus, the number (typed or arrow keys; it refuses values past max), plus.
 */
export function TicketStepper({ name, value, max, disabled = false, onChange }: TicketStepperProps) {
  const quantity = typeof value === 'number' ? value : 0;
  const atMin = disabled || quantity <= 0;
  const atMax = disabled || quantity >= max;
  return (
    <Group gap={6} wrap="nowrap">
      <StepButton
        label={`One fewer ${name}`}
        plus={false}
        atLimit={atMin}
        disabled={disabled}
        onStep={() => onChange(quantity - 1)}
      />
      <NumberInput
        aria-label={`Quantity for ${name}`}
        value={value}
        onChange={onChange}
        min={0}
        max={max}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        w={56}
        styles={{ input: { textAlign: 'center' } }}
      />
      <StepButton
        label={`One more ${name}`}
        plus
        atLimit={atMax}
        disabled={disabled}
        onStep={() => onChange(quantity + 1)}
      />
    </Group>
  );
}
