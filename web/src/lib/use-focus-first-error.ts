import { useCallback, useEffect, useRef } from 'react';

// Mantine marks an invalid input with aria-invalid; a radio group only points its aria-describedby at
// the error text, so both are looked for in one query (querySelector keeps page order).
const INVALID_FIELD = '[aria-invalid="true"], [role="radiogroup"][aria-describedby*="-error"]';

/** The first control of the form, in page order, that shows an error. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>(INVALID_FIELD);
  if (invalid?.getAttribute('role') !== 'radiogroup') return invalid;
  return invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector('input');
}

/**
 * After a failed submit, focus moves to the first invalid field, so keyboard and screen-reader users land
 * on what to fix instead of staying on the button. Call `focusFirstError()` when errors are set (client
 * validation or the server's field errors) and let the form re-render: focus moves after React has
 * rendered them, so the field is announced with its error.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);

  // After every render (cheap: it returns at once unless a submit failed since the last one).
  useEffect(() => {
    if (!pending.current || !formRef.current) return;
    pending.current = false;
    firstInvalidControl(formRef.current)?.focus();
  });

  const focusFirstError = useCallback(() => {
    pending.current = true;
  }, []);

  return { formRef, focusFirstError };
}
