import { ADMIN_USER_SORTS, VALIDATION_MESSAGES as M, type Paged, type User } from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { issueToken } from '../../auth/token-store.js';
import { apiTokens, organizationUsers, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { requestsFor } from '../organizations/test-requests.js';
import { ADMIN_USER_MESSAGES } from './service.js';

let t: TestApp;
let ids: FixtureIds;
let request: ReturnType<typeof requestsFor>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  request = requestsFor(t);
});
afterAll(() => t?.close());

const NON_ADMINS = ['owner', 'teacher', 'coordinator', 'student', 'parent', 'manager'] as const;

async function list(query: string): Promise<Paged<User>> {
  const response = await request('admin', 'GET', `/api/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Paged<User>>(response).data;
}

/** Every user id in the order the database gives for `orderBy` (the reference the pages must follow). */
async function idsInOrder(orderBy: string, where = 'true'): Promise<number[]> {
  const rows = await t.database.db.execute(
    sql.raw(`select id from users where ${where} order by ${orderBy}`),
  );
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nina',
  middle_name: 'J',
  last_name: 'Ortiz',
  username: 'nina.admin',
  email: 'nina.admin@campus.test',
  gender: 'other',
  phone_number: '555-0100',
  street_address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  bio: 'Made by an admin',
  is_student: true,
  school_grade: '9',
  organization_id: ids.organization('Hillcrest Learning Center'),
  password: 'secret-pass-1',
  ...overrides,
});

async function userRow(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row;
}

describe('GET /api/admin/users', () => {
  it('refuses guests (401) and everyone but admins (403)', async () => {
    expect((await request(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    for (const who of NON_ADMINS) {
      expect((await request(who, 'GET', '/api/admin/users')).statusCode, who).toBe(403);
    }
  });

  it('answers page 1 of 25 by last name, ties by id, with each user’s permissions and no secrets', async () => {
    const page = await list('');
    const total = (await idsInOrder('id')).length;
    expect(page).toMatchObject({ current_page: 1, per_page: 25, total, last_page: Math.ceil(total / 25) });
    expect(page.data.map((user) => user.id)).toEqual(
      (await idsInOrder('last_name asc, id asc')).slice(0, 25),
    );
    // The Parkers share a last name: by id, the order they were seeded in.
    const parkers = page.data.filter((user) => user.last_name === 'Parker').map((user) => user.id);
    expect(parkers.length).toBeGreaterThan(1);
    expect(parkers).toEqual([...parkers].sort((a, b) => a - b));
    const teacher = page.data.find((user) => user.username === 'teacher');
    expect(teacher?.permissions.map((p) => p.key)).toEqual(['create_course', 'create_event']);
    expect(teacher?.email).toBe('teacher@campus.test');
    expect(page.data.find((user) => user.username === 'admin')?.is_admin).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/password|token_hash/);
  });

  it.each(ADMIN_USER_SORTS)(
    'pages through everyone by %s both ways, each once, in the database order',
    async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const seen: number[] = [];
        for (let pageNumber = 1; ; pageNumber += 1) {
          const page = await list(`?sort=${sort}&order=${order}&per_page=7&page=${pageNumber}`);
          seen.push(...page.data.map((user) => user.id));
          if (pageNumber >= page.last_page) break;
        }
        expect(seen).toEqual(await idsInOrder(`${sort} ${order}, id ${order}`));
        expect(new Set(seen).size).toBe(seen.length);
      }
    },
  );

  it('searches first, last and username and email, case-insensitively, anywhere', async () => {
    const usernames = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}&per_page=100`)).data.map((u) => u.username).sort();
    expect(await usernames('REED')).toEqual(['teacher']);
    expect(await usernames('carm')).toEqual(['coordinator']);
    expect(await usernames('  MANAGER@campus ')).toEqual(['manager']);
    expect(await usernames('parker')).toEqual(['mia.parker', 'parent', 'student']);
    expect(await usernames('OWNe')).toEqual(expect.arrayContaining(['owner']));
    // Pattern characters are taken literally: nobody's name holds a % or an underscore.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
    // Blank means no search.
    expect((await list('?search=%20%20')).total).toBe((await idsInOrder('id')).length);
  });

  it('filters by organization, grade, student and admin, together with the search and paging', async () => {
    const riverside = ids.organization('Riverside Academy');
    const byOrganization = await list(`?organization_id=${riverside}&per_page=100`);
    expect(byOrganization.data.map((u) => u.id)).toEqual(
      await idsInOrder('last_name, id', `organization_id = ${riverside}`),
    );
    expect(byOrganization.data.length).toBeGreaterThan(0);
    const grade8 = await list('?school_grade=8&per_page=100');
    expect(grade8.data.map((u) => u.id)).toEqual(await idsInOrder('last_name, id', `school_grade = '8'`));
    expect(grade8.data.map((u) => u.username)).toContain('student');
    const students = await list('?is_student=true&per_page=100');
    expect(students.data.every((u) => u.is_student)).toBe(true);
    expect(students.total).toBe((await idsInOrder('id', 'is_student')).length);
    const notStudents = await list('?is_student=0&per_page=100');
    expect(notStudents.total + students.total).toBe((await idsInOrder('id')).length);
    expect((await list('?is_admin=true')).data.map((u) => u.username)).toEqual(['admin']);
    const combined = await list(`?is_student=1&school_grade=8&organization_id=${riverside}&search=park`);
    expect(combined.data.map((u) => u.username)).toEqual(['student']);
    // A page past the end: empty, with the total.
    const past = await list(`?organization_id=${riverside}&page=50`);
    expect(past).toMatchObject({ data: [], current_page: 50, total: byOrganization.total });
  });

  it('answers 422 for a query it cannot read', async () => {
    for (const query of [
      '?sort=password_hash',
      '?order=sideways',
      '?per_page=0',
      '?per_page=101',
      '?page=-1',
      '?is_student=maybe',
      '?school_grade=13',
      '?organization_id=abc',
      `?search=${'x'.repeat(101)}`,
    ]) {
      const response = await request('admin', 'GET', `/api/admin/users${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates the user with every field of the form, a hashed password and their organization', async () => {
    const response = await request('admin', 'POST', '/api/admin/users', form());
    expect(response.statusCode, response.body).toBe(201);
    const body = envelope<User>(response);
    expect(body.message).toBe(ADMIN_USER_MESSAGES.created);
    expect(body.data).toMatchObject({
      username: 'nina.admin',
      first_name: 'Nina',
      middle_name: 'J',
      last_name: 'Ortiz',
      email: 'nina.admin@campus.test',
      gender: 'other',
      phone_number: '555-0100',
      street_address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      bio: 'Made by an admin',
      is_student: true,
      school_grade: '9',
      organization_id: ids.organization('Hillcrest Learning Center'),
      is_admin: false,
      permissions: [],
    });
    expect(response.body).not.toMatch(/password/);
    const row = await userRow('nina.admin');
    expect(row?.passwordHash).not.toContain('secret-pass-1');
    expect(await verifyPassword(row?.passwordHash ?? '', 'secret-pass-1')).toBe(true);
    const memberships = await t.database.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, body.data.id));
    expect(memberships.map((m) => m.organizationId)).toEqual([ids.organization('Hillcrest Learning Center')]);
    // The new user can sign in with it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nina.admin', password: 'secret-pass-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes no is_admin from the body, and clears the grade of a non-student', async () => {
    const response = await request(
      'admin',
      'POST',
      '/api/admin/users',
      form({ username: 'not.admin', email: null, is_admin: true, is_student: false, organization_id: null }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<User>(response).data).toMatchObject({
      is_admin: false,
      school_grade: null,
      organization_id: null,
      email: null,
    });
  });

  it('refuses a taken username whatever its case, an unknown organization and a weak password (422)', async () => {
    const response = await request(
      'admin',
      'POST',
      '/api/admin/users',
      form({ username: 'TEACHER', organization_id: 999_999, password: 'password123' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = envelope(response);
    expect(errors?.username).toEqual(['The username has already been taken.']);
    expect(errors?.organization_id).toEqual([ADMIN_USER_MESSAGES.unknownOrganization]);
    expect(errors?.password?.length).toBe(1);
    expect(await userRow('TEACHER')).toBeUndefined();
  });

  it("answers the form's field messages (422), with no password", async () => {
    const response = await request(
      'admin',
      'POST',
      '/api/admin/users',
      form({ username: 'no.password', first_name: '', state: '', password: '' }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = envelope(response);
    expect(errors?.first_name).toEqual([M.firstNameRequired]);
    expect(errors?.state).toEqual([M.stateRequired]);
    expect(errors?.password).toBeDefined();
    expect(await userRow('no.password')).toBeUndefined();
  });

  it('refuses guests (401) and non-admins (403) before reading the body', async () => {
    expect(
      (await request(null, 'POST', '/api/admin/users', form({ username: 'guest.made' }))).statusCode,
    ).toBe(401);
    for (const who of NON_ADMINS) {
      const response = await request(who, 'POST', '/api/admin/users', { username: '' });
      expect(response.statusCode, who).toBe(403);
    }
  });
});

describe('PUT /api/admin/users/{id}', () => {
  async function made(username: string): Promise<number> {
    const response = await request('admin', 'POST', '/api/admin/users', form({ username, email: null }));
    expect(response.statusCode, response.body).toBe(201);
    return envelope<User>(response).data.id;
  }

  it('updates the fields, and a blank password keeps the current one and every session', async () => {
    const id = await made('edit.me');
    const { token } = await issueToken(t.database.db, id);
    const before = (await userRow('edit.me'))?.passwordHash;
    const response = await request(
      'admin',
      'PUT',
      `/api/admin/users/${id}`,
      form({
        username: 'edited.me',
        first_name: 'Edith',
        password: '',
        is_student: false,
        organization_id: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<User>(response).data).toMatchObject({
      id,
      username: 'edited.me',
      first_name: 'Edith',
      school_grade: null,
      organization_id: null,
    });
    expect((await userRow('edited.me'))?.passwordHash).toBe(before);
    const stillIn = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.json().data.user.username).toBe('edited.me');
  });

  it('a new password signs the user out everywhere, on the very next request', async () => {
    const id = await made('signed.out');
    const sessions = [await issueToken(t.database.db, id), await issueToken(t.database.db, id)];
    // Seen once, so each token's actor is cached.
    for (const { token } of sessions) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
    const response = await request(
      'admin',
      'PUT',
      `/api/admin/users/${id}`,
      form({ username: 'signed.out', password: 'brand-new-pass-9' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const { token } of sessions) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect(await verifyPassword((await userRow('signed.out'))?.passwordHash ?? '', 'brand-new-pass-9')).toBe(
      true,
    );
  });

  it('an admin changing their own password keeps the session they use and ends the others', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const used = await issueToken(t.database.db, ids.user('admin'));
    const other = await issueToken(t.database.db, ids.user('admin'));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.user('admin')}`,
      headers: bearer(used.token),
      payload: {
        first_name: admin?.firstName,
        last_name: admin?.lastName,
        username: 'admin',
        email: admin?.email,
        state: 'IL',
        is_student: false,
        organization_id: admin?.organizationId,
        password: 'campus123-new',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(used.token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
    // Put the demo password back for the other tests of this file.
    await t.database.db
      .update(users)
      .set({ passwordHash: admin?.passwordHash ?? '' })
      .where(eq(users.id, ids.user('admin')));
  });

  it("refuses another user's username (422), not the user's own in another case", async () => {
    const id = await made('case.keeper');
    const taken = await request('admin', 'PUT', `/api/admin/users/${id}`, form({ username: 'Student' }));
    expect(taken.statusCode).toBe(422);
    expect(envelope(taken).errors?.username).toEqual([M.usernameTaken]);
    const own = await request('admin', 'PUT', `/api/admin/users/${id}`, form({ username: 'CASE.keeper' }));
    expect(own.statusCode, own.body).toBe(200);
    const unknownOrganization = await request(
      'admin',
      'PUT',
      `/api/admin/users/${id}`,
      form({ username: 'CASE.keeper', organization_id: 999_999 }),
    );
    expect(envelope(unknownOrganization).errors?.organization_id).toEqual([
      ADMIN_USER_MESSAGES.unknownOrganization,
    ]);
  });

  it("answers 404 'User not found' for a missing id, 422 for a bad one, 403/401 for others", async () => {
    const missing = await request(
      'admin',
      'PUT',
      '/api/admin/users/999999',
      form({ username: 'ghost.user' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('User not found');
    expect((await request('admin', 'PUT', '/api/admin/users/abc', form())).statusCode).toBe(422);
    const target = ids.user('teacher');
    for (const who of NON_ADMINS) {
      const response = await request(who, 'PUT', `/api/admin/users/${target}`, form({ username: 'teacher' }));
      expect(response.statusCode, who).toBe(403);
    }
    expect((await request(null, 'PUT', `/api/admin/users/${target}`, form())).statusCode).toBe(401);
    expect((await userRow('teacher'))?.firstName).toBe('Thomas');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the user; their tokens stop working on the very next request', async () => {
    const response = await request('admin', 'POST', '/api/admin/users', form({ username: 'to.delete' }));
    const id = envelope<User>(response).data.id;
    const { token } = await issueToken(t.database.db, id);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const deleted = await request('admin', 'DELETE', `/api/admin/users/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(envelope(deleted)).toMatchObject({ data: null, message: ADMIN_USER_MESSAGES.deleted });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(await userRow('to.delete')).toBeUndefined();
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, id))).toEqual([]);
    const again = await request('admin', 'DELETE', `/api/admin/users/${id}`);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe('User not found');
  });

  it('refuses an admin deleting their own account (422) and everyone else (403/401)', async () => {
    const self = await request('admin', 'DELETE', `/api/admin/users/${ids.user('admin')}`);
    expect(self.statusCode).toBe(422);
    expect(envelope(self).errors?.id).toEqual([M.deleteSelf]);
    expect(envelope(self).message).toBe(M.deleteSelf);
    for (const who of NON_ADMINS) {
      expect((await request(who, 'DELETE', `/api/admin/users/${ids.user(who)}`)).statusCode, who).toBe(403);
      expect((await request(who, 'DELETE', `/api/admin/users/${ids.user('hcarter')}`)).statusCode, who).toBe(
        403,
      );
    }
    expect((await request(null, 'DELETE', `/api/admin/users/${ids.user('student')}`)).statusCode).toBe(401);
    expect(await userRow('admin')).toBeDefined();
    expect(await userRow('hcarter')).toBeDefined();
  });
});
