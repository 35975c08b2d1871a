import {
  ENROLLMENT_MESSAGES,
  type EnrollmentBatchResult,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, enrollments } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { daysFrom } from '../payments/ended.test-support.js';

// Nothing is joined once a course is over: self enrolment and requests, the admin's single add and Add
// Course, the batch add (per row), approving a request and claiming a waitlist offer all refuse a course
// whose last day has passed (422, the sdk's ENROLLMENT_MESSAGES.ended; the waitlist its own 'ended') and
// write nothing. The app's clock is moved past the demo courses' last days (fixtures/src/demo-courses.ts):
// Algebra Workshop (one day, in 5 days; student and ava.johnson enrolled), SAT Math Prep (weekly until day
// 58, approval; sofia.garcia requested), Summer Chess Camp (days 30 to 34, full at 2). Runs on PGlite, or
// on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let ids: FixtureIds;
let clock = new Date();

/** The real time `days` from now (the demo data is dated from the real today). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date();
});

type Method = 'POST' | 'PUT';

/** Signs in as `username` at the app's clock, then sends the request. */
async function send(username: string, method: Method, url: string, payload?: object) {
  const headers = bearer(await t.loginAs(username));
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

/** Sends the request and expects `status` and `message`, with no table changed (api_tokens aside). */
async function refusedUnchanged(
  username: string,
  method: Method,
  url: string,
  payload: object | undefined,
  message: string,
  status = 422,
) {
  const token = await t.loginAs(username);
  const before = await digestDatabase(t.database);
  const enrollmentRows = await countEnrollments();
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(status);
  expect(envelope(response).message).toBe(message);
  expect(await countEnrollments()).toBe(enrollmentRows);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
  return response;
}

async function countEnrollments(): Promise<number> {
  return (await t.database.db.select({ id: enrollments.id }).from(enrollments)).length;
}

async function statusOf(course: string, username: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, ids.course(course)), eq(enrollments.userId, ids.user(username))));
  return row?.status ?? null;
}

describe('a course whose last day has passed', () => {
  it('refuses a student enrolling (direct join, a request, a full course) with 422 and writes nothing', async () => {
    clock = inDays(7);
    await refusedUnchanged(
      'mia.parker',
      'POST',
      `/courses/${ids.course('Algebra Workshop')}/enroll`,
      undefined,
      ENROLLMENT_MESSAGES.ended,
    );
    clock = inDays(60);
    await refusedUnchanged(
      'mia.parker',
      'POST',
      `/courses/${ids.course('SAT Math Prep')}/enroll`,
      undefined,
      ENROLLMENT_MESSAGES.ended,
    );
    // Over and full: it has ended, which no waitlist fixes.
    clock = inDays(36);
    await refusedUnchanged(
      'mia.parker',
      'POST',
      `/courses/${ids.course('Summer Chess Camp')}/enroll`,
      undefined,
      ENROLLMENT_MESSAGES.ended,
    );
    // An existing enrollment keeps its own answer.
    clock = inDays(7);
    await refusedUnchanged(
      'student',
      'POST',
      `/courses/${ids.course('Algebra Workshop')}/enroll`,
      undefined,
      ENROLLMENT_MESSAGES.alreadyEnrolled,
      409,
    );
  });

  it("refuses the admin's single add (enrolled or requested) and Add Course, and writes nothing", async () => {
    clock = inDays(7);
    const algebra = ids.course('Algebra Workshop');
    const mia = ids.user('mia.parker');
    await refusedUnchanged(
      'admin',
      'POST',
      `/admin/courses/${algebra}/enrollments`,
      { user_id: mia },
      ENROLLMENT_MESSAGES.ended,
    );
    await refusedUnchanged(
      'admin',
      'POST',
      `/admin/courses/${algebra}/enrollments`,
      { user_id: mia, status: 'requested' },
      ENROLLMENT_MESSAGES.ended,
    );
    const addCourse = await refusedUnchanged(
      'admin',
      'POST',
      `/admin/users/${mia}/enrollments`,
      { course_id: algebra },
      ENROLLMENT_MESSAGES.ended,
    );
    expect(envelope(addCourse).errors).toEqual({ course_id: [ENROLLMENT_MESSAGES.ended] });
  });

  it('fails each batch row that would join it, with the reason, and writes nothing', async () => {
    clock = inDays(7);
    const algebra = ids.course('Algebra Workshop');
    const [mia, student, ethan] = ['mia.parker', 'student', 'ethan.brown'].map((name) => ids.user(name));
    const response = await refusedUnchanged(
      'admin',
      'POST',
      `/admin/courses/${algebra}/enrollments/batch`,
      { user_ids: [mia, student, 999_999, ethan] },
      '0 enrolled, 1 unchanged, 3 failed.',
      200,
    );
    expect(envelope<EnrollmentBatchResult>(response).data).toEqual({
      rows: [
        { user_id: mia, status: 'failed', message: ENROLLMENT_MESSAGES.ended },
        { user_id: student, status: 'unchanged', message: ENROLLMENT_MESSAGES.userAlreadyEnrolled },
        { user_id: 999_999, status: 'failed', message: 'User not found' },
        { user_id: ethan, status: 'failed', message: ENROLLMENT_MESSAGES.ended },
      ],
      counts: { enrolled: 0, unchanged: 1, failed: 3 },
    });
  });

  it('refuses approving a request (the request stays), but not rejecting it', async () => {
    clock = inDays(60);
    const url = `/courses/${ids.course('SAT Math Prep')}/enrollments/${ids.user('sofia.garcia')}/status`;
    await refusedUnchanged('hcarter', 'PUT', url, { status: 'enrolled' }, ENROLLMENT_MESSAGES.ended);
    expect(await statusOf('SAT Math Prep', 'sofia.garcia')).toBe('requested');
    const rejected = await send('hcarter', 'PUT', url, { status: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf('SAT Math Prep', 'sofia.garcia')).toBe('rejected');
  });

  it('refuses joining its waitlist and claiming an offer made before it ended', async () => {
    // A one-day course tomorrow with one place (taken), offers held a week: the offer outlives the course.
    const [course] = await t.database.db
      .insert(courses)
      .values({
        name: `Ended waitlist probe ${Date.now()}`,
        status: 'published',
        visibility: 'public',
        date: daysFrom(1),
        startTime: '09:00',
        endTime: '10:00',
        maxQuantity: 1,
        waitlistClaimHours: 168,
      })
      .returning({ id: courses.id });
    const id = course?.id ?? 0;
    expect((await send('student', 'POST', `/courses/${id}/enroll`)).statusCode).toBe(201);
    const joined = await send('emma.wilson', 'POST', `/courses/${id}/waitlist`, {});
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = envelope<WaitlistEntry>(joined).data;
    expect((await send('student', 'POST', `/courses/${id}/unenroll`)).statusCode).toBe(200);

    clock = inDays(3);
    await refusedUnchanged('noah.smith', 'POST', `/courses/${id}/waitlist`, {}, WAITLIST_MESSAGES.ended);
    await refusedUnchanged(
      'emma.wilson',
      'POST',
      `/waitlist/${entry.id}/claim`,
      undefined,
      WAITLIST_MESSAGES.ended,
    );
    // The course's own enrol refuses too, the offer's place notwithstanding.
    await refusedUnchanged(
      'emma.wilson',
      'POST',
      `/courses/${id}/enroll`,
      undefined,
      ENROLLMENT_MESSAGES.ended,
    );
  });

  it('still records what happened: a completion, and leaving (the spec does not refuse it)', async () => {
    clock = inDays(7);
    const algebra = ids.course('Algebra Workshop');
    const completed = await send('admin', 'POST', `/admin/courses/${algebra}/enrollments`, {
      user_id: ids.user('ava.johnson'),
      status: 'completed',
    });
    expect(completed.statusCode, completed.body).toBe(201);
    expect(await statusOf('Algebra Workshop', 'ava.johnson')).toBe('completed');
    const left = await send('student', 'POST', `/courses/${algebra}/unenroll`);
    expect(left.statusCode, left.body).toBe(200);
    expect(await statusOf('Algebra Workshop', 'student')).toBeNull();
  });

  it('takes the same enrolment while the course runs', async () => {
    const response = await send('mia.parker', 'POST', `/courses/${ids.course('Algebra Workshop')}/enroll`);
    expect(response.statusCode, response.body).toBe(201);
    expect(await statusOf('Algebra Workshop', 'mia.parker')).toBe('enrolled');
  });
});
