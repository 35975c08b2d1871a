import { VALIDATION_MESSAGES as M, type Organization } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, organizationUsers } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { requestsFor } from './test-requests.js';

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
  name: 'Lakeside Prep',
  description: 'Evening classes',
  owner_id: ids.user('teacher'),
  stripe_account_id: 'acct_lakeside',
  ...overrides,
});

describe('GET /api/organizations', () => {
  it('lists every organization by name with its owner and user count, for admins', async () => {
    const response = await request('admin', 'GET', '/api/organizations');
    expect(response.statusCode).toBe(200);
    const list = envelope<Organization[]>(response).data;
    expect(list.map((o) => o.name)).toEqual(['Hillcrest Learning Center', 'Riverside Academy']);
    const memberRows = await t.database.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.organizationId, ids.organization('Riverside Academy')));
    expect(list[1]).toMatchObject({
      owner: { id: ids.user('owner'), username: 'owner' },
      owner_id: ids.user('owner'),
      is_active: true,
      stripe_account_id: 'acct_demo_riverside',
      users_count: memberRows.length,
    });
    expect(list[0]?.owner?.username).toBe('hcarter');
  });

  it.each(['owner', 'teacher', 'coordinator', 'student'])('refuses %s (403)', async (username) => {
    expect((await request(username, 'GET', '/api/organizations')).statusCode).toBe(403);
  });

  it('refuses guests (401)', async () => {
    expect((await request(null, 'GET', '/api/organizations')).statusCode).toBe(401);
  });

  it('runs the same number of queries for 2 organizations as for 100', async () => {
    const token = await t.loginAs('admin');
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/organizations',
        headers: { authorization: `Bearer ${token}` },
      });
    await list(); // the actor is cached after the first call, as in production
    const few = await countQueries(t.database, list);
    const countBefore = envelope<Organization[]>(few.result).data.length;
    await t.database.db.insert(organizations).values(
      Array.from({ length: 98 }, (_, i) => ({
        name: `Bulk School ${String(i).padStart(2, '0')}`,
        ownerId: ids.user(i % 2 ? 'owner' : 'hcarter'),
        isActive: i % 3 !== 0,
      })),
    );
    const many = await countQueries(t.database, list);
    expect(envelope<Organization[]>(many.result).data).toHaveLength(countBefore + 98);
    expect(many.count, many.queries.join('\n')).toBe(few.count);
  });
});

describe('POST /api/organizations', () => {
  it('creates an active organization for an admin (201)', async () => {
    const response = await request('admin', 'POST', '/api/organizations', form());
    expect(response.statusCode).toBe(201);
    expect(envelope<Organization>(response).data).toMatchObject({
      name: 'Lakeside Prep',
      description: 'Evening classes',
      owner: { id: ids.user('teacher'), username: 'teacher' },
      stripe_account_id: 'acct_lakeside',
      is_active: true,
      users_count: 0,
    });
  });

  it('needs only a name; description, owner and Stripe account are optional', async () => {
    const response = await request('admin', 'POST', '/api/organizations', { name: 'Bare School' });
    expect(response.statusCode).toBe(201);
    expect(envelope<Organization>(response).data).toMatchObject({
      owner_id: null,
      owner: null,
      description: null,
      stripe_account_id: null,
    });
  });

  it("refuses a missing name with the form's message (422)", async () => {
    const response = await request('admin', 'POST', '/api/organizations', form({ name: '  ' }));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.name).toEqual([M.organizationNameRequired]);
  });

  it('refuses an owner that is no user (422 on owner_id)', async () => {
    const response = await request('admin', 'POST', '/api/organizations', form({ owner_id: 999_999 }));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.owner_id).toHaveLength(1);
  });

  it.each(['owner', 'coordinator', 'teacher'])('is refused to %s (403), who creates nothing', async (who) => {
    const response = await request(who, 'POST', '/api/organizations', form({ name: `By ${who}` }));
    expect(response.statusCode).toBe(403);
    const made = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, `By ${who}`));
    expect(made).toEqual([]);
  });
});

describe('PUT /api/organizations/{id}', () => {
  it('edits the fields an admin sets', async () => {
    const id = ids.organization('Hillcrest Learning Center');
    const response = await request('admin', 'PUT', `/api/organizations/${id}`, {
      name: 'Hillcrest Learning Centre',
      description: null,
      owner_id: ids.user('owner'),
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<Organization>(response).data).toMatchObject({
      id,
      name: 'Hillcrest Learning Centre',
      description: null,
      owner: { username: 'owner' },
      stripe_account_id: null,
      is_active: true,
    });
  });

  it('refuses its own owner: editing is for admins (403)', async () => {
    const id = ids.organization('Riverside Academy');
    const response = await request('owner', 'PUT', `/api/organizations/${id}`, form({ name: 'Mine now' }));
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown organization and 422 for a bad name', async () => {
    expect((await request('admin', 'PUT', '/api/organizations/999999', form())).statusCode).toBe(404);
    const id = ids.organization('Riverside Academy');
    expect((await request('admin', 'PUT', `/api/organizations/${id}`, form({ name: '' }))).statusCode).toBe(
      422,
    );
  });
});
