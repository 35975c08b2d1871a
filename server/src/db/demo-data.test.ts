import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { createTestDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
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
} from './schema.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function user(username: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

async function permissionKeys(username: string): Promise<string[]> {
  const rows = await handle.db
    .select({ key: permissions.key })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, (await user(username)).id));
  return rows.map((row) => row.key).sort();
}

async function groupId(name: string): Promise<number> {
  const [row] = await handle.db.select().from(groups).where(eq(groups.name, name));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

describe('demo accounts', () => {
  it('all exist, sign in with the demo password and belong to Riverside Academy', async () => {
    const [riverside] = await handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Riverside Academy'));
    for (const account of DEMO_ACCOUNTS) {
      const row = await user(account.username);
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(row.organizationId).toBe(riverside?.id);
      const membership = await handle.db
        .select()
        .from(organizationUsers)
        .where(
          and(
            eq(organizationUsers.userId, row.id),
            eq(organizationUsers.organizationId, row.organizationId ?? -1),
          ),
        );
      expect(membership).toHaveLength(1);
    }
  });

  it('hashes passwords with argon2id', async () => {
    expect((await user('student')).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('admin is an administrator and no one else is', async () => {
    const admins = await handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.isAdmin, true));
    expect(admins.map((row) => row.username)).toEqual(['admin']);
  });

  it("owner owns 'Riverside Academy'", async () => {
    const [org] = await handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Riverside Academy'));
    expect(org?.ownerId).toBe((await user('owner')).id);
  });

  it('teacher holds create_course and create_event', async () => {
    expect(await permissionKeys('teacher')).toEqual(['create_course', 'create_event']);
  });

  it("coordinator coordinates 'Grade 8 Science' and holds create_group and create_user", async () => {
    const coordinated = await handle.db
      .select()
      .from(groupCoordinators)
      .where(
        and(
          eq(groupCoordinators.groupId, await groupId('Grade 8 Science')),
          eq(groupCoordinators.userId, (await user('coordinator')).id),
        ),
      );
    expect(coordinated).toHaveLength(1);
    expect(await permissionKeys('coordinator')).toEqual(['create_group', 'create_user']);
  });

  it("student is a grade 8 student in 'Grade 8 Science'", async () => {
    const student = await user('student');
    expect(student.isStudent).toBe(true);
    expect(student.schoolGrade).toBe('8');
    const membership = await handle.db
      .select()
      .from(groupUsers)
      .where(
        and(eq(groupUsers.groupId, await groupId('Grade 8 Science')), eq(groupUsers.userId, student.id)),
      );
    expect(membership).toHaveLength(1);
  });

  it('parent is a parent of student', async () => {
    const rows = await handle.db
      .select()
      .from(parentChild)
      .where(
        and(
          eq(parentChild.parentId, (await user('parent')).id),
          eq(parentChild.childId, (await user('student')).id),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('manager manages teacher and coordinator and holds view_management and assign_manager', async () => {
    const ids = [(await user('teacher')).id, (await user('coordinator')).id];
    const rows = await handle.db.select().from(userManagers).where(inArray(userManagers.userId, ids));
    expect(rows.map((row) => row.managerId)).toEqual([
      (await user('manager')).id,
      (await user('manager')).id,
    ]);
    expect(await permissionKeys('manager')).toEqual(['assign_manager', 'view_management']);
  });
});
