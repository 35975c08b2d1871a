import {
  type Access,
  GROUP_MESSAGES,
  type GroupAbility,
  type GroupRelation,
  groupAccess,
  type Viewer,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { groupCoordinators, groups, groupUsers } from '../db/schema.js';
import { authorize, viewerId } from './authorize.js';
import { flag } from './relation-queries.js';

export type GroupRow = typeof groups.$inferSelect;

export interface ScopedGroup {
  group: GroupRow;
  relation: GroupRelation;
  access: Access<GroupAbility>;
}

/** The group with the viewer's relation to it, in one statement; null when there is no such group. */
export async function findGroupFor(
  db: Database,
  viewer: Viewer,
  groupId: number,
): Promise<ScopedGroup | null> {
  const me = viewerId(viewer);
  const [row] = await db
    .select({
      group: groups,
      isMember: flag(
        db
          .select({ one: groupUsers.userId })
          .from(groupUsers)
          .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, me))),
      ),
      isCoordinator: flag(
        db
          .select({ one: groupCoordinators.userId })
          .from(groupCoordinators)
          .where(and(eq(groupCoordinators.groupId, groupId), eq(groupCoordinators.userId, me))),
      ),
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) return null;
  const { group, ...flags } = row;
  const relation: GroupRelation = { ...flags, isAdmin: viewer?.is_admin === true };
  return { group, relation, access: groupAccess(relation) };
}

/** The group if the viewer is in it (or admin) and may `need` it; otherwise 404 or 403. */
export async function loadGroupFor(
  db: Database,
  viewer: Viewer,
  groupId: number,
  need: GroupAbility | 'view' = 'view',
): Promise<ScopedGroup> {
  return authorize(await findGroupFor(db, viewer, groupId), need, {
    notFound: GROUP_MESSAGES.notFound,
    viewForbidden: GROUP_MESSAGES.notMember,
  });
}
