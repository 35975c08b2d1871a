import { z } from 'zod';
import { MAX_ID } from '../rules/validation/id.js';
import { IdSchema } from './common.js';

/** The most students one POST /admin/courses/{id}/enrollments/batch takes (the CLI sends this many a call). */
export const ENROLLMENT_BATCH_MAX = 1000;

export const ENROLLMENT_BATCH_MESSAGES = {
  ids: 'Expected a list of user ids',
  id: 'Each user id must be a positive whole number',
  empty: 'Please select at least one student',
  tooMany: `Select at most ${ENROLLMENT_BATCH_MAX} students at a time`,
} as const;

const batchUserId = z
  .number({ error: ENROLLMENT_BATCH_MESSAGES.id })
  .int(ENROLLMENT_BATCH_MESSAGES.id)
  .positive(ENROLLMENT_BATCH_MESSAGES.id)
  .max(MAX_ID, ENROLLMENT_BATCH_MESSAGES.id);

/**
 * POST /admin/courses/{id}/enrollments/batch: 1 to 1,000 user ids (JSON numbers); repeats are folded, the
 * first place of each id kept.
 */
export const EnrollmentBatchInputSchema = z.object({
  user_ids: z
    .array(batchUserId, { error: ENROLLMENT_BATCH_MESSAGES.ids })
    .min(1, ENROLLMENT_BATCH_MESSAGES.empty)
    .max(ENROLLMENT_BATCH_MAX, ENROLLMENT_BATCH_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
});
export type EnrollmentBatchInput = z.input<typeof EnrollmentBatchInputSchema>;

/** What became of one user id: enrolled now, unchanged (already enrolled), or failed with the reason. */
export const ENROLLMENT_BATCH_ROW_STATUSES = ['enrolled', 'unchanged', 'failed'] as const;
export type EnrollmentBatchRowStatus = (typeof ENROLLMENT_BATCH_ROW_STATUSES)[number];

export const EnrollmentBatchRowSchema = z.object({
  user_id: IdSchema,
  status: z.enum(ENROLLMENT_BATCH_ROW_STATUSES),
  /** The refusal of a failed row, the reason of an unchanged one; the single add's messages. */
  message: z.string().optional(),
});
export type EnrollmentBatchRow = z.output<typeof EnrollmentBatchRowSchema>;

export const EnrollmentBatchCountsSchema = z.object({
  enrolled: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type EnrollmentBatchCounts = z.output<typeof EnrollmentBatchCountsSchema>;

/** The answer: one row per distinct user id, in the order sent, and the counts of each status. */
export const EnrollmentBatchResultSchema = z.object({
  rows: z.array(EnrollmentBatchRowSchema),
  counts: EnrollmentBatchCountsSchema,
});
export type EnrollmentBatchResult = z.output<typeof EnrollmentBatchResultSchema>;
