import { createIdempotencyKey } from '@campus/sdk';
import { useState } from 'react';

/**
 * The Idempotency-Key of one payment attempt. `attempt` describes what would be sent (payment method, note,
 * cart lines): while it stays the same, every press of Pay and every retry sends the same key, so the server
 * answers a repeat with its first answer rather than paying twice; once it changes, the attempt is a new
 * one with a new key (the server refuses an old key with another body).
 */
export function useAttemptKey(attempt: string): string {
  const [current, setCurrent] = useState(() => ({ attempt, key: createIdempotencyKey() }));
  if (current.attempt === attempt) return current.key;
  // Derived state set while rendering (React re-renders at once with it): no render sees an old key.
  const next = { attempt, key: createIdempotencyKey() };
  setCurrent(next);
  return next.key;
}
