import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

/**
 * A password input that is as accessible as the other fields:
 * - its show/hide toggle is a stop of the Tab order with a name (Mantine takes it out by default,
 *   leaving keyboard users no way to check what they typed);
 * - the input itself carries aria-invalid and points at its error text (Mantine sets neither on the
 *   inner input), so the error is announced and focus can find the first invalid field.
 */
export function PasswordField({ id, error, ...props }: PasswordInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  return (
    <PasswordInput
      id={inputId}
      error={error}
      aria-invalid={hasError || undefined}
      aria-describedby={hasError ? `${inputId}-error` : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
