import { ENROLLMENT_MESSAGES, type Enrollment } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ENROLLMENT_REFUSALS } from './service.js';

// A course's enrollments for its owners and admins (spec sections 4, 6 and 7): the list, approve and
// reject, and the admin add and remove of a student. Introduction to Robotics: owner teacher, editor jchen;
// student and emma.wilson enrolled, noah.smith requested, ethan.brown rejected; teacher coordinates
// Robotics Club (student, noah.smith, ethan.brown, sofia.garcia). Summer Chess Camp is full at 2.

let t: TestApp;
let ids: FixtureIds;
let robotics: number;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  robotics = ids.course('Introduction to Robotics');
});
afterAll(async () => {
  await t?.close();
});

async function send(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  username?: string,
  payload?: object,
) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

async function statusOf(courseId: number, username: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, ids.user(username))));
  return row?.status ?? null;
}

const decide = (courseId: number, username: string, status: string, as: string) =>
  send('PUT', `/courses/${courseId}/enrollments/${ids.user(username)}/status`, as, { status });
const addStudent = (courseId: number, payload: object, as: string) =>
  send('POST', `/admin/courses/${courseId}/enrollments`, as, payload);

describe('GET /api/courses/{id}/enrollments', () => {
  it('gives owners the enrollments with their users, by status then name', async () => {
    const response = await send('GET', `/courses/${robotics}/enrollments`, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const list = envelope<Enrollment[]>(response).data;
    expect(list.map((item) => [item.status, item.user?.username])).toEqual([
      ['enrolled', 'student'],
      ['enrolled', 'emma.wilson'],
      ['requested', 'noah.smith'],
      ['rejected', 'ethan.brown'],
    ]);
    expect(response.body).not.toMatch(/email|password/);
  });

  it('filters by status, aliases included (pending = requested); an unknown status is a 422', async () => {
    const pending = await send('GET', `/courses/${robotics}/enrollments?status=pending`, 'admin');
    expect(envelope<Enrollment[]>(pending).data.map((item) => item.user?.username)).toEqual(['noah.smith']);
    expect((await send('GET', `/courses/${robotics}/enrollments?status=maybe`, 'admin')).statusCode).toBe(
      422,
    );
  });

  it('refuses editors, students and outsiders (403), hides drafts (404), guests 401', async () => {
    expect((await send('GET', `/courses/${robotics}/enrollments`, 'jchen')).statusCode).toBe(403);
    expect((await send('GET', `/courses/${robotics}/enrollments`, 'student')).statusCode).toBe(403);
    // A private course outside one's groups is forbidden (403); a draft of others is hidden (404).
    const lab = ids.course('Grade 8 Science Lab');
    expect((await send('GET', `/courses/${lab}/enrollments`, 'noah.smith')).statusCode).toBe(403);
    const draft = ids.course('Watercolor Basics');
    expect((await send('GET', `/courses/${draft}/enrollments`, 'noah.smith')).statusCode).toBe(404);
    expect((await send('GET', `/courses/${robotics}/enrollments`)).statusCode).toBe(401);
  });
});

describe('PUT /api/courses/{id}/enrollments/{userId}/status', () => {
  it('approves a request (requested -> enrolled), then the user sees enrolled', async () => {
    const response = await decide(robotics, 'noah.smith', 'approved', 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response)).toMatchObject({
      message: ENROLLMENT_MESSAGES.approved,
      data: { status: 'enrolled' },
    });
    expect(await statusOf(robotics, 'noah.smith')).toBe('enrolled');
    const mine = await send('GET', `/courses/${robotics}/enrollments?status=enrolled`, 'admin');
    expect(envelope<Enrollment[]>(mine).data.map((item) => item.user?.username)).toContain('noah.smith');
  });

  it('rejects (denied = rejected) and the rejected user cannot request again', async () => {
    const sat = ids.course('SAT Math Prep');
    const response = await decide(sat, 'sofia.garcia', 'denied', 'hcarter');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response)).toMatchObject({
      message: ENROLLMENT_MESSAGES.rejectedByOwner,
      data: { status: 'rejected' },
    });
    const again = await send('POST', `/courses/${sat}/enroll`, 'sofia.garcia');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.rejected);
  });

  it('approving on a full course is a 409 and changes nothing', async () => {
    const chess = ids.course('Summer Chess Camp');
    await t.database.db
      .insert(enrollments)
      .values({ courseId: chess, userId: ids.user('mia.parker'), status: 'requested' });
    const response = await decide(chess, 'mia.parker', 'enrolled', 'jchen');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(ENROLLMENT_MESSAGES.full);
    expect(await statusOf(chess, 'mia.parker')).toBe('requested');
  });

  it("another course's user is a 404; only enrolled or rejected; editors and students 403", async () => {
    const none = await decide(robotics, 'lucas.kim', 'enrolled', 'teacher');
    expect(none.statusCode).toBe(404);
    expect(envelope(none).message).toBe(ENROLLMENT_MESSAGES.noRequest);
    expect(await statusOf(robotics, 'lucas.kim')).toBeNull();
    const status = await decide(robotics, 'ethan.brown', 'completed', 'teacher');
    expect(status.statusCode).toBe(422);
    expect(envelope(status).errors).toEqual({ status: [ENROLLMENT_REFUSALS.decisionStatus] });
    expect((await decide(robotics, 'ethan.brown', 'enrolled', 'jchen')).statusCode).toBe(403);
    expect((await decide(robotics, 'ethan.brown', 'enrolled', 'student')).statusCode).toBe(403);
    expect(await statusOf(robotics, 'ethan.brown')).toBe('rejected');
  });
});

describe('POST and DELETE /api/admin/courses/{id}/enrollments', () => {
  it('owners add members of the groups they coordinate (enrolled by default)', async () => {
    const response = await addStudent(robotics, { user_id: ids.user('sofia.garcia') }, 'teacher');
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Enrollment>(response).data).toMatchObject({
      user_id: ids.user('sofia.garcia'),
      status: 'enrolled',
    });
    const again = await addStudent(robotics, { user_id: ids.user('sofia.garcia') }, 'teacher');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.userAlreadyEnrolled);
  });

  it('a rejected enrollment becomes enrolled; the status sent is kept (active = enrolled)', async () => {
    const response = await addStudent(
      robotics,
      { user_id: ids.user('ethan.brown'), status: 'active' },
      'admin',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await statusOf(robotics, 'ethan.brown')).toBe('enrolled');
  });

  it('owners cannot add users outside their groups (422); admins can; admins are never enrolled', async () => {
    const outsider = await addStudent(robotics, { user_id: ids.user('lucas.kim') }, 'teacher');
    expect(outsider.statusCode).toBe(422);
    expect(envelope(outsider).errors).toEqual({ user_id: [ENROLLMENT_REFUSALS.notPickable] });
    expect(await statusOf(robotics, 'lucas.kim')).toBeNull();
    expect((await addStudent(robotics, { user_id: ids.user('lucas.kim') }, 'admin')).statusCode).toBe(201);
    const admin = await addStudent(robotics, { user_id: ids.user('admin') }, 'admin');
    expect(admin.statusCode).toBe(422);
    expect(envelope(admin).errors).toEqual({ user_id: [ENROLLMENT_REFUSALS.adminNotEnrollable] });
    const unknown = await addStudent(robotics, { user_id: 999_999 }, 'admin');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe(ENROLLMENT_REFUSALS.userNotFound);
    expect((await addStudent(robotics, { user_id: 'x' }, 'admin')).statusCode).toBe(422);
  });

  it('a full course refuses the add (409)', async () => {
    const chess = ids.course('Summer Chess Camp');
    const response = await addStudent(chess, { user_id: ids.user('dwilson') }, 'admin');
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(ENROLLMENT_MESSAGES.full);
    expect(await statusOf(chess, 'dwilson')).toBeNull();
  });

  it('editors, students and non-owners are refused (403); guests 401', async () => {
    const body = { user_id: ids.user('sofia.garcia') };
    expect((await addStudent(robotics, body, 'jchen')).statusCode).toBe(403);
    expect((await addStudent(robotics, body, 'student')).statusCode).toBe(403);
    expect((await send('POST', `/admin/courses/${robotics}/enrollments`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await send('DELETE', `/admin/courses/${robotics}/enrollments`, 'jchen', body)).statusCode).toBe(
      403,
    );
  });

  it('removes a student (any status); none left is a 404', async () => {
    const body = { user_id: ids.user('emma.wilson') };
    const removed = await send('DELETE', `/admin/courses/${robotics}/enrollments`, 'teacher', body);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(robotics, 'emma.wilson')).toBeNull();
    const again = await send('DELETE', `/admin/courses/${robotics}/enrollments`, 'teacher', body);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.userNotEnrolled);
  });
});
