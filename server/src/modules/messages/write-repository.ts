import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { messageRecipients, messages, users } from '../../db/schema.js';

export interface NewMessage {
  fromUserId: number | null;
  courseId: number | null;
  replyToId: number | null;
  subject: string;
  /** Sanitized already. */
  content: string;
  /** ISO timestamp: the message's and every copy's created_at. */
  createdAt: string;
}

/**
 * Writes the message and one copy for each user matching `recipients` (a condition on `users`), in two
 * statements whatever their number: a coordinator writing to 500 people is one INSERT ... SELECT. Returns the
 * message's id and who received it. Run it inside a transaction, so a refusal can take both back.
 */
export async function insertMessage(
  tx: Database,
  values: NewMessage,
  recipients: SQL,
): Promise<{ id: number; recipientIds: number[] }> {
  const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
  if (!row) throw new Error('Inserting the message returned no row');
  const copies = await tx
    .insert(messageRecipients)
    .select(
      tx
        .select({
          messageId: sql<number>`${row.id}::integer`.as('message_id'),
          userId: users.id,
          readAt: sql<string | null>`NULL::timestamptz`.as('read_at'),
          deletedAt: sql<string | null>`NULL::timestamptz`.as('deleted_at'),
          createdAt: sql<string>`${values.createdAt}::timestamptz`.as('created_at'),
        })
        .from(users)
        .where(recipients),
    )
    .returning({ userId: messageRecipients.userId });
  return { id: row.id, recipientIds: copies.map((copy) => copy.userId) };
}

/** The staff of a course (teacher, owners, editors), as a condition on `users`. */
export function courseStaff(courseId: number): SQL {
  return sql`${users.id} IN (SELECT teacher_id FROM courses WHERE id = ${courseId}
    UNION SELECT user_id FROM course_owners WHERE course_id = ${courseId}
    UNION SELECT user_id FROM course_editors WHERE course_id = ${courseId})`;
}

/** Everyone a message went to, as a condition on `users`. */
export function recipientsOfMessage(messageId: number): SQL {
  return sql`${users.id} IN (SELECT user_id FROM message_recipients WHERE message_id = ${messageId})`;
}

/**
 * Marks the reader's copy read, once: of any number of readers racing (20 tabs opening it), only the first
 * finds read_at empty, so the unread count drops by exactly one. Returns whether this call marked it.
 */
export async function markRead(
  db: Database,
  messageId: number,
  reader: number,
  at: string,
): Promise<boolean> {
  const marked = await db
    .update(messageRecipients)
    .set({ readAt: at })
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        eq(messageRecipients.userId, reader),
        isNull(messageRecipients.readAt),
        isNull(messageRecipients.deletedAt),
      ),
    )
    .returning({ userId: messageRecipients.userId });
  return marked.length > 0;
}

/** Deletes the recipient's copy for them alone. */
export async function deleteCopy(db: Database, messageId: number, reader: number, at: string): Promise<void> {
  await db
    .update(messageRecipients)
    .set({ deletedAt: at })
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        eq(messageRecipients.userId, reader),
        isNull(messageRecipients.deletedAt),
      ),
    );
}

/** Deletes the sender's copy (the recipients keep theirs). */
export async function deleteSent(db: Database, messageId: number): Promise<void> {
  await db.update(messages).set({ deletedBySender: true }).where(eq(messages.id, messageId));
}

/** The reader's unread count: one statement on the partial index message_recipients_unread_idx. */
export async function countUnread(db: Database, reader: number): Promise<number> {
  const [row] = await unreadCount(db).execute({ reader });
  return Number(row?.count ?? 0);
}

const unreadCount = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)::integer` })
    .from(messageRecipients)
    .where(
      and(
        eq(messageRecipients.userId, sql.placeholder('reader')),
        isNull(messageRecipients.readAt),
        isNull(messageRecipients.deletedAt),
      ),
    )
    .prepare('campus_unread_count'),
);
