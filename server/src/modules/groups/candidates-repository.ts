import type { GroupCandidate, NamedRef } from '@campus/sdk';
import { and, asc, eq, inArray, not, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groups, groupUsers, users } from '../../db/schema.js';
import { groupMemberColumns, toGroupMember } from '../users/group-member.js';
import type { GroupRole } from './membership-repository.js';
import { byName } from './people.js';

// The pick lists of the dashboard's Add Users and Manage Coordinators modals (spec sections 2 and 6): never an
// admin, never someone already in that role of the group. A coordinator picks from the people of the groups
// they coordinate ("checklist from the coordinator's groups with source group and grade"); an admin from
// everyone. Two statements whatever the number of people.

export interface CandidateScope {
  groupId: number;
  role: GroupRole;
  /** The ids of the groups whose people may be picked (a subquery); null for an admin (everyone). */
  sourceGroupIds: SQLWrapper | null;
}

/** Every (group, user) tie: as a member or as a coordinator. */
function memberships(db: Database) {
  return union(
    db.select({ groupId: groupUsers.groupId, userId: groupUsers.userId }).from(groupUsers),
    db
      .select({ groupId: groupCoordinators.groupId, userId: groupCoordinators.userId })
      .from(groupCoordinators),
  ).as('memberships');
}

function alreadyIn(db: Database, scope: CandidateScope) {
  const table = scope.role === 'users' ? groupUsers : groupCoordinators;
  return db.select({ id: table.userId }).from(table).where(eq(table.groupId, scope.groupId));
}

/** The people who may be added, by last name and first name, each with their groups among the sources. */
export async function listCandidates(db: Database, scope: CandidateScope): Promise<GroupCandidate[]> {
  const tie = memberships(db);
  const eligible = and(eq(users.isAdmin, false), not(inArray(users.id, alreadyIn(db, scope))));
  const inSources = scope.sourceGroupIds === null ? undefined : inArray(tie.groupId, scope.sourceGroupIds);
  const people = await db
    .select(groupMemberColumns)
    .from(users)
    .where(
      scope.sourceGroupIds === null
        ? eligible
        : and(eligible, inArray(users.id, db.select({ id: tie.userId }).from(tie).where(inSources))),
    )
    .orderBy(...byName);
  if (people.length === 0) return [];
  const ties = await db
    .select({ userId: tie.userId, id: groups.id, name: groups.name })
    .from(tie)
    .innerJoin(groups, eq(groups.id, tie.groupId))
    .innerJoin(users, eq(users.id, tie.userId))
    .where(and(eligible, inSources))
    .orderBy(asc(groups.name), asc(groups.id));
  const groupsOf = new Map<number, NamedRef[]>();
  for (const { userId, id, name } of ties) {
    const list = groupsOf.get(userId) ?? [];
    list.push({ id, name });
    groupsOf.set(userId, list);
  }
  return people.map((person) => ({ ...toGroupMember(person), groups: groupsOf.get(person.id) ?? [] }));
}
