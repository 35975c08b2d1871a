import type { Group, GroupData, UserSummary } from '@campus/sdk';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groups, groupUsers, users } from '../../db/schema.js';
import { groupBy } from '../shared/group-by.js';
import {
  groupMemberColumns,
  toGroupMember,
  toUserSummary,
  userSummaryColumns,
} from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';
import { byName } from './people.js';

// Groups in the contract's shape. Every list is a constant number of statements: one for the groups (creator
// joined, counts as subqueries), and with `people` one each for all their members and all their coordinators.

// The creator is joined under an alias, so the count subqueries can name the outer "groups" row unambiguously.
const creator = alias(users, 'creator');
const usersCount = sql<number>`(
  select count(*) from group_users gu where gu.group_id = "groups"."id"
)`.mapWith(Number);
const coordinatorsCount = sql<number>`(
  select count(*) from group_coordinators gc where gc.group_id = "groups"."id"
)`.mapWith(Number);

/** Groups matching `where`, by name, with creator and counts; `people` embeds members and coordinators. */
export async function selectGroups(
  db: Database,
  where: SQL | undefined,
  options: { people?: boolean } = {},
): Promise<Group[]> {
  const rows = await db
    .select({
      group: groups,
      creatorId: creator.id,
      creatorUsername: creator.username,
      creatorFirstName: creator.firstName,
      creatorMiddleName: creator.middleName,
      creatorLastName: creator.lastName,
      usersCount,
      coordinatorsCount,
    })
    .from(groups)
    .leftJoin(creator, eq(creator.id, groups.creatorId))
    .where(where)
    .orderBy(asc(groups.name), asc(groups.id));
  const found: Group[] = rows.map((row) => ({
    id: row.group.id,
    name: row.group.name,
    description: row.group.description,
    creator:
      row.creatorId !== null && row.creatorUsername !== null
        ? toUserSummary({
            id: row.creatorId,
            username: row.creatorUsername,
            firstName: row.creatorFirstName ?? '',
            middleName: row.creatorMiddleName,
            lastName: row.creatorLastName ?? '',
          })
        : null,
    created_at: toIsoTimestamp(row.group.createdAt),
    users_count: row.usersCount,
    coordinators_count: row.coordinatorsCount,
  }));
  if (options.people && found.length > 0) await embedPeople(db, found);
  return found;
}

/** One group in full (creator, counts, members, coordinators), or null. */
export async function findGroupWithPeople(db: Database, id: number): Promise<Group | null> {
  const [group] = await selectGroups(db, eq(groups.id, id), { people: true });
  return group ?? null;
}

/** Fills `users` and `coordinators` of every group: two statements whatever the number of groups. */
async function embedPeople(db: Database, found: Group[]): Promise<void> {
  const ids = found.map((group) => group.id);
  const [memberRows, coordinatorRows] = [
    await db
      .select({ groupId: groupUsers.groupId, ...groupMemberColumns })
      .from(groupUsers)
      .innerJoin(users, eq(users.id, groupUsers.userId))
      .where(inArray(groupUsers.groupId, ids))
      .orderBy(...byName),
    await db
      .select({ groupId: groupCoordinators.groupId, ...userSummaryColumns })
      .from(groupCoordinators)
      .innerJoin(users, eq(users.id, groupCoordinators.userId))
      .where(inArray(groupCoordinators.groupId, ids))
      .orderBy(...byName),
  ];
  const members = groupBy(memberRows, ({ groupId, ...row }) => [groupId, toGroupMember(row)] as const);
  const coordinators = groupBy(
    coordinatorRows,
    ({ groupId, ...row }) => [groupId, toUserSummary(row) as UserSummary] as const,
  );
  for (const group of found) {
    group.users = members.get(group.id) ?? [];
    group.coordinators = coordinators.get(group.id) ?? [];
  }
}

/** The groups the user belongs to as a member. */
export function memberGroupIds(db: Database, userId: number) {
  return db.select({ id: groupUsers.groupId }).from(groupUsers).where(eq(groupUsers.userId, userId));
}

/** The groups the user coordinates. */
export function coordinatedGroupIds(db: Database, userId: number) {
  return db
    .select({ id: groupCoordinators.groupId })
    .from(groupCoordinators)
    .where(eq(groupCoordinators.userId, userId));
}

/** Creates the group; its creator becomes its first coordinator. In one transaction. */
export async function insertGroup(db: Database, creatorId: number, input: GroupData): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({ name: input.name, description: input.description, creatorId })
      .returning({ id: groups.id });
    if (!row) throw new Error('Inserting the group returned no row');
    await tx.insert(groupCoordinators).values({ groupId: row.id, userId: creatorId }).onConflictDoNothing();
    return row.id;
  });
}

export async function updateGroup(db: Database, id: number, input: GroupData): Promise<void> {
  await db
    .update(groups)
    .set({ name: input.name, description: input.description, updatedAt: new Date().toISOString() })
    .where(eq(groups.id, id));
}

/** Deletes the group; memberships, coordinators and announcements go with it (ON DELETE CASCADE). */
export async function deleteGroup(db: Database, id: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, id));
}
