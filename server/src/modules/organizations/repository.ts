import type { Organization, OrganizationSummary } from '@campus/sdk';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connect.js';
import { organizations, organizationUsers, users } from '../../db/schema.js';

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

// The owner is joined under an alias so the count subquery can name the outer organization unambiguously.
const owner = alias(users, 'owner');
const usersCount = sql<number>`(
  select count(*) from organization_users ou where ou.organization_id = "organizations"."id"
)`.mapWith(Number);

/** Organizations with their owner and member count, in one statement whatever the count. */
async function selectOrganizations(db: Database, where: SQL | undefined): Promise<Organization[]> {
  const rows = await db
    .select({
      organization: organizations,
      ownerUsername: owner.username,
      usersCount,
    })
    .from(organizations)
    .leftJoin(owner, eq(owner.id, organizations.ownerId))
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map(({ organization, ownerUsername, usersCount }) => ({
    id: organization.id,
    name: organization.name,
    description: organization.description,
    owner_id: organization.ownerId,
    owner:
      organization.ownerId !== null && ownerUsername !== null
        ? { id: organization.ownerId, username: ownerUsername }
        : null,
    stripe_account_id: organization.stripeAccountId,
    is_active: organization.isActive,
    users_count: usersCount,
  }));
}

/** Every organization, deactivated ones included (the admin page). */
export function listAllOrganizations(db: Database): Promise<Organization[]> {
  return selectOrganizations(db, undefined);
}

/** The active organizations `userId` owns (the dashboard's Users tab). */
export function listOwnedOrganizations(db: Database, userId: number): Promise<Organization[]> {
  return selectOrganizations(db, and(eq(organizations.ownerId, userId), eq(organizations.isActive, true)));
}

export async function findOrganization(db: Database, id: number): Promise<Organization | null> {
  const [row] = await selectOrganizations(db, eq(organizations.id, id));
  return row ?? null;
}

export type OrganizationValues = Pick<
  typeof organizations.$inferInsert,
  'name' | 'description' | 'ownerId' | 'stripeAccountId'
>;

export async function insertOrganization(db: Database, values: OrganizationValues): Promise<number> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('Inserting the organization returned no row');
  return row.id;
}

export async function updateOrganization(
  db: Database,
  id: number,
  values: Partial<OrganizationValues> & { isActive?: boolean },
): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, id));
}

/** Does this user own at least one active organization (the owner's powers, e.g. Create User)? */
export async function ownsActiveOrganization(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.ownerId, userId), eq(organizations.isActive, true)))
    .limit(1);
  return row !== undefined;
}
