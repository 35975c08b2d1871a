import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEditors, courseGroups, courseOwners, courses, enrollments } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The course lists run as many statements with 150 more courses (each with groups, owners, editors and
// enrollments) as on the demo's eight: teacher, groups, counts and the viewer's status are subqueries.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const urls = () =>
  [
    [undefined, '/api/courses?per_page=100'],
    ['student', '/api/courses?per_page=100'],
    ['admin', '/api/courses?per_page=5&page=2'],
    ['teacher', '/api/dashboard/courses'],
    ['teacher', '/api/user/courses'],
    ['ava.johnson', '/api/user/recommended-courses'],
    ['admin', '/api/admin/courses?per_page=100'],
    ['teacher', `/api/admin/courses/${ids.course('Introduction to Robotics')}/users`],
  ] as const;

async function statements(username: string | undefined, url: string): Promise<number> {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(6);
  return count;
}

/** 150 more courses owned, edited and taught by teacher, half private to Grade 8 Science, with enrollments. */
async function growTheData(): Promise<void> {
  const { db } = t.database;
  const teacher = ids.user('teacher');
  const made = await db
    .insert(courses)
    .values(
      Array.from({ length: 150 }, (_, i) => ({
        name: `Bulk course ${i}`,
        status: i % 5 === 0 ? ('draft' as const) : ('published' as const),
        visibility: i % 2 === 0 ? ('public' as const) : ('private' as const),
        date: i % 7 === 0 ? null : `2031-0${(i % 9) + 1}-1${i % 10}`,
        teacherId: teacher,
        creatorId: teacher,
      })),
    )
    .returning({ id: courses.id });
  const courseIds = made.map(({ id }) => id);
  const science = ids.group('Grade 8 Science');
  await db.insert(courseGroups).values(courseIds.map((courseId) => ({ courseId, groupId: science })));
  await db.insert(courseOwners).values(courseIds.map((courseId) => ({ courseId, userId: teacher })));
  await db.insert(courseEditors).values(courseIds.map((courseId) => ({ courseId, userId: teacher })));
  await db.insert(enrollments).values(
    courseIds.flatMap((courseId) => [
      { courseId, userId: ids.user('student') },
      { courseId, userId: ids.user('emma.wilson'), status: 'requested' as const },
    ]),
  );
}

describe('statements per course list request', () => {
  it('stay the same with 150 more courses and their relations', async () => {
    const before = [];
    for (const [username, url] of urls()) before.push(await statements(username, url));
    await growTheData();
    const after = [];
    for (const [username, url] of urls()) after.push(await statements(username, url));
    expect(after).toEqual(before);
  });
});

describe('GET /api/dashboard/courses', () => {
  it('is one statement beside the actor, with the three lists as before (owned, editing, teaching)', async () => {
    const token = await t.loginAs('teacher');
    const { result, count, queries } = await countQueries(t.database, () =>
      t.app.inject({ method: 'GET', url: '/api/dashboard/courses', headers: bearer(token) }),
    );
    expect(result.statusCode, result.body).toBe(200);
    // The actor cache is off in this file: the actor's statement, then the dashboard's one.
    expect(count, queries.join('\n')).toBe(2);
    const { data } = result.json<{ data: Record<'owned' | 'editing' | 'teaching', { id: number }[]> }>();
    const teacher = ids.user('teacher');
    const mine = async (table: typeof courseOwners | typeof courseEditors) =>
      (await t.database.db.select({ id: table.courseId }).from(table).where(eq(table.userId, teacher)))
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const sorted = (list: { id: number }[]) => list.map((course) => course.id).sort((a, b) => a - b);
    expect(sorted(data.owned)).toEqual(await mine(courseOwners));
    expect(sorted(data.editing)).toEqual(await mine(courseEditors));
    const taught = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.teacherId, teacher));
    expect(sorted(data.teaching)).toEqual(taught.map((row) => row.id).sort((a, b) => a - b));
    expect(data.owned.length + data.editing.length + data.teaching.length).toBeGreaterThan(0);
  });
});
