import { useRef } from 'react';

/** The latest non-null value: a dialog keeps showing what it was opened for while it closes. */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
