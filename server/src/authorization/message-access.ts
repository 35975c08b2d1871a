import { MESSAGE_MESSAGES } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { UserActor } from '../auth/actor.js';
import type { Database } from '../db/connect.js';
import { preparedPerDatabase } from '../db/prepared-per-database.js';
import { messageRecipients, messages } from '../db/schema.js';
import { NotFoundError } from '../errors.js';

export type MessageRow = typeof messages.$inferSelect;

/** The reader's part in a message: its sender, one of its recipients (with their copy's read time). */
export interface MessageParty {
  message: MessageRow;
  isSender: boolean;
  isRecipient: boolean;
  readAt: string | null;
}

/**
 * The message with the reader's part in it, in one statement; null when there is no such message or the
 * reader is neither its sender nor a recipient, or has deleted their copy. Admins are no exception: a
 * message is private to the people it was written between (a course's messages reach its staff and admins
 * through the course, GET /courses/{id}/messages).
 */
export async function findMessageFor(
  db: Database,
  actor: UserActor,
  messageId: number,
): Promise<MessageParty | null> {
  const [row] = await messageWithParty(db).execute({ messageId, me: actor.id });
  if (!row) return null;
  const isSender = row.message.fromUserId === actor.id && !row.message.deletedBySender;
  const isRecipient = row.recipientId !== null && row.deletedAt === null;
  if (!isSender && !isRecipient) return null;
  return { message: row.message, isSender, isRecipient, readAt: isRecipient ? row.readAt : null };
}

const messageWithParty = preparedPerDatabase((db) => {
  const messageId = sql.placeholder('messageId');
  const me = sql.placeholder('me');
  return db
    .select({
      message: messages,
      recipientId: messageRecipients.userId,
      readAt: messageRecipients.readAt,
      deletedAt: messageRecipients.deletedAt,
    })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, me)),
    )
    .where(eq(messages.id, messageId))
    .limit(1)
    .prepare('campus_message_with_party');
});

/** The message if the reader sent or received it (and kept it); otherwise 404 'Message not found'. */
export async function loadMessageFor(
  db: Database,
  actor: UserActor,
  messageId: number,
): Promise<MessageParty> {
  const found = await findMessageFor(db, actor, messageId);
  if (!found) throw new NotFoundError(MESSAGE_MESSAGES.notFound);
  return found;
}
