import { z } from 'zod';
import { SUBJECT_MAX_LENGTH } from '../rules/constants.js';
import { HtmlSchema, IdSchema, NamedRefSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

/**
 * A message as one reader sees it. The API names the people from_user and to_user (spec section 3);
 * `to_user` is the first recipient, `recipients` all of them (a message may go to many people at once).
 * `is_read` is the reader's own state: for a recipient whether they opened it, for the sender always true.
 */
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
  /** Everyone the message was sent to (at most the first 50; `recipient_count` has the whole number). */
  recipients: z.array(UserSummarySchema),
  recipient_count: z.number().int().min(0),
  /** Set on course messages (sent to a course's teacher and owners). */
  course_id: IdSchema.nullable(),
  course: NamedRefSchema.nullable(),
  /** The message this one answers, when it is a reply. */
  reply_to_id: IdSchema.nullable(),
  /** True when the reader sent it (the Sent tab), false when they received it. */
  is_sender: z.boolean(),
  /** Whether the reader may delete it (for themselves): the sender and each recipient may; an admin who only reads a course's messages may not. */
  can_delete: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /messages/unread-count: `data.count`. */
export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** POST /messages/direct and POST /messages/{id}/reply answer the message as the sender sees it. */
export const SentMessageSchema = MessageSchema;

/** A person the reader may write to (GET /messages/recipients). */
export const MessageRecipientSchema = UserSummarySchema;
export type MessageRecipient = z.infer<typeof MessageRecipientSchema>;
