import type { Message, UserSummary } from '@campus/sdk';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { courses, messageRecipients, messages, users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// Messages as one reader sees them. A page is three statements whatever its size: the page (each message
// with its sender, course and the reader's own copy), the total, and the recipients of the page's messages
// (the first RECIPIENTS_SHOWN of each, with their number) in one windowed query.

/** How many recipients a message answer lists (`recipient_count` has them all). */
export const RECIPIENTS_SHOWN = 50;

const sender = alias(users, 'sender');

export interface Page {
  offset: number;
  limit: number;
}

function selectHeads(db: Database, reader: number) {
  return db
    .select({
      message: messages,
      sender: {
        id: sender.id,
        username: sender.username,
        firstName: sender.firstName,
        middleName: sender.middleName,
        lastName: sender.lastName,
      },
      courseName: courses.name,
      recipientId: messageRecipients.userId,
      readAt: messageRecipients.readAt,
      deletedAt: messageRecipients.deletedAt,
    })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, reader)),
    )
    .leftJoin(sender, eq(sender.id, messages.fromUserId))
    .leftJoin(courses, eq(courses.id, messages.courseId));
}

type Head = Awaited<ReturnType<ReturnType<typeof selectHeads>['execute']>>[number];

interface Recipients {
  shown: UserSummary[];
  total: number;
}

/** The message as `reader` sees it: their own read state, whether they sent it and may delete it. */
function toMessage(head: Head, reader: number, recipients: Recipients | undefined): Message {
  const { message } = head;
  const isSender = message.fromUserId === reader;
  const isRecipient = head.recipientId !== null;
  const shown = recipients?.shown ?? [];
  return {
    id: message.id,
    subject: message.subject,
    content: message.content,
    // The sender has nothing to read; nor has a course's staff member or admin who was not written to.
    is_read: isRecipient ? head.readAt !== null : true,
    created_at: toIsoTimestamp(message.createdAt),
    from_user_id: message.fromUserId,
    to_user_id: shown[0]?.id ?? null,
    from_user: head.sender ? toUserSummary(head.sender) : null,
    to_user: shown[0] ?? null,
    recipients: shown,
    recipient_count: recipients?.total ?? 0,
    course_id: message.courseId,
    course:
      message.courseId !== null && head.courseName !== null
        ? { id: message.courseId, name: head.courseName }
        : null,
    reply_to_id: message.replyToId,
    is_sender: isSender,
    can_delete: (isSender && !message.deletedBySender) || (isRecipient && head.deletedAt === null),
  };
}

/** The first RECIPIENTS_SHOWN recipients of each message (by name) and how many each has, in one statement. */
async function recipientsOf(db: Database, messageIds: number[]): Promise<Map<number, Recipients>> {
  const byMessage = new Map<number, Recipients>();
  if (messageIds.length === 0) return byMessage;
  const ranked = db
    .select({
      messageId: messageRecipients.messageId,
      ...userSummaryColumns,
      position: sql<number>`row_number() OVER (PARTITION BY ${messageRecipients.messageId}
        ORDER BY ${users.lastName}, ${users.firstName}, ${users.id})`.as('position'),
      total: sql<number>`count(*) OVER (PARTITION BY ${messageRecipients.messageId})`.as('total'),
    })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .where(inArray(messageRecipients.messageId, messageIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, RECIPIENTS_SHOWN))
    .orderBy(ranked.messageId, ranked.position);
  for (const row of rows) {
    const entry = byMessage.get(row.messageId) ?? { shown: [], total: Number(row.total) };
    entry.shown.push(toUserSummary(row));
    byMessage.set(row.messageId, entry);
  }
  return byMessage;
}

async function present(db: Database, reader: number, heads: Head[]): Promise<Message[]> {
  const recipients = await recipientsOf(
    db,
    heads.map((head) => head.message.id),
  );
  return heads.map((head) => toMessage(head, reader, recipients.get(head.message.id)));
}

/** One message as `reader` sees it (the caller has checked that they may). */
export async function findMessage(db: Database, reader: number, id: number): Promise<Message | null> {
  const heads = await selectHeads(db, reader).where(eq(messages.id, id)).limit(1);
  const [message] = await present(db, reader, heads);
  return message ?? null;
}

/** The reader's inbox: messages they received and kept, newest first; `unread` keeps the unopened ones. */
export async function pageInbox(
  db: Database,
  reader: number,
  unread: boolean,
  page: Page,
): Promise<{ rows: Message[]; total: number }> {
  const kept = and(
    eq(messageRecipients.userId, reader),
    isNull(messageRecipients.deletedAt),
    unread ? isNull(messageRecipients.readAt) : undefined,
  );
  const heads = await selectHeads(db, reader)
    .where(and(isNotNull(messageRecipients.userId), kept))
    .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.messageId))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(messageRecipients).where(kept);
  return { rows: await present(db, reader, heads), total: counted?.total ?? 0 };
}

/** The reader's sent messages they kept, newest first; `unread` keeps those someone has not opened yet. */
export async function pageSent(
  db: Database,
  reader: number,
  unread: boolean,
  page: Page,
): Promise<{ rows: Message[]; total: number }> {
  const kept = and(
    eq(messages.fromUserId, reader),
    eq(messages.deletedBySender, false),
    unread
      ? sql`EXISTS (SELECT 1 FROM message_recipients waiting
          WHERE waiting.message_id = ${messages.id} AND waiting.read_at IS NULL)`
      : undefined,
  );
  const heads = await selectHeads(db, reader)
    .where(kept)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(messages).where(kept);
  return { rows: await present(db, reader, heads), total: counted?.total ?? 0 };
}

/** A course's messages and their replies, newest first, without those the reader deleted for themselves. */
export async function pageCourseMessages(
  db: Database,
  reader: number,
  courseId: number,
  page: Page,
): Promise<{ rows: Message[]; total: number }> {
  const kept = and(
    eq(messages.courseId, courseId),
    sql`NOT (${messages.fromUserId} IS NOT DISTINCT FROM ${reader} AND ${messages.deletedBySender})`,
    isNull(messageRecipients.deletedAt),
  );
  const heads = await selectHeads(db, reader)
    .where(kept)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, reader)),
    )
    .where(kept);
  return { rows: await present(db, reader, heads), total: counted?.total ?? 0 };
}
