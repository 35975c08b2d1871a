import type { Course, CourseUsers, Paged } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The admin course calls on the demo data (fixtures/src/demo-courses.ts). Introduction to Robotics: owner
// teacher (create_course, coordinates Robotics Club), editor jchen. Creative Writing Circle: pending, owner
// coordinator (no create_course; coordinates Grade 8 Science). Watercolor Basics: mlopez's draft.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT';

async function send(method: Method, url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function refusedUnchanged(
  status: number,
  method: Method,
  url: string,
  username?: string,
  payload?: object,
) {
  const before = await digestDatabase(t.database);
  const response = await send(method, url, username, payload);
  expect(response.statusCode, response.body).toBe(status);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
  return response;
}

const robotics = () => ids.course('Introduction to Robotics');
const usernames = (users: ReadonlyArray<{ username: string }> | undefined) =>
  users?.map((user) => user.username);

describe('GET /api/admin/courses', () => {
  it('pages every course for admins, optionally of one status', async () => {
    const response = await send('GET', '/api/admin/courses', 'admin');
    expect(response.statusCode).toBe(200);
    const page = envelope<Paged<Course>>(response).data;
    expect(page).toMatchObject({ per_page: 50, total: 8 });
    const drafts = envelope<Paged<Course>>(
      await send('GET', '/api/admin/courses?status=draft', 'admin'),
    ).data;
    expect(drafts.data.map((course) => course.name)).toEqual(['Watercolor Basics']);
    expect((await send('GET', '/api/admin/courses?status=open', 'admin')).statusCode).toBe(422);
  });

  it('refuses everyone else (403) and guests (401)', async () => {
    for (const username of ['teacher', 'student', 'coordinator']) {
      expect((await send('GET', '/api/admin/courses', username)).statusCode).toBe(403);
    }
    expect((await send('GET', '/api/admin/courses')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/courses/{id}', () => {
  it('answers owners and admins with owners, editors and enrollments with their users', async () => {
    for (const username of ['teacher', 'admin']) {
      const response = await send('GET', `/api/admin/courses/${robotics()}`, username);
      expect(response.statusCode, response.body).toBe(200);
      const course = envelope<Course>(response).data;
      expect(usernames(course.owners)).toEqual(['teacher']);
      expect(usernames(course.editors)).toEqual(['jchen']);
      expect(course.enrollments?.map((e) => [e.user?.username, e.status]).sort()).toEqual([
        ['emma.wilson', 'enrolled'],
        ['ethan.brown', 'rejected'],
        ['noah.smith', 'requested'],
        ['student', 'enrolled'],
      ]);
      expect(JSON.stringify(course)).not.toContain('email');
    }
  });

  it('refuses the editor and students (403) and hides drafts (404)', async () => {
    expect((await send('GET', `/api/admin/courses/${robotics()}`, 'jchen')).statusCode).toBe(403);
    expect((await send('GET', `/api/admin/courses/${robotics()}`, 'student')).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/admin/courses/${ids.course('Watercolor Basics')}`, 'teacher')).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/admin/courses/{id}/status', () => {
  it('lets an owner without create_course ask for publishing only (pending)', async () => {
    const url = `/api/admin/courses/${ids.course('Creative Writing Circle')}/status`;
    const asked = await send('PUT', url, 'coordinator', { status: 'published' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(envelope<Course>(asked).data.status).toBe('pending');
    const approved = await send('PUT', url, 'admin', { status: 'published' });
    expect(envelope<Course>(approved).data.status).toBe('published');
    const rejected = await send('PUT', url, 'admin', { status: 'draft' });
    expect(envelope<Course>(rejected).data.status).toBe('draft');
  });

  it('lets an owner with create_course unpublish and publish', async () => {
    const url = `/api/admin/courses/${robotics()}/status`;
    expect(envelope<Course>(await send('PUT', url, 'teacher', { status: 'draft' })).data.status).toBe(
      'draft',
    );
    expect(envelope<Course>(await send('PUT', url, 'teacher', { status: 'published' })).data.status).toBe(
      'published',
    );
  });

  it('refuses editors and others (403) and a bad status (422), changing nothing', async () => {
    const url = `/api/admin/courses/${robotics()}/status`;
    await refusedUnchanged(403, 'PUT', url, 'jchen', { status: 'draft' });
    await refusedUnchanged(403, 'PUT', url, 'student', { status: 'draft' });
    await refusedUnchanged(401, 'PUT', url, undefined, { status: 'draft' });
    const bad = await refusedUnchanged(422, 'PUT', url, 'teacher', { status: 'archived' });
    expect(envelope(bad).errors?.status).toEqual(['Expected draft, pending or published']);
  });
});

describe('course owners and editors', () => {
  it('GET users offers owners the people of the groups they coordinate and themselves', async () => {
    const response = await send('GET', `/api/admin/courses/${robotics()}/users`, 'teacher');
    expect(response.statusCode).toBe(200);
    const users = envelope<CourseUsers>(response).data;
    expect(usernames(users.owners)).toEqual(['teacher']);
    expect(usernames(users.editors)).toEqual(['jchen']);
    expect(usernames(users.candidates)?.sort()).toEqual(
      ['ethan.brown', 'jchen', 'noah.smith', 'sofia.garcia', 'student', 'teacher'].sort(),
    );
    const student = users.candidates.find((user) => user.username === 'student');
    expect(student).toMatchObject({ is_student: true, enrollment_status: 'enrolled' });
    expect(student?.groups.map((group) => group.name)).toEqual(['Robotics Club']);
    expect(JSON.stringify(users)).not.toContain('email');
  });

  it('GET users offers admins every non-admin user', async () => {
    const users = envelope<CourseUsers>(
      await send('GET', `/api/admin/courses/${robotics()}/users`, 'admin'),
    ).data;
    expect(usernames(users.candidates)).not.toContain('admin');
    expect(usernames(users.candidates)).toContain('hcarter');
    expect(users.candidates.find((user) => user.username === 'student')?.groups.length).toBe(2);
  });

  it('PUT owners and editors take candidates and current staff; others 422; editors 403', async () => {
    const base = `/api/admin/courses/${robotics()}`;
    const owners = await send('PUT', `${base}/owners`, 'teacher', {
      owner_ids: [ids.user('teacher'), ids.user('noah.smith')],
    });
    expect(owners.statusCode, owners.body).toBe(200);
    expect(usernames(envelope<CourseUsers>(owners).data.owners)?.sort()).toEqual(['noah.smith', 'teacher']);
    const editors = await send('PUT', `${base}/editors`, 'teacher', {
      editor_ids: [ids.user('jchen'), ids.user('student')],
    });
    expect(usernames(envelope<CourseUsers>(editors).data.editors)?.sort()).toEqual(['jchen', 'student']);
    const outside = await refusedUnchanged(422, 'PUT', `${base}/owners`, 'teacher', {
      owner_ids: [ids.user('teacher'), ids.user('hcarter')],
    });
    expect(envelope(outside).errors).toEqual({
      owner_ids: ['Choose only people from the groups you coordinate'],
    });
    await refusedUnchanged(422, 'PUT', `${base}/editors`, 'teacher', { editor_ids: [ids.user('mlopez')] });
    const none = await refusedUnchanged(422, 'PUT', `${base}/owners`, 'teacher', { owner_ids: [] });
    expect(envelope(none).errors?.owner_ids).toEqual(['Please select at least one owner']);
    await refusedUnchanged(403, 'PUT', `${base}/owners`, 'jchen', { owner_ids: [ids.user('jchen')] });
    await refusedUnchanged(403, 'PUT', `${base}/editors`, 'jchen', { editor_ids: [] });
    await refusedUnchanged(401, 'PUT', `${base}/editors`, undefined, { editor_ids: [] });
    const admin = await send('PUT', `${base}/owners`, 'admin', { owner_ids: [ids.user('hcarter')] });
    expect(usernames(envelope<CourseUsers>(admin).data.owners)).toEqual(['hcarter']);
  });
});
