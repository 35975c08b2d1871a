import { z } from 'zod';
import { idParam } from '../rules/validation/id.js';

/** Every successful answer: `{ status: 'success', message?, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string().optional(), data });
}

/** Every error answer; `errors` holds field messages on 422. */
export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The page shape of every paged list. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}
export type Paged<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const IdParamSchema = z.object({ id: idParam() });

/**
 * The 503 a request gets when the server had too many requests at the database for it to start within its
 * wait (server/src/plugins/request-gate.ts); the answer carries Retry-After (seconds).
 */
export const SERVER_BUSY_MESSAGE = 'The server is busy, please try again in a moment';
