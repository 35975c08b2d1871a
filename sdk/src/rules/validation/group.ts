import { z } from 'zod';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { optionalText, requiredText } from './text.js';

/** POST and PUT /groups body (spec section 5: name required, description optional). */
export const GroupInputSchema = z.object({
  name: requiredText(M.groupNameRequired),
  description: optionalText(2000),
});
export type GroupInput = z.input<typeof GroupInputSchema>;
export type GroupData = z.output<typeof GroupInputSchema>;

/** The most users one bulk call may name (a bigger list is split by the client). */
export const MAX_USER_IDS_PER_CALL = 500;

/** POST and DELETE /groups/{id}/users and /coordinators: at least one selection (spec section 5). */
export const UserIdsSchema = z.object({
  user_ids: z
    .array(idField(), { error: M.selectAtLeastOneUser })
    .min(1, M.selectAtLeastOneUser)
    .max(MAX_USER_IDS_PER_CALL, M.tooManyUsers)
    // A repeated id names the same user once.
    .transform((ids) => [...new Set(ids)]),
});
export type UserIdsInput = z.input<typeof UserIdsSchema>;
