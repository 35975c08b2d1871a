import { z } from 'zod';
import {
  type CreateAdminUserData,
  type CreateAdminUserInput,
  CreateAdminUserSchema,
  type UpdateAdminUserData,
  type UpdateAdminUserInput,
  UpdateAdminUserSchema,
} from '../rules/validation/admin-user.js';
import { type FieldErrors, fieldErrorsFrom } from '../rules/validation/field-errors.js';
import { idField } from '../rules/validation/id.js';
import { IdSchema } from './common.js';

/**
 * The most rows one POST /admin/users/batch takes (the CLI's `users import --run` sends this many a call).
 * Each created row costs an argon2 hash (about 20 ms of one core) before the transaction: 500 keep a call
 * to a few seconds on a small server, and the body under its limit with every field at its longest.
 */
export const USER_BATCH_MAX = 500;

export const USER_BATCH_MESSAGES = {
  rows: 'Expected a list of users',
  row: 'Each row must be an object with the admin user form’s fields',
  empty: 'Send at least one user',
  tooMany: `Send at most ${USER_BATCH_MAX} users at a time`,
  repeatedUser: 'This user is updated by an earlier row of the batch',
} as const;

/**
 * POST /admin/users/batch: 1 to 500 rows, each the body of POST /admin/users (a create) or of
 * PUT /admin/users/{id} with the `id` beside the fields (an update). Only the list's shape is checked here:
 * each row is checked on its own (readUserBatchRow), so that a bad row fails alone, in its answer row.
 */
export const UserBatchInputSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.unknown(), { error: USER_BATCH_MESSAGES.row }), {
      error: USER_BATCH_MESSAGES.rows,
    })
    .min(1, USER_BATCH_MESSAGES.empty)
    .max(USER_BATCH_MAX, USER_BATCH_MESSAGES.tooMany),
});

/** A row as a client sends it: a create (no id), or an update of the user `id`. */
export type UserBatchRowInput =
  | (CreateAdminUserInput & { id?: undefined })
  | (UpdateAdminUserInput & { id: number });
export interface UserBatchInput {
  rows: UserBatchRowInput[];
}

/** A row read with the single routes' schemas: what to do, or the field errors of the form. */
export type UserBatchRow =
  | { kind: 'create'; input: CreateAdminUserData }
  | { kind: 'update'; id: number; input: UpdateAdminUserData }
  | { kind: 'invalid'; errors: FieldErrors };

const rowId = idField();

/**
 * Reads one row: with an `id` (not undefined or null) it is PUT /admin/users/{id}'s body, else
 * POST /admin/users's; the same schemas, so the same messages. Fields the form does not have are dropped.
 */
export function readUserBatchRow(row: Readonly<Record<string, unknown>>): UserBatchRow {
  const { id, ...fields } = row;
  if (id === undefined || id === null) {
    const parsed = CreateAdminUserSchema.safeParse(fields);
    return parsed.success
      ? { kind: 'create', input: parsed.data }
      : { kind: 'invalid', errors: fieldErrorsFrom(parsed.error) };
  }
  const parsedId = rowId.safeParse(id);
  const parsed = UpdateAdminUserSchema.safeParse(fields);
  if (parsedId.success && parsed.success) return { kind: 'update', id: parsedId.data, input: parsed.data };
  return {
    kind: 'invalid',
    errors: {
      ...(parsedId.success ? {} : { id: [parsedId.error.issues[0]?.message ?? 'Invalid id'] }),
      ...(parsed.success ? {} : fieldErrorsFrom(parsed.error)),
    },
  };
}

/** What became of one row: created, updated, or failed (nothing of it written) with the reasons. */
export const USER_BATCH_ROW_STATUSES = ['created', 'updated', 'failed'] as const;
export type UserBatchRowStatus = (typeof USER_BATCH_ROW_STATUSES)[number];

export const UserBatchRowResultSchema = z.object({
  status: z.enum(USER_BATCH_ROW_STATUSES),
  /** The user's id: the new one of a created row, the row's own of an update (failed or not). */
  id: IdSchema.nullable(),
  /** The username as stored (created, updated) or as sent (failed; null when the row had none). */
  username: z.string().nullable(),
  /** A failed row's reason: its first field message, or the single route's message ('User not found'). */
  message: z.string().optional(),
  /** A failed row's messages per field, as the single routes' 422 carries them. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type UserBatchRowResult = z.output<typeof UserBatchRowResultSchema>;

export const UserBatchCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type UserBatchCounts = z.output<typeof UserBatchCountsSchema>;

/** The answer: one row per row sent, in the order sent, and the counts of each status. */
export const UserBatchResultSchema = z.object({
  rows: z.array(UserBatchRowResultSchema),
  counts: UserBatchCountsSchema,
});
export type UserBatchResult = z.output<typeof UserBatchResultSchema>;
