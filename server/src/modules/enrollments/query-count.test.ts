import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, enrollments, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The enrolment lists run as many statements for many rows as for few: the enrollments in one statement
// (with their users), their courses in one more (findCoursesByIds).

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function statements(username: string, url: string): Promise<{ count: number; rows: number }> {
  const headers = bearer(await t.loginAs(username));
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(4);
  return { count, rows: (JSON.parse(result.body) as { data: unknown[] }).data.length };
}

it('GET /api/user/enrolled-courses: the same statements for one enrollment as for every course', async () => {
  const all = await t.database.db.select({ id: courses.id }).from(courses);
  await t.database.db
    .insert(enrollments)
    .values(all.map((course) => ({ courseId: course.id, userId: ids.user('mia.parker') })))
    .onConflictDoNothing();
  const one = await statements('lucas.kim', '/api/user/enrolled-courses');
  const many = await statements('mia.parker', '/api/user/enrolled-courses');
  expect(one.rows).toBe(1);
  expect(many.rows).toBe(all.length);
  expect(many.count).toBe(one.count);
});

it('GET /api/courses/{id}/enrollments: the same statements for 1 enrollment as for 40', async () => {
  const sat = ids.course('SAT Math Prep');
  const lonely = ids.course('Spanish Conversation');
  await t.database.db
    .delete(enrollments)
    .where(
      and(
        eq(enrollments.courseId, lonely),
        inArray(enrollments.userId, [ids.user('dwilson'), ids.user('mia.parker')]),
      ),
    );
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        firstName: 'Many',
        lastName: `${i}`,
        username: `many.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  await t.database.db.insert(enrollments).values(created.map((user) => ({ courseId: sat, userId: user.id })));
  const few = await statements('mlopez', `/api/courses/${lonely}/enrollments`);
  const many = await statements('hcarter', `/api/courses/${sat}/enrollments`);
  expect(few.rows).toBe(1);
  expect(many.rows).toBeGreaterThan(40);
  expect(many.count).toBe(few.count);
});

it('GET /api/user/children-courses: the same statements for a parent with no enrolled child as with some', async () => {
  const none = await statements('tnguyen', '/api/user/children-courses');
  const some = await statements('parent', '/api/user/children-courses');
  expect(some.rows).toBeGreaterThan(1);
  expect(some.count).toBe(none.count);
});

it('an admin add locks the course row only when its places are limited (exact counting), never an open course', async () => {
  const course = ids.course('Spanish Conversation');
  const made = await t.database.db
    .insert(users)
    .values(
      ['open', 'limited'].map((name) => ({
        firstName: 'Lock',
        lastName: name,
        username: `lock.${name}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const [open, limited] = made.map((row) => row.id);
  const headers = bearer(await t.loginAs('admin'));
  const add = async (userId: number | undefined, maxQuantity: number | null) => {
    await t.database.db.update(courses).set({ maxQuantity }).where(eq(courses.id, course));
    const { result, queries } = await countQueries(t.database, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/courses/${course}/enrollments`,
        headers,
        payload: { user_id: userId },
      }),
    );
    expect(result.statusCode, result.body).toBe(201);
    return queries.filter((query) => /for update/i.test(query));
  };
  expect(await add(open, null)).toEqual([]);
  const locks = await add(limited, 500);
  expect(locks).toHaveLength(1);
  expect(locks[0]).toMatch(/from "courses"/);
});
