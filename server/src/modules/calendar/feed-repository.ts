import type { PermissionHolder } from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { calendarFeeds, users } from '../../db/schema.js';

// The personal calendar feeds: one row per user at most, holding the SHA-256 of the URL's token.

/** Stores a new token for the user, replacing any earlier one (whose URL stops working at once). */
export async function replaceFeed(db: Database, userId: number, tokenHash: string): Promise<string> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('Storing the calendar feed returned no row');
  return row.createdAt;
}

/** When the user's feed was made, or null when they have none. */
export async function findFeedCreatedAt(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of the feed with this token hash (as a permission holder, with their name), or null. */
export async function findFeedOwner(
  db: Database,
  tokenHash: string,
): Promise<(PermissionHolder & { firstName: string; lastName: string }) | null> {
  const [row] = await db
    .select({ id: users.id, isAdmin: users.isAdmin, firstName: users.firstName, lastName: users.lastName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  if (!row) return null;
  // The calendar's rules ask only whether the reader is an admin; permission keys play no part in them.
  return {
    id: row.id,
    is_admin: row.isAdmin,
    permissions: [],
    firstName: row.firstName,
    lastName: row.lastName,
  };
}
