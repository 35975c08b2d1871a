import type { Organization } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.js';
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

const names = (response: Awaited<ReturnType<typeof request>>) =>
  envelope<Organization[]>(response).data.map((o) => o.name);

describe('GET /api/organizations/owned', () => {
  it("lists each owner's own active organizations, and nobody else's", async () => {
    expect(names(await request('owner', 'GET', '/api/organizations/owned'))).toEqual(['Riverside Academy']);
    expect(names(await request('hcarter', 'GET', '/api/organizations/owned'))).toEqual([
      'Hillcrest Learning Center',
    ]);
  });

  it('is an empty list for someone who owns none, admins included', async () => {
    for (const username of ['student', 'coordinator', 'admin']) {
      const response = await request(username, 'GET', '/api/organizations/owned');
      expect(response.statusCode).toBe(200);
      expect(names(response)).toEqual([]);
    }
  });

  it('refuses guests (401)', async () => {
    expect((await request(null, 'GET', '/api/organizations/owned')).statusCode).toBe(401);
  });
});

describe('GET /api/organizations/{id}', () => {
  it('answers its owner and admins', async () => {
    const id = ids.organization('Riverside Academy');
    for (const username of ['owner', 'admin']) {
      const response = await request(username, 'GET', `/api/organizations/${id}`);
      expect(response.statusCode).toBe(200);
      expect(envelope<Organization>(response).data).toMatchObject({ id, name: 'Riverside Academy' });
    }
  });

  it("refuses another owner's organization and non-owners (403)", async () => {
    const hillcrest = ids.organization('Hillcrest Learning Center');
    expect((await request('owner', 'GET', `/api/organizations/${hillcrest}`)).statusCode).toBe(403);
    const riverside = ids.organization('Riverside Academy');
    for (const username of ['teacher', 'coordinator', 'student', 'hcarter']) {
      expect((await request(username, 'GET', `/api/organizations/${riverside}`)).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown organization and 401 for guests', async () => {
    expect((await request('admin', 'GET', '/api/organizations/999999')).statusCode).toBe(404);
    expect((await request(null, 'GET', '/api/organizations/1')).statusCode).toBe(401);
  });

  it('stops answering the owner once the organization is deactivated; admins still read it', async () => {
    const [row] = await t.database.db
      .insert(organizations)
      .values({ name: 'Owner Closed School', ownerId: ids.user('owner'), isActive: false })
      .returning({ id: organizations.id });
    const id = row?.id ?? 0;
    expect((await request('owner', 'GET', `/api/organizations/${id}`)).statusCode).toBe(403);
    const admin = await request('admin', 'GET', `/api/organizations/${id}`);
    expect(admin.statusCode).toBe(200);
    expect(envelope<Organization>(admin).data.is_active).toBe(false);
    expect(names(await request('owner', 'GET', '/api/organizations/owned'))).not.toContain(
      'Owner Closed School',
    );
    await t.database.db.delete(organizations).where(eq(organizations.id, id));
  });
});
