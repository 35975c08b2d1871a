import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPermissions, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The people table runs as many statements for 500 more users, each with permissions, as on the demo's
// twenty: sorting, filtering, paging and the permissions are the database's, in one statement.

let t: TestApp;
let ids: FixtureIds;
let admin: string;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  admin = await t.loginAs('admin');
});
afterAll(() => t?.close());

const URLS = [
  '/api/admin/users',
  '/api/admin/users?per_page=100&sort=email&order=desc',
  '/api/admin/users?search=a&is_student=true&school_grade=8&per_page=5',
  '/api/admin/users?page=9999',
];

async function statements(url: string): Promise<number> {
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers: bearer(admin) }),
  );
  expect(result.statusCode, result.body).toBe(200);
  // The actor, the page (and, past the end, the count).
  expect(count, queries.join('\n')).toBeLessThanOrEqual(3);
  return count;
}

describe('statements per GET /api/admin/users', () => {
  it('stay the same with 500 more users holding permissions', async () => {
    const before = [];
    for (const url of URLS) before.push(await statements(url));
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          firstName: `Bulk${i}`,
          lastName: i % 2 === 0 ? 'Anders' : 'Zimmer',
          username: `bulk-user-${i}`,
          email: `bulk${i}@example.test`,
          passwordHash: 'x',
          isStudent: i % 3 === 0,
          schoolGrade: i % 3 === 0 ? '8' : null,
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(userPermissions).values(
      made.flatMap(({ id }) => [
        { userId: id, permissionId: ids.permission('view_user') },
        { userId: id, permissionId: ids.permission('create_event') },
      ]),
    );
    const after = [];
    for (const url of URLS) after.push(await statements(url));
    expect(after).toEqual(before);
  });
});
