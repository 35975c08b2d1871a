import {
  type CourseMessageInputSchema,
  type DirectMessageInputSchema,
  directRecipientIds,
  isBlankHtml,
  lastPage,
  MESSAGE_MESSAGES,
  type Message,
  type MessageRecipient,
  type Paged,
  type ReplyInputSchema,
  replySubject,
  type UnreadCount,
} from '@campus/sdk';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import { loadCourseFor } from '../../authorization/course-access.js';
import { loadMessageFor } from '../../authorization/message-access.js';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { LiveHub } from '../../live/live-hub.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import { writableBy } from './recipient-rule.js';
import { searchRecipients } from './recipient-search.js';
import { findMessage, type Page, pageCourseMessages, pageInbox, pageSent } from './repository.js';
import { type SystemMessage, sendSystemMessage } from './send-system.js';
import {
  countUnread,
  courseStaff,
  deleteCopy,
  deleteSent,
  insertMessage,
  markRead,
  type NewMessage,
  recipientsOfMessage,
} from './write-repository.js';

export type DirectMessageData = z.output<typeof DirectMessageInputSchema>;
export type CourseMessageData = z.output<typeof CourseMessageInputSchema>;
export type ReplyData = z.output<typeof ReplyInputSchema>;

export interface MessagePageQuery {
  page: number;
  per_page: number;
  unread?: boolean;
}

/** The content as stored: sanitized, and refused when nothing is left (a lone <script> is no message). */
function storedContent(html: string, message: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw ValidationError.field('content', message);
  return clean;
}

function pageOf(query: MessagePageQuery): Page {
  return { offset: (query.page - 1) * query.per_page, limit: query.per_page };
}

function paged(query: MessagePageQuery, { rows, total }: { rows: Message[]; total: number }): Paged<Message> {
  return {
    data: rows,
    current_page: query.page,
    last_page: lastPage(total, query.per_page),
    per_page: query.per_page,
    total,
  };
}

/**
 * Messaging (spec sections 2, 4, 5 and 7 "Messages"): inboxes, sent lists, the unread count, direct messages
 * within the recipient rule, replies, and course messages to a course's staff. A message is read only by its
 * sender and recipients (everyone else: 404); deleting takes away the deleter's copy only.
 */
export function createMessagesService(db: Database, now: () => Date, live: Pick<LiveHub, 'unreadChanged'>) {
  /**
   * Writes the message and its copies in one transaction; `none` refuses (and takes back) a message to nobody.
   * After the commit the recipients' live streams get their new unread counts.
   */
  async function send(values: Omit<NewMessage, 'createdAt'>, recipients: SQL, none: ValidationError) {
    const written = await db.transaction(async (tx) => {
      const written = await insertMessage(tx, { ...values, createdAt: now().toISOString() }, recipients);
      if (written.recipientIds.length === 0) throw none;
      return written;
    });
    await live.unreadChanged(written.recipientIds);
    return written;
  }

  async function present(reader: number, id: number): Promise<Message> {
    const message = await findMessage(db, reader, id);
    if (!message) throw new NotFoundError(MESSAGE_MESSAGES.notFound);
    return message;
  }

  /** Opens a message: a recipient's copy becomes read (once, however many open it at the same time). */
  async function open(actor: UserActor, id: number): Promise<Message> {
    const party = await loadMessageFor(db, actor, id);
    if (party.isRecipient && party.readAt === null) {
      await markRead(db, id, actor.id, now().toISOString());
      // The reader's other tabs and devices drop the count too.
      await live.unreadChanged([actor.id]);
    }
    return present(actor.id, id);
  }

  return {
    async inbox(actor: UserActor, query: MessagePageQuery): Promise<Paged<Message>> {
      return paged(query, await pageInbox(db, actor.id, query.unread === true, pageOf(query)));
    },

    async sent(actor: UserActor, query: MessagePageQuery): Promise<Paged<Message>> {
      return paged(query, await pageSent(db, actor.id, query.unread === true, pageOf(query)));
    },

    /** Polled every 30 seconds by every signed-in browser: one indexed statement, no loader. */
    async unreadCount(actor: UserActor): Promise<UnreadCount> {
      return { count: await countUnread(db, actor.id) };
    },

    /** GET /messages/{id}. */
    get: open,

    /** PUT /messages/{id}/read: the same marking without the client showing it (the sender's is a no-op). */
    markRead: open,

    /** Takes the message away from the reader only: the sender's copy or the recipient's. */
    async remove(actor: UserActor, id: number): Promise<void> {
      const party = await loadMessageFor(db, actor, id);
      if (party.isSender) await deleteSent(db, id);
      else {
        await deleteCopy(db, id, actor.id, now().toISOString());
        // An unread copy taken away leaves one fewer unread.
        if (party.readAt === null) await live.unreadChanged([actor.id]);
      }
    },

    /** POST /messages/direct: every recipient must be someone the sender may write to, or nothing is sent. */
    async sendDirect(actor: UserActor, input: DirectMessageData): Promise<Message> {
      const ids = directRecipientIds(input);
      const content = storedContent(input.content, MESSAGE_MESSAGES.contentRequired);
      const notAllowed = ValidationError.field('to_user_ids', MESSAGE_MESSAGES.recipientNotAllowed);
      const { id } = await db.transaction(async (tx) => {
        const written = await insertMessage(
          tx,
          {
            fromUserId: actor.id,
            courseId: null,
            replyToId: null,
            subject: input.subject,
            content,
            createdAt: now().toISOString(),
          },
          and(inArray(users.id, ids), writableBy(actor)) as SQL,
        );
        // One refused recipient refuses the message: the transaction takes back the rest.
        if (written.recipientIds.length !== ids.length) throw notAllowed;
        return written;
      });
      await live.unreadChanged(ids);
      return present(actor.id, id);
    },

    /**
     * POST /messages/{id}/reply: a recipient answers the sender; the sender answers everyone it went to. The
     * subject defaults to 'Re: ...'; a course message's reply stays with the course.
     */
    async reply(actor: UserActor, id: number, input: ReplyData): Promise<Message> {
      const { message, isSender } = await loadMessageFor(db, actor, id);
      const content = storedContent(input.content, MESSAGE_MESSAGES.replyRequired);
      const recipients = isSender
        ? sql`${recipientsOfMessage(id)} AND ${users.id} <> ${actor.id}`
        : sql`${users.id} = ${message.fromUserId ?? 0}`;
      const sent = await send(
        {
          fromUserId: actor.id,
          courseId: message.courseId,
          replyToId: id,
          subject: input.subject ?? replySubject(message.subject),
          content,
        },
        recipients,
        new ValidationError({}, MESSAGE_MESSAGES.noRecipients),
      );
      return present(actor.id, sent.id);
    },

    /** GET /messages/recipients: people the reader may write to, by name or username (at most 20). */
    async recipients(actor: UserActor, search: string): Promise<MessageRecipient[]> {
      return searchRecipients(db, actor, search);
    },

    /** GET /courses/{id}/messages: for the course's teacher, owners, editors and admins. */
    async courseList(actor: UserActor, courseId: number, query: MessagePageQuery): Promise<Paged<Message>> {
      await loadCourseFor(db, actor, courseId, 'edit');
      return paged(query, await pageCourseMessages(db, actor.id, courseId, pageOf(query)));
    },

    /**
     * POST /courses/{id}/messages (Message Teacher): from the course's enrolled students, its staff and admins,
     * to its teacher, owners and editors but the sender.
     */
    async sendToCourse(actor: UserActor, courseId: number, input: CourseMessageData): Promise<Message> {
      const { relation } = await loadCourseFor(db, actor, courseId);
      const staff = relation.isOwner || relation.isEditor || relation.isTeacher;
      if (!relation.isAdmin && !staff && relation.enrollmentStatus !== 'enrolled') {
        throw new ForbiddenError(MESSAGE_MESSAGES.courseSendForbidden);
      }
      const content = storedContent(input.content, MESSAGE_MESSAGES.contentRequired);
      const sent = await send(
        { fromUserId: actor.id, courseId, replyToId: null, subject: input.subject, content },
        sql`${courseStaff(courseId)} AND ${users.id} <> ${actor.id}`,
        new ValidationError({}, MESSAGE_MESSAGES.noRecipients),
      );
      return present(actor.id, sent.id);
    },

    /**
     * For other services (a waitlist offer), on their transaction: see sendSystemMessage. The caller tells the
     * recipients' streams after its commit: `app.live.unreadChanged(recipientIds)`.
     */
    sendSystem: (tx: Database, input: SystemMessage) => sendSystemMessage(tx, { at: now(), ...input }),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
