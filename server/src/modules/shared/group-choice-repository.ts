import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groups, users } from '../../db/schema.js';

// Lookups the event and course forms share: the creator's organization and which chosen groups exist or
// are coordinated by the creator (private events and courses take only groups their creator coordinates).

/** The user's organization (an event's or a course's is its creator's), or null. */
export async function findOrganizationOf(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** Of `groupIds`, those that exist (admins may choose any group). */
export async function existingGroupIds(db: Database, groupIds: readonly number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, [...groupIds]));
  return new Set(rows.map((row) => row.id));
}

/** Of `groupIds`, those the user coordinates. */
export async function coordinatedOf(
  db: Database,
  userId: number,
  groupIds: readonly number[],
): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(and(eq(groupCoordinators.userId, userId), inArray(groupCoordinators.groupId, [...groupIds])));
  return new Set(rows.map((row) => row.id));
}
