import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

/** Canonical enrollment statuses (ARCHITECTURE decisions); `completed` marks finished courses. */
export const ENROLLMENT_STATUSES = ['enrolled', 'requested', 'rejected', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * Values other screens and older clients send, mapped to the canonical status: the admin student view
 * sends `active`, approval sends `approved`, rejection may say `denied`, and a request awaiting
 * approval may read `pending`.
 */
export const ENROLLMENT_STATUS_ALIASES = {
  active: 'enrolled',
  approved: 'enrolled',
  denied: 'rejected',
  pending: 'requested',
} as const satisfies Record<string, EnrollmentStatus>;

type EnrollmentStatusAlias = keyof typeof ENROLLMENT_STATUS_ALIASES;
const ALIASES = Object.keys(ENROLLMENT_STATUS_ALIASES) as EnrollmentStatusAlias[];

function isAlias(value: string): value is EnrollmentStatusAlias {
  return value in ENROLLMENT_STATUS_ALIASES;
}

export function normalizeEnrollmentStatus(value: EnrollmentStatus | EnrollmentStatusAlias): EnrollmentStatus {
  return isAlias(value) ? ENROLLMENT_STATUS_ALIASES[value] : value;
}

/** Accepts canonical statuses and aliases; always outputs the canonical status. */
export const EnrollmentStatusSchema = z
  .enum([...ENROLLMENT_STATUSES, ...ALIASES])
  .transform(normalizeEnrollmentStatus);
export type EnrollmentStatusInput = z.input<typeof EnrollmentStatusSchema>;

/** Servers answer with canonical statuses only (a response serializer cannot encode the aliases' transform). */
export const EnrollmentRecordStatusSchema = z.enum(ENROLLMENT_STATUSES);

export const EnrollmentSchema = z.object({
  id: IdSchema,
  course_id: IdSchema,
  user_id: IdSchema,
  status: EnrollmentRecordStatusSchema,
  enrolled_at: TimestampSchema.nullable(),
  user: UserSummarySchema.optional(),
});
export type Enrollment = z.output<typeof EnrollmentSchema>;

/** PUT /courses/{id}/enrollments/{userId}/status and the admin enrollment calls. */
export const EnrollmentStatusUpdateSchema = z.object({ status: EnrollmentStatusSchema });
