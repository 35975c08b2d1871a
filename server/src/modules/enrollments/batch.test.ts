import {
  ENROLLMENT_BATCH_MAX,
  ENROLLMENT_MESSAGES,
  type EnrollmentBatchResult,
  type EnrollmentBatchRow,
} from '@campus/sdk';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, enrollments, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ENROLLMENT_REFUSALS } from './service.js';

// POST /api/admin/courses/{id}/enrollments/batch (issue 22): the single admin add's rules for up to 1,000
// students in one request and one transaction. Introduction to Robotics: owner teacher, editor jchen;
// student and emma.wilson enrolled, noah.smith requested, ethan.brown rejected; teacher coordinates Robotics
// Club (student, noah.smith, ethan.brown, sofia.garcia). Runs on PGlite, or on PostgreSQL with
// TEST_DATABASE_URL (where the race below runs truly in parallel).

let t: TestApp;
let ids: FixtureIds;
let robotics: number;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  robotics = ids.course('Introduction to Robotics');
});
afterAll(async () => {
  await t?.close();
});

async function batch(courseId: number, payload: unknown, as?: string) {
  const headers = as ? bearer(await t.loginAs(as)) : {};
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/courses/${courseId}/enrollments/batch`,
    headers,
    payload: payload as object,
  });
}

async function added(courseId: number, userIds: unknown[], as = 'admin'): Promise<EnrollmentBatchResult> {
  const response = await batch(courseId, { user_ids: userIds }, as);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<EnrollmentBatchResult>(response).data;
}

async function statusOf(courseId: number, userId: number): Promise<string | null> {
  const [row] = await t.database.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)));
  return row?.status ?? null;
}

async function enrolledIn(courseId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'enrolled')));
  return row?.n ?? 0;
}

/** `count` new plain users. */
async function newUsers(prefix: string, count: number): Promise<number[]> {
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Batch',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return created.map((user) => user.id);
}

/** A published public course taught by teacher (its owners: none; admins manage it), with `places` places (null: no limit). */
async function newCourse(name: string, places: number | null): Promise<number> {
  const [row] = await t.database.db
    .insert(courses)
    .values({
      name,
      description: '<p>Batch</p>',
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

const enrolled = (user_id: number): EnrollmentBatchRow => ({ user_id, status: 'enrolled' });
const unchanged = (user_id: number): EnrollmentBatchRow => ({
  user_id,
  status: 'unchanged',
  message: ENROLLMENT_MESSAGES.userAlreadyEnrolled,
});
const failed = (user_id: number, message: string): EnrollmentBatchRow => ({
  user_id,
  status: 'failed',
  message,
});

describe('POST /api/admin/courses/{id}/enrollments/batch', () => {
  it('enrolls every student sent, a requested and a rejected enrollment moving to enrolled', async () => {
    const [a, b] = await newUsers('batch.ok', 2);
    if (!a || !b) throw new Error('no users');
    const noah = ids.user('noah.smith');
    const ethan = ids.user('ethan.brown');
    const response = await batch(robotics, { user_ids: [a, noah, b, ethan] }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope<EnrollmentBatchResult>(response);
    expect(body.data).toEqual({
      rows: [enrolled(a), enrolled(noah), enrolled(b), enrolled(ethan)],
      counts: { enrolled: 4, unchanged: 0, failed: 0 },
    });
    expect(body.message).toBe('4 enrolled, 0 unchanged, 0 failed.');
    for (const id of [a, b, noah, ethan]) expect(await statusOf(robotics, id)).toBe('enrolled');
  });

  it('answers mixed rows per user: unchanged, unknown, an admin, enrolled', async () => {
    const [fresh] = await newUsers('batch.mixed', 1);
    if (!fresh) throw new Error('no user');
    const student = ids.user('student');
    const admin = ids.user('admin');
    const result = await added(robotics, [student, 2_000_000_000, admin, fresh]);
    expect(result).toEqual({
      rows: [
        unchanged(student),
        failed(2_000_000_000, ENROLLMENT_REFUSALS.userNotFound),
        failed(admin, ENROLLMENT_REFUSALS.adminNotEnrollable),
        enrolled(fresh),
      ],
      counts: { enrolled: 1, unchanged: 1, failed: 2 },
    });
    expect(await statusOf(robotics, admin)).toBeNull();
  });

  it('an owner who is not an admin adds only the people of the groups they coordinate', async () => {
    const course = robotics;
    const sofia = ids.user('sofia.garcia');
    const ava = ids.user('ava.johnson');
    const result = await added(course, [sofia, ava], 'teacher');
    expect(result.rows).toEqual([enrolled(sofia), failed(ava, ENROLLMENT_REFUSALS.notPickable)]);
    expect(await statusOf(course, ava)).toBeNull();
  });

  it('a partly full course: exactly the places left are taken, in the order sent; the rest fail as full', async () => {
    const course = await newCourse('Batch nearly full', 5);
    const [first, ...rest] = await newUsers('batch.full', 9);
    if (first === undefined) throw new Error('no users');
    await added(course, [first]);
    const result = await added(course, [first, ...rest]);
    expect(result.counts).toEqual({ enrolled: 4, unchanged: 1, failed: 4 });
    expect(result.rows).toEqual([
      unchanged(first),
      ...rest.slice(0, 4).map(enrolled),
      ...rest.slice(4).map((id) => failed(id, ENROLLMENT_MESSAGES.full)),
    ]);
    expect(await enrolledIn(course)).toBe(5);
    // Full now: a second batch takes nothing and changes nothing.
    const again = await added(course, rest.slice(4));
    expect(again.counts).toEqual({ enrolled: 0, unchanged: 0, failed: 4 });
    expect(await enrolledIn(course)).toBe(5);
  });

  it('folds repeated ids into one row each, in the order first sent', async () => {
    const [a, b] = await newUsers('batch.dup', 2);
    if (!a || !b) throw new Error('no users');
    const course = await newCourse('Batch repeats', 10);
    const result = await added(course, [a, b, a, a, b]);
    expect(result).toEqual({
      rows: [enrolled(a), enrolled(b)],
      counts: { enrolled: 2, unchanged: 0, failed: 0 },
    });
    expect(await enrolledIn(course)).toBe(2);
  });

  it('takes 1,000 students in one request with as many statements as for 1', async () => {
    const course = await newCourse('Batch thousand', null);
    const many = await newUsers('batch.many', ENROLLMENT_BATCH_MAX);
    const [one] = await newUsers('batch.one', 1);
    const headers = bearer(await t.loginAs('admin'));
    const run = (userIds: number[]) =>
      countQueries(t.database, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/courses/${course}/enrollments/batch`,
          headers,
          payload: { user_ids: userIds },
        }),
      );
    const few = await run([one ?? 0]);
    const lots = await run(many);
    expect(few.result.statusCode, few.result.body).toBe(200);
    expect(lots.result.statusCode, lots.result.body).toBe(200);
    expect(envelope<EnrollmentBatchResult>(lots.result).data.counts.enrolled).toBe(ENROLLMENT_BATCH_MAX);
    // On PostgreSQL the change feed's notifications of the users made above may land in either count.
    const ours = (queries: string[]) => queries.filter((query) => !query.startsWith('select pg_notify'));
    expect(ours(lots.queries), ours(few.queries).join('\n')).toHaveLength(ours(few.queries).length);
    expect(ours(lots.queries).length).toBeLessThanOrEqual(10);
    expect(await enrolledIn(course)).toBe(ENROLLMENT_BATCH_MAX + 1);
  });

  it('tells the watchers of the course once per batch, and not when no place was taken', async () => {
    const course = await newCourse('Batch live', null);
    const made = await newUsers('batch.live', 3);
    const seats = vi.spyOn(t.app.live, 'seatsChanged');
    try {
      await added(course, made);
      await vi.waitFor(() => expect(seats).toHaveBeenCalledTimes(1));
      expect(seats).toHaveBeenCalledWith('course', course);
      seats.mockClear();
      await added(course, made);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seats).not.toHaveBeenCalled();
    } finally {
      seats.mockRestore();
    }
  });

  it.each([
    ['no body field', {}],
    ['an empty list', { user_ids: [] }],
    ['more than 1,000 ids', { user_ids: Array.from({ length: ENROLLMENT_BATCH_MAX + 1 }, (_, i) => i + 1) }],
    ['a fraction', { user_ids: [1.5] }],
    ['text', { user_ids: ['3'] }],
    ['zero', { user_ids: [0] }],
    ['a negative id', { user_ids: [-4] }],
    ['null', { user_ids: [null] }],
    ['not a list', { user_ids: 3 }],
  ])('refuses %s with a 422 on user_ids', async (_, payload) => {
    const response = await batch(robotics, payload, 'admin');
    expect(response.statusCode, response.body).toBe(422);
    const errors = envelope(response).errors ?? {};
    expect(
      Object.keys(errors).some((key) => key.startsWith('user_ids')),
      JSON.stringify(errors),
    ).toBe(true);
  });

  it('refuses who may not add students: 401 guests, 403 students, editors and teachers not owning it', async () => {
    const [target] = await newUsers('batch.refused', 1);
    const payload = { user_ids: [target] };
    expect((await batch(robotics, payload)).statusCode).toBe(401);
    for (const as of ['student', 'jchen', 'coordinator', 'parent']) {
      const response = await batch(robotics, payload, as);
      expect(response.statusCode, `${as}: ${response.body}`).toBe(403);
    }
    // teacher teaches and owns Robotics, not Algebra Workshop (jchen's).
    const algebra = await batch(ids.course('Algebra Workshop'), payload, 'teacher');
    expect(algebra.statusCode, algebra.body).toBe(403);
    expect(await statusOf(robotics, target ?? 0)).toBeNull();
  });

  it('404 for an unknown course, and for another owner’s draft to all but admins', async () => {
    const [target] = await newUsers('batch.missing', 1);
    const payload = { user_ids: [target] };
    const unknown = await batch(2_000_000_000, payload, 'admin');
    expect(unknown.statusCode, unknown.body).toBe(404);
    const draft = ids.course('Watercolor Basics');
    expect((await batch(draft, payload, 'teacher')).statusCode).toBe(404);
    expect((await batch(draft, payload, 'admin')).statusCode).toBe(200);
  });
});

describe('batches at once', () => {
  // PostgreSQL only, where the app's pool runs the two transactions truly at once (PGlite has one connection).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'two batches of 20 against a course with 6 places: exactly 6 enrolled, never more, no 5xx',
    async () => {
      const course = await newCourse('Batch race', 6);
      const racers = await newUsers('batch.race', 30);
      // Overlapping halves: the same user may be in both batches.
      const responses = await Promise.all([
        batch(course, { user_ids: racers.slice(0, 20) }, 'admin'),
        batch(course, { user_ids: racers.slice(10, 30) }, 'admin'),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const results = responses.map((response) => envelope<EnrollmentBatchResult>(response).data);
      const taken = results.reduce((sum, result) => sum + result.counts.enrolled, 0);
      expect(taken).toBe(6);
      expect(await enrolledIn(course)).toBe(6);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'five admin batches at once for 4 places: 4 enrolled in all, every other row failed as full',
    async () => {
      const course = await newCourse('Batch race five', 4);
      const racers = await newUsers('batch.race5', 25);
      const responses = await Promise.all(
        [0, 1, 2, 3, 4].map((i) => batch(course, { user_ids: racers.slice(i * 5, i * 5 + 5) }, 'admin')),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const rows = responses.flatMap((response) => envelope<EnrollmentBatchResult>(response).data.rows);
      expect(rows.filter((row) => row.status === 'enrolled')).toHaveLength(4);
      const refused = rows.filter((row) => row.status === 'failed');
      expect(refused).toHaveLength(21);
      for (const row of refused) expect(row.message).toBe(ENROLLMENT_MESSAGES.full);
      expect(await enrolledIn(course)).toBe(4);
      const stored = await t.database.db
        .select({ id: enrollments.userId })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, course), inArray(enrollments.userId, racers)));
      expect(stored).toHaveLength(4);
    },
  );
});
