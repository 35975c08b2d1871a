import { CourseMessageInputSchema } from '@campus/sdk';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import { insertMessage, type NewMessage } from './write-repository.js';

/** A message the platform sends on someone's behalf (a waitlist offer): no recipient rule, no reader checks. */
export interface SystemMessage {
  /** Who it is from (a course's owner, say); null for the platform itself (nobody to reply to). */
  fromUserId: number | null;
  toUserIds: readonly number[];
  subject: string;
  /** Rich HTML; sanitized here. */
  content: string;
  courseId?: number | null;
  /** When it is sent (defaults to now). */
  at?: Date;
}

/** Thrown inside sendSystemMessage's savepoint to take back a message that reached nobody. */
class NobodyToReceive extends Error {}

/**
 * Sends a message without the recipient rule, on `db` (a transaction of the caller's, so the message commits
 * or rolls back with their work). Recipients that do not exist, and the sender, are skipped; with nobody left
 * nothing is stored and the answer is null. Otherwise the message's id and who received it.
 */
export async function sendSystemMessage(
  db: Database,
  input: SystemMessage,
): Promise<{ id: number; recipientIds: number[] } | null> {
  // The readers' answers hold the subject to 255 characters: a caller's bad subject is a bug, said here.
  const checked = CourseMessageInputSchema.safeParse({ subject: input.subject, content: input.content });
  if (!checked.success) {
    throw new Error(`sendSystem: ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const ids = [...new Set(input.toUserIds)].filter((id) => id !== input.fromUserId);
  if (ids.length === 0) return null;
  const values: NewMessage = {
    fromUserId: input.fromUserId,
    courseId: input.courseId ?? null,
    replyToId: null,
    subject: checked.data.subject,
    content: sanitizeRichText(checked.data.content),
    createdAt: (input.at ?? new Date()).toISOString(),
  };
  try {
    // A savepoint inside the caller's transaction (or a transaction of its own on the bare database).
    return await db.transaction(async (tx) => {
      const written = await insertMessage(tx, values, inArray(users.id, ids));
      if (written.recipientIds.length === 0) throw new NobodyToReceive();
      return written;
    });
  } catch (error) {
    if (error instanceof NobodyToReceive) return null;
    throw error;
  }
}
