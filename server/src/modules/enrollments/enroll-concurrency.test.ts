import { ENROLLMENT_MESSAGES } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { courses, enrollments, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Enrolments at once never take more places than a course has (spec: the enrolled count may not exceed
// max_quantity, checked inside the transaction with the course row locked). On PGlite (one connection) and
// on PostgreSQL with TEST_DATABASE_URL, where the app's pool runs the requests truly in parallel.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

/** `count` new users, each with a live token. */
async function newUsers(prefix: string, count: number): Promise<Array<{ id: number; token: string }>> {
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Racer',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    created.map(async (user) => ({ id: user.id, token: (await issueToken(t.database.db, user.id)).token })),
  );
}

/** A published public course without approval, with `places` places. */
async function newCourse(name: string, places: number): Promise<number> {
  const [row] = await t.database.db
    .insert(courses)
    .values({
      name,
      description: '<p>Race</p>',
      status: 'published',
      visibility: 'public',
      approvalRequired: false,
      maxQuantity: places,
      creatorId: ids.user('teacher'),
      teacherId: ids.user('teacher'),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('no course');
  return row.id;
}

async function enrolledIn(courseId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'enrolled')));
  return row?.n ?? 0;
}

describe('concurrent enrolments', () => {
  it('30 users at once for a course with 10 places: exactly 10 enrolled, 20 clear 409s, no 5xx', async () => {
    const courseId = await newCourse('Race to enrol', 10);
    const racers = await newUsers('race.enrol', 30);
    const responses = await Promise.all(
      racers.map(({ token }) =>
        t.app.inject({ method: 'POST', url: `/api/courses/${courseId}/enroll`, headers: bearer(token) }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(20);
    for (const response of refused) expect(envelope(response).message).toBe(ENROLLMENT_MESSAGES.full);
    expect(await enrolledIn(courseId)).toBe(10);
  });

  it('admin adds at once (the CLI enrolling a class): 25 users for 8 places, exactly 8 enrolled', async () => {
    const courseId = await newCourse('Race to add', 8);
    const racers = await newUsers('race.add', 25);
    const admin = bearer(await t.loginAs('admin'));
    const responses = await Promise.all(
      racers.map(({ id }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/courses/${courseId}/enrollments`,
          headers: admin,
          payload: { user_id: id },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(8);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(await enrolledIn(courseId)).toBe(8);
  });

  it('the same user enrolling 5 times at once (a double click): one enrollment, the rest 409', async () => {
    const limited = await newCourse('Race double', 5);
    const [racer] = await newUsers('race.double', 1);
    if (!racer) throw new Error('no racer');
    for (const courseId of [limited, ids.course('Algebra Workshop')]) {
      const codes = (
        await Promise.all(
          Array.from({ length: 5 }, () =>
            t.app.inject({
              method: 'POST',
              url: `/api/courses/${courseId}/enroll`,
              headers: bearer(racer.token),
            }),
          ),
        )
      ).map((response) => response.statusCode);
      expect(codes.sort()).toEqual([201, 409, 409, 409, 409]);
    }
    expect(await enrolledIn(limited)).toBe(1);
  });
});
