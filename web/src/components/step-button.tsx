import { ActionIcon } from '@mantine/core';

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

interface StepButtonProps {
  /** Its accessible name, e.g. 'One more VIP'. */
  label: string;
  plus: boolean;
  /** At a limit (or busy): it only says it is disabled and ignores presses. */
  atLimit: boolean;
  /** Really disabled (the whole stepper is off, e.g. a sold-out ticket). */
  disabled?: boolean;
  onStep: () => void;
}

/**
 * A stepper's minus or plus button. At a limit it only says it is disabled (aria-disabled): a really
 * disabled button would drop the focus of a keyboard user who just pressed it.
 */
export function StepButton({ label, plus, atLimit, disabled = false, onStep }: StepButtonProps) {
  return (
    <ActionIcon
      variant="default"
      size={36}
      aria-label={label}
      disabled={disabled}
      data-disabled={atLimit || undefined}
      aria-disabled={atLimit || undefined}
      onClick={() => {
        if (!atLimit) onStep();
      }}
    >
      <StepIcon plus={plus} />
    </ActionIcon>
  );
}
