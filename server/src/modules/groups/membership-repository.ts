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

/** Adds the users to the group in `role`; those already there are skipped. Returns how many were added. */
export async function addToGroup(
  db: Database,
  role: GroupRole,
  groupId: number,
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const table = tableOf(role);
  const added = await db
    .insert(table)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing()
    .returning({ userId: table.userId });
  return added.length;
}

/** Removes the users from the group in `role`; ids not there are ignored. Returns how many were removed. */
export async function removeFromGroup(
  db: Database,
  role: GroupRole,
  groupId: number,
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const table = tableOf(role);
  const removed = await db
    .delete(table)
    .where(and(eq(table.groupId, groupId), inArray(table.userId, [...userIds])))
    .returning({ userId: table.userId });
  return removed.length;
}
