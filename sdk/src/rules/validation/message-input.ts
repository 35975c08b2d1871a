import { z } from 'zod';
import { SUBJECT_MAX_LENGTH } from '../constants.js';
import { isBlankHtml } from '../html.js';
import { idField } from './id.js';
import { pageQuery, queryFlag } from './paging.js';

/** Texts of the message forms: the first two word for word from spec section 5, the rest ours. */
export const MESSAGE_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject may be at most ${SUBJECT_MAX_LENGTH} characters`,
  contentRequired: 'Message content is required',
  recipientRequired: 'Please select at least one recipient',
  tooManyRecipients: 'Send to at most 500 people at a time',
  replyRequired: 'Reply cannot be empty',
  recipientNotAllowed: 'You can only write to people you share a group, a course or a family with',
  noRecipients: 'There is nobody to receive this message',
  notFound: 'Message not found',
  courseSendForbidden: "Only this course's students and staff can message its teacher",
} as const;

/**
 * Who may be written to (POST /messages/direct and the recipient search of Compose; the server holds the
 * query, `server/src/modules/messages/recipient-rule.ts`). Admins may write to anyone. Everyone else may write
 * to the people they are tied to, never to themselves:
 */
export const MESSAGE_RECIPIENT_RULE = [
  'people they share a group with (as a member or a coordinator)',
  'the teacher, owners and editors of courses they are enrolled in, run themselves (teach, own or edit), or their children are enrolled in',
  "the students of courses they teach, own or edit, and those students' parents",
  'their parents and their children',
  'their manager and their subordinates',
  'the members of an organization they own',
  'anyone who has written to them (so a reply always works)',
] as const;

/** The most people one message goes to (a coordinator writing to a whole group). */
export const MESSAGE_MAX_RECIPIENTS = 500;
/** Inbox and Sent pages, and a course's messages. */
export const MESSAGES_PAGE_SIZE = 20;
/** The longest message body we store, as HTML. */
export const MESSAGE_CONTENT_MAX_LENGTH = 100_000;

const subject = z
  .string({ error: MESSAGE_MESSAGES.subjectRequired })
  .trim()
  .min(1, MESSAGE_MESSAGES.subjectRequired)
  .max(SUBJECT_MAX_LENGTH, MESSAGE_MESSAGES.subjectTooLong);

function content(message: string) {
  return z
    .string({ error: message })
    .max(MESSAGE_CONTENT_MAX_LENGTH, `Must be at most ${MESSAGE_CONTENT_MAX_LENGTH} characters`)
    .refine((html) => !isBlankHtml(html), message);
}

/** POST /courses/{id}/messages (the Message Teacher panel): subject and content. */
export const CourseMessageInputSchema = z.object({
  subject,
  content: content(MESSAGE_MESSAGES.contentRequired),
});
export type CourseMessageInput = z.input<typeof CourseMessageInputSchema>;

/**
 * POST /messages/direct: the spec's single `to_user_id`, or `to_user_ids` for Compose with several
 * recipients (both may be given; duplicates count once). At least one, at most 500.
 */
export const DirectMessageInputSchema = z
  .object({
    subject,
    content: content(MESSAGE_MESSAGES.contentRequired),
    to_user_id: idField().optional(),
    to_user_ids: z
      .array(idField(), { error: MESSAGE_MESSAGES.recipientRequired })
      .max(MESSAGE_MAX_RECIPIENTS, MESSAGE_MESSAGES.tooManyRecipients)
      .optional(),
  })
  .refine((input) => input.to_user_id !== undefined || (input.to_user_ids?.length ?? 0) > 0, {
    path: ['to_user_ids'],
    message: MESSAGE_MESSAGES.recipientRequired,
  });
export type DirectMessageInput = z.input<typeof DirectMessageInputSchema>;

/** Every distinct recipient id of a direct message input. */
export function directRecipientIds(input: z.output<typeof DirectMessageInputSchema>): number[] {
  const ids = new Set<number>(input.to_user_ids ?? []);
  if (input.to_user_id !== undefined) ids.add(input.to_user_id);
  return [...ids];
}

/**
 * POST /messages/{id}/reply: the text (required); the subject defaults to 'Re: <subject>'. A recipient's
 * reply goes to the sender; the sender's goes to everyone the message went to.
 */
export const ReplyInputSchema = z.object({
  content: content(MESSAGE_MESSAGES.replyRequired),
  subject: subject.optional(),
});
export type ReplyInput = z.input<typeof ReplyInputSchema>;

/** 'Re: Hello' for 'Hello'; a subject that already starts with 'Re:' stays; cut to 255 characters. */
export function replySubject(original: string): string {
  const trimmed = original.trim();
  const next = /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
  // Trimmed again: cutting may leave a space at the end, which the subject's schema would trim.
  return next.slice(0, SUBJECT_MAX_LENGTH).trimEnd();
}

/** GET /messages/inbox and /messages/sent: 20 a page, newest first; `unread` keeps the unread ones. */
export const MessageListQuerySchema = pageQuery(MESSAGES_PAGE_SIZE, 100).extend({ unread: queryFlag() });
export interface MessageListRequest {
  page?: number;
  per_page?: number;
  unread?: boolean;
}

/** GET /courses/{id}/messages: 20 a page, newest first. */
export const CourseMessageListQuerySchema = pageQuery(MESSAGES_PAGE_SIZE, 100);

/** GET /messages/recipients: people the reader may write to, found by name or username (at most 20). */
export const RecipientSearchQuerySchema = z.object({
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional().default(''),
});
export const RECIPIENT_SEARCH_LIMIT = 20;
