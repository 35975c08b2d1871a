import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_PERMISSIONS, DEMO_USERS } from '@campus/fixtures';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Database } from './connect.js';
import { organizations, organizationUsers, permissions, userPermissions, users } from './schema.js';

/** Seeds the demo dataset into an empty database (no users yet). Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return false;
  // One hash for every demo account: argon2 is slow on purpose, and seeding runs before every test file.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const permissionRows = await tx.insert(permissions).values(DEMO_PERMISSIONS).returning();
    const permissionId = new Map(permissionRows.map((row) => [row.key, row.id]));
    const orgRows = await tx
      .insert(organizations)
      .values(
        DEMO_ORGANIZATIONS.map(({ name, description, stripeAccountId }) => ({
          name,
          description,
          stripeAccountId,
        })),
      )
      .returning();
    const orgId = new Map(orgRows.map((row) => [row.name, row.id]));
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ organization, permissions: _p, manager: _m, parents: _pa, ...user }) => ({
          ...user,
          organizationId: orgId.get(organization),
          passwordHash,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userId = new Map(userRows.map((row) => [row.username, row.id]));
    const id = (username: string) => required(userId.get(username), `user ${username}`);
    for (const org of DEMO_ORGANIZATIONS) {
      await tx
        .update(organizations)
        .set({ ownerId: id(org.owner) })
        .where(eq(organizations.name, org.name));
    }
    await tx.insert(organizationUsers).values(
      DEMO_USERS.map((user) => {
        const owned = DEMO_ORGANIZATIONS.some(
          (org) => org.owner === user.username && org.name === user.organization,
        );
        return {
          organizationId: required(orgId.get(user.organization), user.organization),
          userId: id(user.username),
          role: owned ? 'admin' : 'member',
        };
      }),
    );
    const grants = DEMO_USERS.flatMap((user) =>
      (user.permissions ?? []).map((key) => ({
        userId: id(user.username),
        permissionId: required(permissionId.get(key), key),
      })),
    );
    if (grants.length > 0) await tx.insert(userPermissions).values(grants);
  });
  return true;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`);
  return value;
}
