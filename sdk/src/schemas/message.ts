import { z } from 'zod';
import { SUBJECT_MAX_LENGTH } from '../rules/constants.js';
import { HtmlSchema, IdSchema, NamedRefSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

/** A message; the API names the people from_user and to_user. */
export const MessageSchema = z.object({
  id: IdSchema,
  subject: z.string().max(SUBJECT_MAX_LENGTH),
  content: HtmlSchema,
  is_read: z.boolean(),
  created_at: TimestampSchema,
  from_user_id: IdSchema.nullable(),
  to_user_id: IdSchema.nullable(),
  from_user: UserSummarySchema.nullable(),
  to_user: UserSummarySchema.nullable(),
  /** Set on course messages (sent to a course's teacher and staff). */
  course_id: IdSchema.nullable(),
  course: NamedRefSchema.nullable().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /messages/unread-count: `data.count`. */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
