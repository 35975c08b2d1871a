import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { groupCoordinators, groups, groupUsers, organizations } from '../../db/schema.js';

// The lookups and the one write of the dashboard's Create User that are not about the user row itself.

export interface OrganizationOwnership {
  isActive: boolean;
  ownerId: number | null;
}

export async function findOrganizationOwnership(
  db: Database,
  organizationId: number,
): Promise<OrganizationOwnership | null> {
  const [row] = await db
    .select({ isActive: organizations.isActive, ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
}

/** Does the group exist, and does `userId` coordinate it? One statement. */
export async function findGroupCoordination(
  db: Database,
  groupId: number,
  userId: number,
): Promise<{ coordinates: boolean } | null> {
  const [row] = await db
    .select({ coordinatorId: groupCoordinators.userId })
    .from(groups)
    .leftJoin(
      groupCoordinators,
      and(eq(groupCoordinators.groupId, groups.id), eq(groupCoordinators.userId, userId)),
    )
    .where(eq(groups.id, groupId))
    .limit(1);
  return row ? { coordinates: row.coordinatorId !== null } : null;
}

export async function addGroupMember(db: Database, groupId: number, userId: number): Promise<void> {
  await db.insert(groupUsers).values({ groupId, userId }).onConflictDoNothing();
}
