import {
  type AuthSession,
  VALIDATION_MESSAGES as M,
  type Organization,
  type OrganizationSummary,
  type OrganizationUsers,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, organizationUsers } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { requestsFor } from './test-requests.js';

// Spec section 4: an organization is deactivated, never deleted. One app for the whole file: Riverside is
// deactivated once (by an admin, through the API) and every test reads the consequences.

let t: TestApp;
let ids: FixtureIds;
let request: ReturnType<typeof requestsFor>;
let riverside: number;
let membersBefore: number;
let deactivated: Awaited<ReturnType<typeof request>>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  request = requestsFor(t);
  riverside = ids.organization('Riverside Academy');
  membersBefore = (
    await t.database.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.organizationId, riverside))
  ).length;
  deactivated = await request('admin', 'DELETE', `/api/organizations/${riverside}`);
});
afterAll(() => t?.close());

const account = (overrides: Record<string, unknown>) => ({
  first_name: 'Dora',
  last_name: 'Vance',
  username: 'dora.vance',
  gender: 'female',
  is_student: false,
  organization_id: riverside,
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  ...overrides,
});

describe('DELETE /api/organizations/{id}', () => {
  it('answers the organization, now inactive, and keeps its row and its members', async () => {
    expect(deactivated.statusCode).toBe(200);
    expect(envelope<Organization>(deactivated).data).toMatchObject({ id: riverside, is_active: false });
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, riverside));
    expect(row?.isActive).toBe(false);
    const members = await t.database.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.organizationId, riverside));
    expect(members).toHaveLength(membersBefore);
  });

  it('is refused to the organization owner and to everyone but admins (403)', async () => {
    const hillcrest = ids.organization('Hillcrest Learning Center');
    for (const username of ['hcarter', 'owner', 'coordinator']) {
      expect((await request(username, 'DELETE', `/api/organizations/${hillcrest}`)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, hillcrest));
    expect(row?.isActive).toBe(true);
  });

  it('answers 404 for an unknown organization', async () => {
    expect((await request('admin', 'DELETE', '/api/organizations/999999')).statusCode).toBe(404);
  });
});

describe('a deactivated organization', () => {
  it("leaves the register form and its owner's owned list", async () => {
    const registration = await request(null, 'GET', '/api/organizations/registration');
    expect(envelope<OrganizationSummary[]>(registration).data.map((o) => o.id)).not.toContain(riverside);
    const owned = await request('owner', 'GET', '/api/organizations/owned');
    expect(envelope<Organization[]>(owned).data).toEqual([]);
  });

  it('stays in the admin list and its users stay readable by admins', async () => {
    const list = envelope<Organization[]>(await request('admin', 'GET', '/api/organizations')).data;
    expect(list.find((o) => o.id === riverside)).toMatchObject({
      is_active: false,
      users_count: membersBefore,
    });
    const users = await request('admin', 'GET', `/api/organizations/${riverside}/users`);
    expect(users.statusCode).toBe(200);
    expect(envelope<OrganizationUsers>(users).data.users).toHaveLength(membersBefore);
  });

  it('takes its owner powers away: no users list, no adding, no removing (403)', async () => {
    expect((await request('owner', 'GET', `/api/organizations/${riverside}/users`)).statusCode).toBe(403);
    expect(
      (await request('owner', 'GET', `/api/organizations/${riverside}/available-users`)).statusCode,
    ).toBe(403);
    const add = await request('owner', 'POST', `/api/organizations/${riverside}/users`, {
      user_id: ids.user('hcarter'),
    });
    expect(add.statusCode).toBe(403);
    const remove = await request(
      'owner',
      'DELETE',
      `/api/organizations/${riverside}/users/${ids.user('student')}`,
    );
    expect(remove.statusCode).toBe(403);
  });

  it('cannot be registered into (422 Please select an organization)', async () => {
    const response = await request(null, 'POST', '/api/register', account({}));
    expect(response.statusCode).toBe(422);
    expect(envelope<AuthSession>(response).errors?.organization_id).toEqual([M.organizationRequired]);
  });

  it('cannot receive a user from Create User, even from an admin (422 on organization_id)', async () => {
    const response = await request('admin', 'POST', '/api/users', account({ username: 'dora.admin' }));
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.organization_id).toEqual([M.organizationRequired]);
  });

  it('no longer lets its owner reach Create User at all, owning nothing active (403)', async () => {
    const response = await request('owner', 'POST', '/api/users', account({ username: 'dora.owner' }));
    expect(response.statusCode).toBe(403);
  });
});
