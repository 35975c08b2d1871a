import type { GroupMember, OrganizationUser, OrganizationUsers } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.js';
import { organizationUsers, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ORGANIZATION_USER_MESSAGES } from './service.js';
import { requestsFor } from './test-requests.js';

let t: TestApp;
let ids: FixtureIds;
let request: ReturnType<typeof requestsFor>;
let riverside: number;
let hillcrest: number;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  request = requestsFor(t);
  riverside = ids.organization('Riverside Academy');
  hillcrest = ids.organization('Hillcrest Learning Center');
});
afterAll(() => t?.close());

async function isMember(organizationId: number, userId: number): Promise<boolean> {
  const rows = await t.database.db
    .select()
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.userId, userId)));
  return rows.length > 0;
}

describe('GET /api/organizations/{id}/users', () => {
  it('gives the owner the organization and its users by last name, with role and joined_at, no emails', async () => {
    const response = await request('owner', 'GET', `/api/organizations/${riverside}/users`);
    expect(response.statusCode).toBe(200);
    const { organization, users: list } = envelope<OrganizationUsers>(response).data;
    expect(organization).toMatchObject({ id: riverside, name: 'Riverside Academy' });
    expect(list.length).toBe(organization.users_count);
    const lastNames = list.map((u) => u.last_name);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
    expect(list.find((u) => u.username === 'student')).toMatchObject({
      role: 'member',
      is_student: true,
      school_grade: '8',
    });
    expect(list.every((u) => !Number.isNaN(Date.parse(u.joined_at)))).toBe(true);
    expect(response.body).not.toContain('@campus.test');
  });

  it("refuses members and another organization's owner (403)", async () => {
    for (const username of ['teacher', 'student', 'coordinator', 'hcarter']) {
      const response = await request(username, 'GET', `/api/organizations/${riverside}/users`);
      expect(response.statusCode).toBe(403);
    }
    expect((await request('owner', 'GET', `/api/organizations/${hillcrest}/users`)).statusCode).toBe(403);
    expect((await request('admin', 'GET', `/api/organizations/${hillcrest}/users`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown organization', async () => {
    expect((await request('admin', 'GET', '/api/organizations/999999/users')).statusCode).toBe(404);
  });

  it('runs the same number of queries for 2 users as for 60', async () => {
    const token = await t.loginAs('hcarter');
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/organizations/${hillcrest}/users`, headers: bearer(token) });
    await list();
    const few = await countQueries(t.database, list);
    const before = envelope<OrganizationUsers>(few.result).data.users.length;
    const passwordHash = await hashPassword('bulk-pass-1');
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 58 }, (_, i) => ({
          firstName: 'Bulk',
          lastName: `Member ${i}`,
          username: `bulk.member.${i}`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    await t.database.db
      .insert(organizationUsers)
      .values(made.map(({ id }) => ({ organizationId: hillcrest, userId: id })));
    const many = await countQueries(t.database, list);
    expect(envelope<OrganizationUsers>(many.result).data.users).toHaveLength(before + 58);
    expect(many.count, many.queries.join('\n')).toBe(few.count);
  });
});

describe('GET /api/organizations/{id}/available-users', () => {
  it('runs the same number of queries for few candidates as for many', async () => {
    const token = await t.loginAs('owner');
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/organizations/${riverside}/available-users`,
        headers: bearer(token),
      });
    await list();
    const few = await countQueries(t.database, list);
    const before = envelope<GroupMember[]>(few.result).data.length;
    const passwordHash = await hashPassword('bulk-pass-1');
    await t.database.db.insert(users).values(
      Array.from({ length: 40 }, (_, i) => ({
        firstName: 'Bulk',
        lastName: `Candidate ${i}`,
        username: `bulk.candidate.${i}`,
        passwordHash,
      })),
    );
    const many = await countQueries(t.database, list);
    expect(envelope<GroupMember[]>(many.result).data).toHaveLength(before + 40);
    expect(many.count, many.queries.join('\n')).toBe(few.count);
  });
});

describe('POST /api/organizations/{id}/users', () => {
  it('lets the owner add a user, as a member by default (201 with the row)', async () => {
    const hcarter = ids.user('hcarter');
    const response = await request('owner', 'POST', `/api/organizations/${riverside}/users`, {
      user_id: hcarter,
    });
    expect(response.statusCode).toBe(201);
    expect(envelope<OrganizationUser>(response).data).toMatchObject({
      id: hcarter,
      username: 'hcarter',
      role: 'member',
    });
    expect(await isMember(riverside, hcarter)).toBe(true);
  });

  it('keeps the role an admin asks for', async () => {
    const response = await request('admin', 'POST', `/api/organizations/${hillcrest}/users`, {
      user_id: ids.user('teacher'),
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(envelope<OrganizationUser>(response).data.role).toBe('admin');
  });

  it('answers 409 with a clear message for someone already a member', async () => {
    const response = await request('owner', 'POST', `/api/organizations/${riverside}/users`, {
      user_id: ids.user('student'),
    });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(ORGANIZATION_USER_MESSAGES.alreadyMember);
  });

  it('answers 422 on user_id for a user that does not exist', async () => {
    const response = await request('owner', 'POST', `/api/organizations/${riverside}/users`, {
      user_id: 999_999,
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.user_id).toEqual([ORGANIZATION_USER_MESSAGES.unknownUser]);
  });

  it("refuses a member, and an owner aiming at another's organization (403), adding nobody", async () => {
    const parent = ids.user('parent');
    expect(
      (await request('teacher', 'POST', `/api/organizations/${hillcrest}/users`, { user_id: parent }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request('owner', 'POST', `/api/organizations/${hillcrest}/users`, { user_id: parent }))
        .statusCode,
    ).toBe(403);
    expect(await isMember(hillcrest, parent)).toBe(false);
  });
});

describe('DELETE /api/organizations/{id}/users/{userId}', () => {
  it('lets the owner remove a member', async () => {
    const manager = ids.user('manager');
    const response = await request('owner', 'DELETE', `/api/organizations/${riverside}/users/${manager}`);
    expect(response.statusCode).toBe(200);
    expect(await isMember(riverside, manager)).toBe(false);
  });

  it('answers 404 for someone who is not a member', async () => {
    const response = await request(
      'owner',
      'DELETE',
      `/api/organizations/${riverside}/users/${ids.user('lucas.kim')}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses another organization's owner and plain members (403), removing nobody", async () => {
    const hcarter = ids.user('hcarter');
    expect(
      (await request('owner', 'DELETE', `/api/organizations/${hillcrest}/users/${hcarter}`)).statusCode,
    ).toBe(403);
    const parent = ids.user('parent');
    expect(
      (await request('student', 'DELETE', `/api/organizations/${riverside}/users/${parent}`)).statusCode,
    ).toBe(403);
    expect(await isMember(hillcrest, hcarter)).toBe(true);
    expect(await isMember(riverside, parent)).toBe(true);
  });
});

describe('pick lists', () => {
  it('offers the owner only users not yet in the organization, without emails', async () => {
    const response = await request('owner', 'GET', `/api/organizations/${riverside}/available-users`);
    expect(response.statusCode).toBe(200);
    const list = envelope<GroupMember[]>(response).data;
    expect(list.map((u) => u.username)).toContain('lucas.kim');
    expect(list.map((u) => u.username)).not.toContain('student');
    expect(response.body).not.toContain('email');
    expect(
      (await request('teacher', 'GET', `/api/organizations/${riverside}/available-users`)).statusCode,
    ).toBe(403);
  });

  it('offers admins every user as a possible owner; nobody else', async () => {
    const response = await request('admin', 'GET', '/api/organizations/available-owners');
    expect(response.statusCode).toBe(200);
    const usernames = envelope<GroupMember[]>(response).data.map((u) => u.username);
    expect(usernames).toEqual(expect.arrayContaining(['owner', 'hcarter', 'teacher']));
    expect(response.body).not.toContain('email');
    expect((await request('owner', 'GET', '/api/organizations/available-owners')).statusCode).toBe(403);
  });
});
