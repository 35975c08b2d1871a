import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; data: T; refreshing: boolean };

/**
 * Runs `load` on mount and on `reload()`; the last answer wins, and nothing is set after unmount. A reload
 * keeps the data on screen (refreshing) rather than flashing the spinner.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback(() => {
    const mine = ++generation.current;
    setResult((previous) =>
      previous.state === 'ready' ? { ...previous, refreshing: true } : { state: 'loading' },
    );
    loadRef.current().then(
      (data) => {
        if (mine === generation.current) setResult({ state: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (mine === generation.current) setResult({ state: 'error', error });
      },
    );
  }, []);
  useEffect(
    () => {
      run();
      return () => {
        generation.current++;
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
    deps,
  );
  return [result, run];
}
