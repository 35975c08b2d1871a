import { VALIDATION_MESSAGES as M, type User } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { groupCoordinators, groups, groupUsers, organizationUsers, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { requestsFor } from '../organizations/test-requests.js';
import { CREATE_USER_MESSAGES } from './service.js';

let t: TestApp;
let ids: FixtureIds;
let request: ReturnType<typeof requestsFor>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  request = requestsFor(t);
});
afterAll(() => t?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nina',
  middle_name: '',
  last_name: 'Ortiz',
  username: 'nina.ortiz',
  gender: 'female',
  is_student: true,
  school_grade: '8',
  organization_id: ids.organization('Riverside Academy'),
  group_id: null,
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  ...overrides,
});

async function memberships(userId: number) {
  const { db } = t.database;
  const inOrganizations = await db
    .select()
    .from(organizationUsers)
    .where(eq(organizationUsers.userId, userId));
  const inGroups = await db.select().from(groupUsers).where(eq(groupUsers.userId, userId));
  return {
    organizations: inOrganizations.map((row) => ({ id: row.organizationId, role: row.role })),
    groups: inGroups.map((row) => row.groupId),
  };
}

async function userNamed(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row;
}

describe('POST /api/users (Create User)', () => {
  it('lets a coordinator with create_user create a student into their group and organization', async () => {
    const group = ids.group('Grade 8 Science');
    const response = await request('coordinator', 'POST', '/api/users', form({ group_id: group }));
    expect(response.statusCode).toBe(201);
    const user = envelope<User>(response).data;
    expect(user).toMatchObject({
      username: 'nina.ortiz',
      first_name: 'Nina',
      middle_name: null,
      is_student: true,
      school_grade: '8',
      organization_id: ids.organization('Riverside Academy'),
      is_admin: false,
      permissions: [],
    });
    expect(response.body).not.toMatch(/password/);
    expect(await memberships(user.id)).toEqual({
      organizations: [{ id: ids.organization('Riverside Academy'), role: 'member' }],
      groups: [group],
    });
    // Hashed like register: the new user can sign in with the password given.
    const row = await userNamed('nina.ortiz');
    expect(row?.passwordHash).not.toBe('secret-pass-1');
    expect(await verifyPassword(row?.passwordHash ?? '', 'secret-pass-1')).toBe(true);
  });

  it('lets an organization owner create a user in the organization they own, without a group', async () => {
    const response = await request(
      'owner',
      'POST',
      '/api/users',
      form({ username: 'owner.made', is_student: false }),
    );
    expect(response.statusCode).toBe(201);
    const user = envelope<User>(response).data;
    expect(user.school_grade).toBeNull();
    expect(await memberships(user.id)).toEqual({
      organizations: [{ id: ids.organization('Riverside Academy'), role: 'member' }],
      groups: [],
    });
  });

  it('lets an admin create into any organization and any group', async () => {
    const response = await request(
      'admin',
      'POST',
      '/api/users',
      form({
        username: 'admin.made',
        organization_id: ids.organization('Hillcrest Learning Center'),
        group_id: ids.group('Grade 8 Science'),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect((await memberships(envelope<User>(response).data.id)).groups).toEqual([
      ids.group('Grade 8 Science'),
    ]);
  });

  it('refuses an owner creating into another organization (422 on organization_id), making nobody', async () => {
    const response = await request(
      'owner',
      'POST',
      '/api/users',
      form({ username: 'owner.elsewhere', organization_id: ids.organization('Hillcrest Learning Center') }),
    );
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.organization_id).toEqual([CREATE_USER_MESSAGES.notYourOrganization]);
    expect(await userNamed('owner.elsewhere')).toBeUndefined();
  });

  it('refuses a group the actor does not coordinate, or that does not exist (422 on group_id)', async () => {
    for (const group_id of [ids.group('Grade 8 Science'), 999_999]) {
      const response = await request(
        'owner',
        'POST',
        '/api/users',
        form({ username: 'owner.grouped', group_id }),
      );
      expect(response.statusCode).toBe(422);
      expect(envelope(response).errors?.group_id).toEqual([CREATE_USER_MESSAGES.notYourGroup]);
    }
    const admin = await request(
      'admin',
      'POST',
      '/api/users',
      form({ username: 'admin.grouped', group_id: 999_999 }),
    );
    expect(envelope(admin).errors?.group_id).toEqual([CREATE_USER_MESSAGES.unknownGroup]);
    expect(await userNamed('owner.grouped')).toBeUndefined();
  });

  it('refuses a taken username whatever its case (422)', async () => {
    const response = await request('coordinator', 'POST', '/api/users', form({ username: 'STUDENT' }));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.username).toEqual([M.usernameTaken]);
  });

  it("answers the form's field messages (422)", async () => {
    const response = await request(
      'coordinator',
      'POST',
      '/api/users',
      form({
        first_name: '',
        school_grade: '',
        password_confirmation: 'other-pass-1',
        organization_id: null,
      }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = envelope(response);
    expect(errors?.first_name).toEqual([M.firstNameRequired]);
    expect(errors?.school_grade).toEqual([M.schoolGradeRequired]);
    expect(errors?.password_confirmation).toEqual([M.passwordsDoNotMatch]);
    expect(errors?.organization_id).toEqual([M.organizationRequired]);
  });

  it.each(['teacher', 'student', 'parent', 'manager'])(
    'refuses %s (403) before reading the body',
    async (who) => {
      const response = await request(who, 'POST', '/api/users', { username: '' });
      expect(response.statusCode).toBe(403);
    },
  );

  it('refuses guests (401)', async () => {
    expect((await request(null, 'POST', '/api/users', form({ username: 'guest.made' }))).statusCode).toBe(
      401,
    );
  });

  it('adds the new user to a group the owner coordinates (spec section 6)', async () => {
    const [group] = await t.database.db
      .insert(groups)
      .values({ name: 'Owner Reading Club', creatorId: ids.user('owner') })
      .returning({ id: groups.id });
    const groupId = group?.id ?? 0;
    await t.database.db.insert(groupCoordinators).values({ groupId, userId: ids.user('owner') });
    const response = await request(
      'owner',
      'POST',
      '/api/users',
      form({ username: 'club.member', group_id: groupId }),
    );
    expect(response.statusCode).toBe(201);
    expect((await memberships(envelope<User>(response).data.id)).groups).toEqual([groupId]);
  });
});
