import type { DemoDataset } from '@campus/fixtures';
import { eq } from 'drizzle-orm';
import type { Database } from '../connect.js';
import {
  groupCoordinators,
  groups,
  groupUsers,
  organizations,
  organizationUsers,
  parentChild,
  permissions,
  userManagers,
  userPermissions,
  users,
} from '../schema.js';
import { nonEmpty, type Refs } from './refs.js';

/** Permissions, organizations, users with their grants, families, managers and groups. */
export async function seedPeople(db: Database, data: DemoDataset, refs: Refs, passwordHash: string) {
  for (const row of await db.insert(permissions).values(data.permissions).returning()) {
    refs.permissions.set(row.key, row.id);
  }
  const orgRows = await db
    .insert(organizations)
    .values(
      data.organizations.map(({ name, description, stripeAccountId }) => ({
        name,
        description,
        stripeAccountId,
      })),
    )
    .returning();
  for (const row of orgRows) refs.organizations.set(row.name, row.id);

  const userRows = await db
    .insert(users)
    .values(
      data.users.map(
        ({ organization, permissions: _grants, manager: _manager, parents: _parents, ...user }) => ({
          ...user,
          organizationId: refs.organization(organization),
          passwordHash,
        }),
      ),
    )
    .returning({ id: users.id, username: users.username });
  for (const row of userRows) refs.users.set(row.username, row.id);

  // Owners are set once their users exist (organizations and users refer to each other).
  for (const org of data.organizations) {
    await db
      .update(organizations)
      .set({ ownerId: refs.user(org.owner) })
      .where(eq(organizations.id, refs.organization(org.name)));
  }
  await db.insert(organizationUsers).values(
    data.users.map((user) => ({
      organizationId: refs.organization(user.organization),
      userId: refs.user(user.username),
      role: data.organizations.some((org) => org.owner === user.username && org.name === user.organization)
        ? 'admin'
        : 'member',
    })),
  );

  const grants = data.users.flatMap((user) =>
    (user.permissions ?? []).map((key) => ({
      userId: refs.user(user.username),
      permissionId: refs.permission(key),
    })),
  );
  if (nonEmpty(grants)) await db.insert(userPermissions).values(grants);

  const families = data.users.flatMap((user) =>
    (user.parents ?? []).map((parent) => ({
      parentId: refs.user(parent),
      childId: refs.user(user.username),
    })),
  );
  if (nonEmpty(families)) await db.insert(parentChild).values(families);

  const managed = data.users.flatMap((user) =>
    user.manager ? [{ userId: refs.user(user.username), managerId: refs.user(user.manager) }] : [],
  );
  if (nonEmpty(managed)) await db.insert(userManagers).values(managed);

  const groupRows = await db
    .insert(groups)
    .values(
      data.groups.map(({ name, description, creator }) => ({
        name,
        description,
        creatorId: refs.user(creator),
      })),
    )
    .returning({ id: groups.id, name: groups.name });
  for (const row of groupRows) refs.groups.set(row.name, row.id);
  const members = data.groups.flatMap((group) =>
    group.members.map((username) => ({ groupId: refs.group(group.name), userId: refs.user(username) })),
  );
  if (nonEmpty(members)) await db.insert(groupUsers).values(members);
  const coordinators = data.groups.flatMap((group) =>
    group.coordinators.map((username) => ({ groupId: refs.group(group.name), userId: refs.user(username) })),
  );
  if (nonEmpty(coordinators)) await db.insert(groupCoordinators).values(coordinators);
}
