import { z } from 'zod';
import { WAITLIST_STATUSES, WAITLIST_TARGETS } from '../rules/waitlist.js';
import { IdSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

export const WaitlistStatusSchema = z.enum(WAITLIST_STATUSES);
export const WaitlistTargetSchema = z.enum(WAITLIST_TARGETS);

/**
 * One waitlist entry. `position` is 1-based among the waiting entries of the same event or course (null when
 * not waiting). `expires_at` ends an offer or a paid claim's cart hold. `title` names the event or course,
 * `ticket_type_name` the ticket type waited for.
 */
export const WaitlistEntrySchema = z.object({
  id: IdSchema,
  target: WaitlistTargetSchema,
  event_id: IdSchema.nullable(),
  ticket_type_id: IdSchema.nullable(),
  course_id: IdSchema.nullable(),
  user_id: IdSchema,
  status: WaitlistStatusSchema,
  position: z.number().int().nullable(),
  title: z.string(),
  ticket_type_name: z.string().nullable(),
  offered_at: TimestampSchema.nullable(),
  expires_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  /** The waiting user (staff listings). */
  user: UserSummarySchema.optional(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** GET /events/{id}/waitlist and /courses/{id}/waitlist: the reader's active entry (null when none). */
export const MyWaitlistEntrySchema = WaitlistEntrySchema.nullable();

/** Staff: the waitlist of one event or course, in line order (offers and cart holds first, then waiting). */
export const WaitlistEntriesSchema = z.object({
  entries: z.array(WaitlistEntrySchema),
  /** Hours an offer stays open (the event's or course's waitlist_claim_hours). */
  claim_hours: z.number().int(),
});
export type WaitlistEntries = z.infer<typeof WaitlistEntriesSchema>;

/**
 * POST /waitlist/{entryId}/claim: the entry after the claim, and what it became: an approved RSVP (a free
 * event), an enrollment (a course) or a cart line held until `entry.expires_at` (a paid ticket type).
 */
export const WaitlistClaimResultSchema = z.object({
  entry: WaitlistEntrySchema,
  kind: z.enum(['rsvp', 'enrollment', 'cart']),
  rsvp_id: IdSchema.nullable(),
  enrollment_id: IdSchema.nullable(),
  cart_item_id: IdSchema.nullable(),
});
export type WaitlistClaimResult = z.infer<typeof WaitlistClaimResultSchema>;
