import { useState } from 'react';

/**
 * What a dialog acts on, kept after it closes so the closing animation still shows the same title
 * and text.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T | null; opened: boolean }>({ target: null, opened: false });
  return {
    target: state.target,
    opened: state.opened,
    open: (target: T) => setState({ target, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
