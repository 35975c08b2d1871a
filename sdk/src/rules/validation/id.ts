import { z } from 'zod';

/** The largest id the database holds (PostgreSQL `integer`); a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

/** An id from a form, a body or a path: a positive whole number within the database's range. */
export function idField(message = 'Invalid id') {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}
