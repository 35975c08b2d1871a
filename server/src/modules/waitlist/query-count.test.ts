import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, users, waitlistEntries } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The waitlist's lists run as many statements for a long line as for a short one, and so does a reorder
// (one UPDATE for the whole line).

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function statements(username: string, method: 'GET' | 'PUT', url: string, payload?: object) {
  const headers = bearer(await t.loginAs(username));
  const { result, queries } = await countQueries(t.database, () =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }),
  );
  expect(result.statusCode, result.body).toBe(200);
  // On PostgreSQL the live updates after the commit go out as pg_notify, one per person whose place moved
  // (each hears their own new position): delivery, not the request's reads and writes.
  const own = queries.filter((query) => !query.startsWith('select pg_notify'));
  return {
    count: own.length,
    queries: own,
    body: JSON.parse(result.body) as { data: unknown },
  };
}

async function makeUsers(prefix: string, n: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        firstName: 'Line',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function line(courseId: number, userIds: number[]): Promise<number[]> {
  const rows = await t.database.db
    .insert(waitlistEntries)
    .values(userIds.map((userId, i) => ({ userId, courseId, position: i + 1 })))
    .returning({ id: waitlistEntries.id });
  return rows.map((row) => row.id);
}

it('GET /api/courses/{id}/waitlist/entries and the reorder: the same statements for 1 waiting as for 40', async () => {
  const short = ids.course('Spanish Conversation');
  const long = ids.course('SAT Math Prep');
  const shortLine = await line(short, await makeUsers('short', 1));
  const longLine = await line(long, await makeUsers('long', 40));

  const few = await statements('admin', 'GET', `/api/courses/${short}/waitlist/entries`);
  const many = await statements('admin', 'GET', `/api/courses/${long}/waitlist/entries`);
  expect((few.body.data as { entries: unknown[] }).entries).toHaveLength(1);
  expect((many.body.data as { entries: unknown[] }).entries).toHaveLength(40);
  expect(many.count, many.queries.join('\n')).toBe(few.count);

  const reversed = [...longLine].reverse();
  const reorderFew = await statements('admin', 'PUT', `/api/courses/${short}/waitlist/entries/order`, {
    entry_ids: shortLine,
  });
  const reorderMany = await statements('admin', 'PUT', `/api/courses/${long}/waitlist/entries/order`, {
    entry_ids: reversed,
  });
  expect(reorderMany.count, reorderMany.queries.join('\n')).toBe(reorderFew.count);
  const order = (reorderMany.body.data as { entries: Array<{ id: number; position: number | null }> })
    .entries;
  expect(order.map((entry) => entry.id)).toEqual(reversed);
});

it('GET /api/waitlist: the same statements for one entry as for an entry on every course', async () => {
  const [one = 0] = await makeUsers('one.line', 1);
  const [every = 0] = await makeUsers('every.line', 1);
  const all = await t.database.db.select({ id: courses.id }).from(courses);
  await line(all[0]?.id ?? 0, [one]);
  await t.database.db
    .insert(waitlistEntries)
    .values(all.map((course) => ({ userId: every, courseId: course.id, position: 100 })));
  const few = await statements('one.line.0', 'GET', '/api/waitlist');
  const many = await statements('every.line.0', 'GET', '/api/waitlist');
  expect(few.body.data).toHaveLength(1);
  expect(many.body.data).toHaveLength(all.length);
  expect(many.count, many.queries.join('\n')).toBe(few.count);
});
