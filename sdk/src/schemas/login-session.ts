import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';

/**
 * One sign-in of the current user (a bearer token), as GET /sessions lists it. The token itself never
 * appears: only the client that signed in holds it. A session expires 30 days after its last use.
 */
export const LoginSessionSchema = z.object({
  id: IdSchema,
  created_at: TimestampSchema,
  /** Recorded to within an hour (the server writes it at most hourly). */
  last_used_at: TimestampSchema,
  expires_at: TimestampSchema,
  /** True for the session of the token this request came with. */
  current: z.boolean(),
});
export type LoginSession = z.infer<typeof LoginSessionSchema>;

/** Answer of DELETE /sessions (sign out everywhere else): how many sessions were revoked. */
export const RevokedSessionsSchema = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof RevokedSessionsSchema>;
