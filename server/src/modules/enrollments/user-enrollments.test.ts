import { type CourseEnrollment, ENROLLMENT_MESSAGES } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ENROLLMENT_REFUSALS } from './service.js';

// A student's courses in the admin panel (spec section 7 "Admin"): GET, POST and DELETE
// /admin/users/{id}/enrollments, admins only. Add Course takes only published courses.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'GET' | 'POST' | 'DELETE', username: string, as?: string, payload?: object) {
  const headers = as ? bearer(await t.loginAs(as)) : {};
  const url = `/api/admin/users/${ids.user(username)}/enrollments`;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function statusOf(course: string, username: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, ids.course(course)), eq(enrollments.userId, ids.user(username))));
  return row?.status ?? null;
}

describe('/api/admin/users/{id}/enrollments', () => {
  it("lists the student's enrollments with their courses", async () => {
    const response = await send('GET', 'noah.smith', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const list = envelope<CourseEnrollment[]>(response).data;
    expect(list.map((item) => [item.course.name, item.status])).toEqual([
      ['Summer Chess Camp', 'enrolled'],
      ['Introduction to Robotics', 'requested'],
    ]);
    expect(list.every((item) => item.user_id === ids.user('noah.smith'))).toBe(true);
  });

  it('Add Course: a published course (enrolled by default); again a 409; a draft 422; full 409', async () => {
    const course = { course_id: ids.course('Spanish Conversation') };
    const added = await send('POST', 'mia.parker', 'admin', course);
    expect(added.statusCode, added.body).toBe(201);
    expect(envelope(added).data).toMatchObject({ user_id: ids.user('mia.parker'), status: 'enrolled' });
    const again = await send('POST', 'mia.parker', 'admin', course);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.userAlreadyEnrolled);
    const draft = await send('POST', 'mia.parker', 'admin', { course_id: ids.course('Watercolor Basics') });
    expect(draft.statusCode).toBe(422);
    expect(envelope(draft).errors).toEqual({ course_id: [ENROLLMENT_REFUSALS.coursePublishedOnly] });
    expect(await statusOf('Watercolor Basics', 'mia.parker')).toBeNull();
    const full = await send('POST', 'mia.parker', 'admin', { course_id: ids.course('Summer Chess Camp') });
    expect(full.statusCode).toBe(409);
    expect(envelope(full).message).toBe(ENROLLMENT_MESSAGES.full);
    const missing = await send('POST', 'mia.parker', 'admin', { course_id: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('removes a course from the student; none left is a 404', async () => {
    const body = { course_id: ids.course('Algebra Workshop') };
    const removed = await send('DELETE', 'ava.johnson', 'admin', body);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf('Algebra Workshop', 'ava.johnson')).toBeNull();
    const again = await send('DELETE', 'ava.johnson', 'admin', body);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe(ENROLLMENT_MESSAGES.userNotEnrolled);
  });

  it('an unknown user is a 404; admins cannot be enrolled (422)', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/999999/enrollments',
      headers: bearer(await t.loginAs('admin')),
    });
    expect(unknown.statusCode).toBe(404);
    const admin = await send('POST', 'admin', 'admin', { course_id: ids.course('Algebra Workshop') });
    expect(admin.statusCode).toBe(422);
    expect(await statusOf('Algebra Workshop', 'admin')).toBeNull();
  });

  it('students, owners and teachers are refused (403) on every call; guests 401', async () => {
    const body = { course_id: ids.course('Algebra Workshop') };
    for (const as of ['student', 'teacher', 'jchen']) {
      expect((await send('GET', 'student', as)).statusCode).toBe(403);
      expect((await send('POST', 'mia.parker', as, body)).statusCode).toBe(403);
      expect((await send('DELETE', 'student', as, body)).statusCode).toBe(403);
    }
    expect((await send('GET', 'student')).statusCode).toBe(401);
    expect(await statusOf('Algebra Workshop', 'mia.parker')).toBeNull();
    expect(await statusOf('Algebra Workshop', 'student')).toBe('enrolled');
  });
});
