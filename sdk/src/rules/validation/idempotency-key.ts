import { z } from 'zod';
import { randomToken } from '../session-id.js';

/** The header of a payment call that makes it safe to send again (as Stripe's API takes it). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long the server keeps a key's first answer: a repeat within this window answers it again. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The server's refusals of an Idempotency-Key (not in the spec's catalogue). */
export const IDEMPOTENCY_MESSAGES = {
  invalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  reused:
    'This Idempotency-Key was already used for a different request: send a new key for a new payment attempt',
  inFlight: 'A request with this Idempotency-Key is still being answered: try again in a moment',
} as const;

/** 1 to 255 printable ASCII characters (a header value; inner spaces allowed, none at either end). */
export const IdempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.invalid })
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES.invalid)
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, IDEMPOTENCY_MESSAGES.invalid);

/** A fresh key for one payment attempt: the clients send it with every retry of that attempt. */
export function createIdempotencyKey(): string {
  return `campus-${randomToken()}`;
}

/** Options of the client calls that take an Idempotency-Key. */
export interface IdempotentCallOptions {
  /** Sent as the Idempotency-Key header: the same key answers the first answer again for 24 hours. */
  idempotencyKey?: string;
}
