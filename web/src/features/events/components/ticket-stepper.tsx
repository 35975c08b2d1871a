import { ActionIcon, Group, NumberInput } from '@mantine/core';

function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      aria-hidden="true"
    >
      <path d="M5 12h14" />
      {plus && <path d="M12 5v14" />}
    </svg>
  );
}

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
 * A 0..max stepper: minus, the number (typed or arrow keys; it refuses values past max), plus. At a
 * limit the buttons only look disabled (data-disabled): a really disabled button would drop the focus of
 * a keyboard user who just pressed it.
 */
export function TicketStepper({ name, value, max, disabled = false, onChange }: TicketStepperProps) {
  const quantity = typeof value === 'number' ? value : 0;
  const atMin = disabled || quantity <= 0;
  const atMax = disabled || quantity >= max;
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={`One fewer ${name}`}
        disabled={disabled}
        data-disabled={atMin || undefined}
        aria-disabled={atMin || undefined}
        onClick={() => !atMin && onChange(quantity - 1)}
      >
        <StepIcon plus={false} />
      </ActionIcon>
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
      <ActionIcon
        variant="default"
        size={36}
        aria-label={`One more ${name}`}
        disabled={disabled}
        data-disabled={atMax || undefined}
        aria-disabled={atMax || undefined}
        onClick={() => !atMax && onChange(quantity + 1)}
      >
        <StepIcon plus />
      </ActionIcon>
    </Group>
  );
}
