import type { GroupMember } from '@campus/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groupUsers, users } from '../../db/schema.js';
import { groupMemberColumns, toGroupMember } from '../users/group-member.js';

/** Which side of a group a call changes: its members (group_users) or its coordinators. */
export type GroupRole = 'users' | 'coordinators';

function tableOf(role: GroupRole) {
  return role === 'users' ? groupUsers : groupCoordinators;
}

/** The named users that exist, with whether each is an admin: one statement. */
export async function findUsersByIds(
  db: Database,
  ids: readonly number[],
): Promise<Array<{ id: number; isAdmin: boolean }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function findMemberRow(db: Database, userId: number): Promise<GroupMember | null> {
  const [row] = await db.select(groupMemberColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toGroupMember(row) : null;
}

/** What a call does to the users it names: add them to the group, or remove them from it. */
export type PeopleChange = 'add' | 'remove';

/**
 * Adds the users to the group in `role` (those already there are skipped) or removes them from it (ids
 * not there are ignored). Returns how many rows changed.
 */
export async function changeGroupPeople(
  db: Database,
  change: PeopleChange,
  role: GroupRole,
  groupId: number,
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const table = tableOf(role);
  const changed =
    change === 'add'
      ? await db
          .insert(table)
          .values(userIds.map((userId) => ({ groupId, userId })))
          .onConflictDoNothing()
          .returning({ userId: table.userId })
      : await db
          .delete(table)
          .where(and(eq(table.groupId, groupId), inArray(table.userId, [...userIds])))
          .returning({ userId: table.userId });
  return changed.length;
}
