import { type CourseEnrollment, ENROLLMENT_MESSAGES, type Enrollment } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Joining and leaving a course (spec sections 2, 4 and 7) and the dashboard's enrolment lists, on the demo
// courses (fixtures/src/demo-courses.ts). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'POST' | 'GET', url: string, username?: string) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers });
}

const enroll = (course: string, username?: string) =>
  send('POST', `/api/courses/${ids.course(course)}/enroll`, username);
const unenroll = (course: string, username?: string) =>
  send('POST', `/api/courses/${ids.course(course)}/unenroll`, username);

async function statusOf(course: string, username: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, ids.course(course)), eq(enrollments.userId, ids.user(username))));
  return row?.status ?? null;
}

describe('POST /api/courses/{id}/enroll', () => {
  it('enrols directly in a public course without approval (201, enrolled, the spec message)', async () => {
    const response = await enroll('Algebra Workshop', 'mia.parker');
    expect(response.statusCode, response.body).toBe(201);
    const body = envelope<Enrollment>(response);
    expect(body.message).toBe(ENROLLMENT_MESSAGES.enrolled);
    expect(body.data).toMatchObject({
      course_id: ids.course('Algebra Workshop'),
      user_id: ids.user('mia.parker'),
      status: 'enrolled',
    });
    expect(await statusOf('Algebra Workshop', 'mia.parker')).toBe('enrolled');
    const again = await enroll('Algebra Workshop', 'mia.parker');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.alreadyEnrolled);
  });

  it('asks to join a course that needs approval (requested); asking twice is a 409', async () => {
    const response = await enroll('Introduction to Robotics', 'mia.parker');
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope(response)).toMatchObject({
      message: ENROLLMENT_MESSAGES.requested,
      data: { status: 'requested' },
    });
    const again = await enroll('Introduction to Robotics', 'mia.parker');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.alreadyRequested);
  });

  it('a rejected user cannot request again (409, the row stays rejected)', async () => {
    const response = await enroll('Introduction to Robotics', 'ethan.brown');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(ENROLLMENT_MESSAGES.rejected);
    expect(await statusOf('Introduction to Robotics', 'ethan.brown')).toBe('rejected');
  });

  it('a full course is a 409 and stores nothing (Summer Chess Camp: 2 of 2)', async () => {
    const response = await enroll('Summer Chess Camp', 'mia.parker');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(ENROLLMENT_MESSAGES.full);
    expect(await statusOf('Summer Chess Camp', 'mia.parker')).toBeNull();
  });

  it("a private course's group member may enrol; a viewer outside its groups may not", async () => {
    // ava.johnson is in Grade 8 Science and not yet enrolled in its lab.
    const member = await enroll('Grade 8 Science Lab', 'ava.johnson');
    expect(member.statusCode, member.body).toBe(201);
    // Outsiders do not see the private course (403 access denied), nothing stored.
    const outsider = await enroll('Grade 8 Science Lab', 'noah.smith');
    expect(outsider.statusCode).toBe(403);
    expect(await statusOf('Grade 8 Science Lab', 'noah.smith')).toBeNull();
  });

  it('staff who see an unpublished course cannot enrol (403 not open); others get 404; guests 401', async () => {
    const staff = await enroll('Watercolor Basics', 'mlopez');
    expect(staff.statusCode).toBe(403);
    expect(envelope(staff).message).toBe(ENROLLMENT_MESSAGES.notOpen);
    expect((await enroll('Watercolor Basics', 'mia.parker')).statusCode).toBe(404);
    expect((await enroll('Algebra Workshop')).statusCode).toBe(401);
    expect((await send('POST', '/api/courses/999999/enroll', 'mia.parker')).statusCode).toBe(404);
    // A published course's own teacher and admins run it rather than join it.
    const teacher = await enroll('Introduction to Robotics', 'teacher');
    expect(teacher.statusCode).toBe(403);
    expect(await statusOf('Introduction to Robotics', 'teacher')).toBeNull();
    expect((await enroll('Algebra Workshop', 'admin')).statusCode).toBe(403);
  });
});

describe('POST /api/courses/{id}/unenroll', () => {
  it('Unenroll removes an enrolled row; Cancel Request a requested one; each with its message', async () => {
    const unenrolled = await unenroll('Algebra Workshop', 'ava.johnson');
    expect(unenrolled.statusCode, unenrolled.body).toBe(200);
    expect(envelope(unenrolled)).toMatchObject({ message: ENROLLMENT_MESSAGES.unenrolled, data: null });
    expect(await statusOf('Algebra Workshop', 'ava.johnson')).toBeNull();
    const cancelled = await unenroll('SAT Math Prep', 'sofia.garcia');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelope(cancelled).message).toBe(ENROLLMENT_MESSAGES.requestCancelled);
    expect(await statusOf('SAT Math Prep', 'sofia.garcia')).toBeNull();
  });

  it('a rejected enrollment stays (409); without one, 404', async () => {
    const rejected = await unenroll('Introduction to Robotics', 'ethan.brown');
    expect(rejected.statusCode).toBe(409);
    expect(envelope(rejected).message).toBe(ENROLLMENT_MESSAGES.rejected);
    expect(await statusOf('Introduction to Robotics', 'ethan.brown')).toBe('rejected');
    const none = await unenroll('Spanish Conversation', 'lucas.kim');
    expect(none.statusCode).toBe(404);
    expect(envelope(none).message).toBe(ENROLLMENT_MESSAGES.notEnrolled);
    expect((await unenroll('Spanish Conversation')).statusCode).toBe(401);
  });

  it('after Unenroll a place frees up on a full course', async () => {
    expect((await unenroll('Summer Chess Camp', 'liam.nguyen')).statusCode).toBe(200);
    expect((await enroll('Summer Chess Camp', 'lucas.kim')).statusCode).toBe(201);
    expect((await enroll('Summer Chess Camp', 'liam.nguyen')).statusCode).toBe(409);
  });
});

describe('GET /api/user/enrolled-courses and /api/user/children-courses', () => {
  it("lists the user's enrollments of every status with their courses", async () => {
    const response = await send('GET', '/api/user/enrolled-courses', 'noah.smith');
    expect(response.statusCode, response.body).toBe(200);
    const list = envelope<CourseEnrollment[]>(response).data;
    const byCourse = Object.fromEntries(list.map((item) => [item.course.name, item.status]));
    expect(byCourse).toMatchObject({
      'Introduction to Robotics': 'requested',
      'Summer Chess Camp': 'enrolled',
    });
    for (const item of list) {
      expect(item.user_id).toBe(ids.user('noah.smith'));
      expect(item.course.id).toBe(item.course_id);
      expect(item.course.enrollment_status).toBe(item.status);
    }
  });

  it("lists the children's enrollments, each with the child as user; no child, an empty list", async () => {
    const response = await send('GET', '/api/user/children-courses', 'parent');
    expect(response.statusCode, response.body).toBe(200);
    const list = envelope<CourseEnrollment[]>(response).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.user?.id === item.user_id)).toBe(true);
    expect(list.map((item) => item.user?.username)).toContain('student');
    expect(
      list.some((item) => item.course.name === 'Algebra Workshop' && item.user?.username === 'student'),
    ).toBe(true);
    expect(envelope<unknown[]>(await send('GET', '/api/user/children-courses', 'lucas.kim')).data).toEqual(
      [],
    );
    expect((await send('GET', '/api/user/children-courses')).statusCode).toBe(401);
    expect((await send('GET', '/api/user/enrolled-courses')).statusCode).toBe(401);
  });
});
