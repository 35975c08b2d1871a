import { type AuthSession, VALIDATION_MESSAGES as M } from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, organizationUsers, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Nora',
    middle_name: '',
    last_name: 'Quinn',
    username: 'nora.quinn',
    email: 'nora@example.test',
    gender: 'female',
    is_student: true,
    school_grade: '7',
    organization_id: ids.organization('Riverside Academy'),
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    ...overrides,
  };
}

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

describe('POST /api/register', () => {
  it('creates the user with a member role in the organization and lands them signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration() });
    expect(response.statusCode).toBe(201);
    const { status, data } = envelope<AuthSession>(response);
    expect(status).toBe('success');
    expect(data.user).toMatchObject({
      username: 'nora.quinn',
      first_name: 'Nora',
      middle_name: null,
      is_student: true,
      school_grade: '7',
      is_admin: false,
      permissions: [],
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);
    expect(envelope<AuthSession>(me).data.user.id).toBe(data.user.id);

    const memberships = await t.database.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, data.user.id));
    expect(memberships).toMatchObject([
      { organizationId: ids.organization('Riverside Academy'), role: 'member' },
    ]);
  });

  it('keeps no grade for a non-student, whatever was sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ username: 'not.a.student', is_student: false, school_grade: '5' }),
    });
    expect(response.statusCode).toBe(201);
    expect(envelope<AuthSession>(response).data.user.school_grade).toBeNull();
  });

  const rejected: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'passwords that differ',
      { password_confirmation: 'other-pass-1' },
      'password_confirmation',
      M.passwordsDoNotMatch,
    ],
    ['a student without a grade', { school_grade: '' }, 'school_grade', M.schoolGradeRequired],
    ['no organization', { organization_id: undefined }, 'organization_id', M.organizationRequired],
    ['an unknown organization', { organization_id: 999_999 }, 'organization_id', M.organizationRequired],
    // Beyond PostgreSQL's integer range: a field error, never a database error.
    [
      'an out-of-range organization id',
      { organization_id: 2_147_483_648 },
      'organization_id',
      M.organizationRequired,
    ],
    // Wrong types were once coerced: each of these registered into organization 1.
    ['an organization id of true', { organization_id: true }, 'organization_id', M.organizationRequired],
    ['an organization id of [1]', { organization_id: [1] }, 'organization_id', M.organizationRequired],
    ['an organization id of "0x1"', { organization_id: '0x1' }, 'organization_id', M.organizationRequired],
    ['an organization id of "1e0"', { organization_id: '1e0' }, 'organization_id', M.organizationRequired],
    [
      'a password of eight spaces',
      { password: '        ', password_confirmation: '        ' },
      'password',
      M.passwordOnlySpaces,
    ],
    [
      'a NUL character in a name',
      { first_name: 'No\u0000ra' },
      'first_name',
      'Text must not contain NUL characters.',
    ],
    ['a username taken in another case', { username: 'STUDENT' }, 'username', M.usernameTaken],
  ];

  it.each(rejected)(
    'refuses %s with a 422 field error and creates nothing',
    async (_name, change, field, message) => {
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registration({ username: 'refused.user', ...change }),
      });
      expect(response.statusCode).toBe(422);
      const body = envelope(response);
      expect(body.status).toBe('error');
      expect(body.errors?.[field]).toEqual([message]);
      expect(body.message).toBe(message);
      expect(await userCount()).toBe(before);
    },
  );

  it('refuses a deactivated organization', async () => {
    const [closed] = await t.database.db
      .insert(organizations)
      .values({ name: 'Closed School', isActive: false })
      .returning({ id: organizations.id });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ username: 'closed.user', organization_id: closed?.id }),
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ organization_id: [M.organizationRequired] });
  });

  it('lets only one of two simultaneous registrations of a username through', async () => {
    const payload = registration({ username: 'twin.signup' });
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/register', payload }),
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...payload, username: 'TWIN.signup' },
      }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((r) => r.statusCode === 422);
    expect(refused && envelope(refused).errors).toEqual({ username: [M.usernameTaken] });
  });

  it('reports every missing required field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(envelope(response).errors ?? {})).toEqual(
      expect.arrayContaining([
        'first_name',
        'last_name',
        'username',
        'gender',
        'password',
        'password_confirmation',
      ]),
    );
  });
});
