import {
  VALIDATION_MESSAGES as M,
  USER_BATCH_MAX,
  USER_BATCH_MESSAGES,
  type UserBatchResult,
  type UserBatchRowResult,
} from '@campus/sdk';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { issueToken } from '../../auth/token-store.js';
import { apiTokens, organizationUsers, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ADMIN_USER_MESSAGES } from './service.js';

// POST /api/admin/users/batch (issue 22): POST /admin/users and PUT /admin/users/{id} for up to 500 rows in
// one request and one transaction, each row judged alone. Runs on PGlite, or on PostgreSQL with
// TEST_DATABASE_URL (where the race below runs truly in parallel).

let t: TestApp;
let ids: FixtureIds;
let adminToken: string;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  adminToken = await t.loginAs('admin');
});
afterAll(async () => {
  await t?.close();
});

async function batch(payload: unknown, as: string | null = 'admin') {
  const headers = as === null ? {} : bearer(as === 'admin' ? adminToken : await t.loginAs(as));
  return t.app.inject({ method: 'POST', url: '/api/admin/users/batch', headers, payload: payload as object });
}

async function saved(rows: unknown[]): Promise<UserBatchResult> {
  const response = await batch({ rows });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<UserBatchResult>(response).data;
}

/** A create row of the admin form (a password of its own, not a common one). */
const newRow = (username: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Batch',
  last_name: username,
  username,
  email: `${username}@campus.test`,
  gender: 'other',
  state: 'CA',
  is_student: true,
  school_grade: '7',
  password: `Pw-${username}-91`,
  ...overrides,
});

async function userByName(username: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

/** `count` plain users made straight in the database (to update). */
async function madeUsers(prefix: string, count: number): Promise<Array<{ id: number; username: string }>> {
  return t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Made',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        state: 'NY',
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id, username: users.username });
}

const created = (row: UserBatchRowResult) => row.status === 'created';

describe('POST /api/admin/users/batch', () => {
  it('one row: creates the user with the hashed password and the organization membership', async () => {
    const riverside = ids.organization('Riverside Academy');
    const result = await saved([newRow('batch.one', { organization_id: riverside })]);
    const user = await userByName('batch.one');
    expect(result).toEqual({
      rows: [{ status: 'created', id: user?.id, username: 'batch.one' }],
      counts: { created: 1, updated: 0, failed: 0 },
    });
    expect(user).toMatchObject({ isStudent: true, schoolGrade: '7', state: 'CA', isAdmin: false });
    expect(await verifyPassword(user?.passwordHash ?? '', 'Pw-batch.one-91')).toBe(true);
    const memberships = await t.database.db
      .select({ organizationId: organizationUsers.organizationId, role: organizationUsers.role })
      .from(organizationUsers)
      .where(eq(organizationUsers.userId, user?.id ?? 0));
    expect(memberships).toEqual([{ organizationId: riverside, role: 'member' }]);
  });

  it("mixed rows: each valid one written, each invalid one failed with the single routes' messages, writing nothing", async () => {
    const [target] = await madeUsers('batch.mixed.target', 1);
    if (!target) throw new Error('no user');
    const response = await batch({
      rows: [
        newRow('batch.mixed.ok'),
        newRow('batch.mixed.short', { password: 'short', first_name: '' }),
        newRow('batch.mixed.common', { password: 'password123' }),
        newRow('batch.mixed.org', { organization_id: 2_000_000_000 }),
        newRow('student'),
        { ...newRow(target.username, { first_name: 'Renamed' }), id: target.id, password: '' },
        { ...newRow('batch.mixed.ghost'), id: 2_000_000_000 },
        newRow('batch.mixed.nostate', { state: '' }),
        { ...newRow('batch.mixed.badid'), id: 'seven' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope<UserBatchResult>(response);
    const made = await userByName('batch.mixed.ok');
    expect(body.data.rows).toEqual([
      { status: 'created', id: made?.id, username: 'batch.mixed.ok' },
      {
        status: 'failed',
        id: null,
        username: 'batch.mixed.short',
        message: M.firstNameRequired,
        errors: { first_name: [M.firstNameRequired], password: [M.passwordTooShort] },
      },
      {
        status: 'failed',
        id: null,
        username: 'batch.mixed.common',
        message: M.passwordTooCommon,
        errors: { password: [M.passwordTooCommon] },
      },
      {
        status: 'failed',
        id: null,
        username: 'batch.mixed.org',
        message: ADMIN_USER_MESSAGES.unknownOrganization,
        errors: { organization_id: [ADMIN_USER_MESSAGES.unknownOrganization] },
      },
      {
        status: 'failed',
        id: null,
        username: 'student',
        message: M.usernameTaken,
        errors: { username: [M.usernameTaken] },
      },
      { status: 'updated', id: target.id, username: target.username },
      {
        status: 'failed',
        id: 2_000_000_000,
        username: 'batch.mixed.ghost',
        message: ADMIN_USER_MESSAGES.notFound,
      },
      {
        status: 'failed',
        id: null,
        username: 'batch.mixed.nostate',
        message: M.stateRequired,
        errors: { state: [M.stateRequired] },
      },
      expect.objectContaining({ status: 'failed', id: null, errors: { id: ['Invalid id'] } }),
    ]);
    expect(body.data.counts).toEqual({ created: 1, updated: 1, failed: 7 });
    expect(body.message).toBe('1 created, 1 updated, 7 failed.');
    for (const name of ['short', 'common', 'org', 'ghost', 'nostate', 'badid']) {
      expect(await userByName(`batch.mixed.${name}`), name).toBeUndefined();
    }
    expect((await userByName(target.username))?.firstName).toBe('Renamed');
    // The demo student is untouched by the row that wanted the username.
    expect((await userByName('student'))?.lastName).not.toBe('student');
  });

  it('a username once per batch (any case), an update of one user once; an existing username is taken', async () => {
    const [a, b, c, d] = await madeUsers('batch.dup', 4);
    if (!a || !b || !c || !d) throw new Error('no users');
    const result = await saved([
      newRow('batch.dup.new'),
      newRow('Batch.Dup.New'),
      { ...newRow(a.username), id: a.id, password: '' },
      { ...newRow(`${a.username}.x`, { first_name: 'Again' }), id: a.id, password: '' },
      // Renaming b to c's username: c holds it.
      { ...newRow(c.username.toUpperCase()), id: b.id, password: '' },
      // Renaming d in case only: its own name.
      { ...newRow(d.username.toUpperCase()), id: d.id, password: '' },
    ]);
    expect(result.rows.map((row) => [row.status, row.errors ?? row.message ?? null])).toEqual([
      ['created', null],
      ['failed', { username: [M.usernameTaken] }],
      ['updated', null],
      ['failed', { id: [USER_BATCH_MESSAGES.repeatedUser] }],
      ['failed', { username: [M.usernameTaken] }],
      ['updated', null],
    ]);
    const stored = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(sql`lower(${users.username})`, 'batch.dup.new'));
    expect(stored).toEqual([{ username: 'batch.dup.new' }]);
    expect((await userByName(a.username))?.firstName).toBe('Batch');
    expect((await userByName(b.username))?.username).toBe(b.username);
    expect((await userByName(d.username))?.username).toBe(d.username.toUpperCase());
  });

  it('a row cannot make an admin: is_admin and other fields outside the form are dropped', async () => {
    const result = await saved([newRow('batch.sneaky', { is_admin: true, permissions: [1, 2], id: null })]);
    expect(result.counts.created).toBe(1);
    expect((await userByName('batch.sneaky'))?.isAdmin).toBe(false);
  });

  it("a new password ends the user's sessions; the admin's own session is kept", async () => {
    const [target] = await madeUsers('batch.pw', 1);
    if (!target) throw new Error('no user');
    await issueToken(t.database.db, target.id);
    const admin = ids.user('admin');
    const result = await saved([
      { ...newRow(target.username), id: target.id, password: 'Brand-new-pass-77' },
      {
        ...newRow('admin', { first_name: 'Admin', is_student: false }),
        id: admin,
        password: 'Admin-new-pass-77',
      },
    ]);
    expect(result.counts.updated).toBe(2);
    const live = await t.database.db
      .select({ userId: apiTokens.userId })
      .from(apiTokens)
      .where(and(inArray(apiTokens.userId, [target.id, admin]), isNull(apiTokens.revokedAt)));
    expect(live.filter((row) => row.userId === target.id)).toEqual([]);
    // The token this test sends is the admin's: still good.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(adminToken) });
    expect(me.statusCode, me.body).toBe(200);
    expect(
      await verifyPassword((await userByName(target.username))?.passwordHash ?? '', 'Brand-new-pass-77'),
    ).toBe(true);
  });

  it(`takes ${USER_BATCH_MAX} rows in one request with as many statements as for 2`, async () => {
    const half = USER_BATCH_MAX / 2;
    const riverside = ids.organization('Riverside Academy');
    const targets = await madeUsers('batch.max.old', half + 1);
    // Every kind of write in both batches: creates with a membership, updates with one, a new password.
    const update = (user: { id: number; username: string }, index: number) => ({
      ...newRow(user.username, { first_name: 'Updated', organization_id: riverside }),
      id: user.id,
      ...(index === 0 ? {} : { password: '' }),
    });
    const run = (rows: unknown[]) =>
      countQueries(t.database, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/users/batch',
          headers: bearer(adminToken),
          payload: { rows },
        }),
      );
    const [first, ...rest] = targets;
    if (!first) throw new Error('no users');
    const few = await run([newRow('batch.max.few', { organization_id: riverside }), update(first, 0)]);
    const lots = await run([
      ...Array.from({ length: half }, (_, i) => newRow(`batch.max.${i}`, { organization_id: riverside })),
      ...rest.map(update),
    ]);
    expect(few.result.statusCode, few.result.body).toBe(200);
    expect(lots.result.statusCode, lots.result.body).toBe(200);
    const answer = envelope<UserBatchResult>(lots.result).data;
    expect(answer.counts).toEqual({ created: half, updated: half, failed: 0 });
    expect(answer.rows.filter(created)).toHaveLength(half);
    // On PostgreSQL the change feed's notifications (one per updated user, after the commit) are not ours.
    const ours = (queries: string[]) => queries.filter((query) => !query.startsWith('select pg_notify'));
    expect(ours(lots.queries), ours(few.queries).join('\n')).toHaveLength(ours(few.queries).length);
    expect(ours(lots.queries).length).toBeLessThanOrEqual(14);
    const [members] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(organizationUsers)
      .innerJoin(users, eq(users.id, organizationUsers.userId))
      .where(and(eq(organizationUsers.organizationId, riverside), sql`${users.username} like 'batch.max.%'`));
    expect(members?.n).toBe(USER_BATCH_MAX + 2);
  }, 120_000);

  it.each([
    ['no body field', {}],
    ['an empty list', { rows: [] }],
    [
      `more than ${USER_BATCH_MAX} rows`,
      { rows: Array.from({ length: USER_BATCH_MAX + 1 }, (_, i) => newRow(`x${i}`)) },
    ],
    ['a row that is not an object', { rows: ['x'] }],
    ['a row that is a list', { rows: [[1]] }],
    ['null rows', { rows: null }],
    ['not a list', { rows: { username: 'x' } }],
  ])('refuses %s with a 422 on rows, writing nothing', async (_, payload) => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    const response = await batch(payload);
    expect(response.statusCode, response.body).toBe(422);
    const errors = envelope(response).errors ?? {};
    expect(
      Object.keys(errors).some((key) => key.startsWith('rows')),
      JSON.stringify(errors),
    ).toBe(true);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses who is not an admin: 401 guests, 403 every other role, writing nothing', async () => {
    const payload = { rows: [newRow('batch.refused')] };
    expect((await batch(payload, null)).statusCode).toBe(401);
    for (const as of ['owner', 'teacher', 'coordinator', 'student', 'parent', 'manager']) {
      const response = await batch(payload, as);
      expect(response.statusCode, `${as}: ${response.body}`).toBe(403);
    }
    expect(await userByName('batch.refused')).toBeUndefined();
  });
});

describe('batches at once', () => {
  // PostgreSQL only, where the app's pool runs the two transactions truly at once (PGlite has one connection).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two overlapping batches with the same usernames: each created once, the other row failed as taken, no 5xx',
    async () => {
      const shared = Array.from({ length: 5 }, (_, i) => `batch.race.shared.${i}`);
      const responses = await Promise.all([
        batch({ rows: [...shared, 'batch.race.a'].map((name) => newRow(name)) }),
        batch({ rows: ['batch.race.b', ...shared.toReversed()].map((name) => newRow(name)) }),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const rows = responses.flatMap((response) => envelope<UserBatchResult>(response).data.rows);
      for (const name of shared) {
        const mine = rows.filter((row) => row.username === name);
        expect(mine.map((row) => row.status).sort(), name).toEqual(['created', 'failed']);
        expect(mine.find((row) => row.status === 'failed')?.errors).toEqual({ username: [M.usernameTaken] });
      }
      const stored = await t.database.db
        .select({ username: users.username })
        .from(users)
        .where(sql`${users.username} like 'batch.race.%'`);
      expect(stored.map((row) => row.username).sort()).toEqual(
        [...shared, 'batch.race.a', 'batch.race.b'].sort(),
      );
    },
    60_000,
  );
});
