import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { messageRecipients } from '../../db/schema.js';

/**
 * The unread count of each of these readers, in one statement (the live stream tells every recipient of a
 * message at once); a reader with none is 0.
 */
export async function countUnreadByReader(
  db: Database,
  readers: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(readers)];
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ userId: messageRecipients.userId, count: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(messageRecipients)
    .where(
      and(
        inArray(messageRecipients.userId, ids),
        isNull(messageRecipients.readAt),
        isNull(messageRecipients.deletedAt),
      ),
    )
    .groupBy(messageRecipients.userId);
  for (const row of rows) counts.set(row.userId, row.count);
  return counts;
}
