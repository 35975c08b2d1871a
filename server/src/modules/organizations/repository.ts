import type { OrganizationSummary } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { organizations, organizationUsers } from '../../db/schema.js';

/** Active organizations, id and name, by name: one query whatever the count. */
export async function listActiveOrganizations(db: Database): Promise<OrganizationSummary[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.isActive, true))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function isActiveOrganization(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export async function addOrganizationMember(
  db: Database,
  organizationId: number,
  userId: number,
  role: 'member' | 'admin' = 'member',
): Promise<void> {
  await db.insert(organizationUsers).values({ organizationId, userId, role }).onConflictDoNothing();
}
