import { type GroupMember, MembershipRoleSchema, type OrganizationUser } from '@campus/sdk';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { organizationUsers, users } from '../../db/schema.js';
import { groupMemberColumns, toGroupMember } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// The users of an organization (the organization_users pivot with role and joined_at).

const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** The organization's users by last name, with role and joined_at: one statement whatever the count. */
export async function listOrganizationUsers(
  db: Database,
  organizationId: number,
): Promise<OrganizationUser[]> {
  const rows = await db
    .select({ ...groupMemberColumns, role: organizationUsers.role, joinedAt: organizationUsers.joinedAt })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(eq(organizationUsers.organizationId, organizationId))
    .orderBy(...byName);
  return rows.map(toOrganizationUser);
}

export async function findOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<OrganizationUser | null> {
  const [row] = await db
    .select({ ...groupMemberColumns, role: organizationUsers.role, joinedAt: organizationUsers.joinedAt })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .limit(1);
  return row ? toOrganizationUser(row) : null;
}

/** Adds the membership; false when the user was already a member (the primary key decides, race-free). */
export async function insertOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
  role: OrganizationUser['role'],
): Promise<boolean> {
  const rows = await db
    .insert(organizationUsers)
    .values({ organizationId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: organizationUsers.userId });
  return rows.length > 0;
}

/** Removes the membership; false when there was none. */
export async function deleteOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .delete(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)))
    .returning({ userId: organizationUsers.userId });
  return rows.length > 0;
}

/** Users not yet in the organization (the add-users dialog), by last name: one statement. */
export async function listUsersOutside(db: Database, organizationId: number): Promise<GroupMember[]> {
  // An anti-join rather than a correlated NOT EXISTS: with a join Drizzle qualifies every column.
  const rows = await db
    .select(groupMemberColumns)
    .from(users)
    .leftJoin(
      organizationUsers,
      and(eq(organizationUsers.userId, users.id), eq(organizationUsers.organizationId, organizationId)),
    )
    .where(isNull(organizationUsers.userId))
    .orderBy(...byName);
  return rows.map(toGroupMember);
}

/** Everyone who may own an organization (the form's owner select): every user, by last name. */
export async function listPossibleOwners(db: Database): Promise<GroupMember[]> {
  const rows = await db
    .select(groupMemberColumns)
    .from(users)
    .orderBy(...byName);
  return rows.map(toGroupMember);
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

type OrganizationUserRow = Parameters<typeof toGroupMember>[0] & { role: string; joinedAt: string };

function toOrganizationUser(row: OrganizationUserRow): OrganizationUser {
  return {
    ...toGroupMember(row),
    // Only member and admin are ever written; anything else reads as a plain member.
    role: MembershipRoleSchema.catch('member').parse(row.role),
    joined_at: toIsoTimestamp(row.joinedAt),
  };
}
