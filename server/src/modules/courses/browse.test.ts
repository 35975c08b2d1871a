import type { Course, DashboardCourses, Paged, UserSummary } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Browsing courses over HTTP on the demo data (fixtures/src/demo-courses.ts): Grade 8 Science Lab is private
// to Grade 8 Science (student is a member, coordinator its coordinator); Watercolor Basics is mlopez's draft;
// Creative Writing Circle is pending (owner coordinator). These tests only read.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function get(url: string, username?: string) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method: 'GET', url, headers });
}

async function names(url: string, username?: string): Promise<string[]> {
  const response = await get(url, username);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Paged<Course>>(response).data.data.map((course) => course.name);
}

describe('GET /api/courses', () => {
  it('shows guests the published public courses, soonest first, 12 a page', async () => {
    const response = await get('/api/courses');
    expect(response.statusCode).toBe(200);
    const page = envelope<Paged<Course>>(response).data;
    expect(page).toMatchObject({ current_page: 1, per_page: 12, last_page: 1, total: 5 });
    const listed = page.data.map((course) => course.name);
    expect(listed).not.toContain('Grade 8 Science Lab');
    expect(listed).not.toContain('Watercolor Basics');
    expect(listed).not.toContain('Creative Writing Circle');
    const dates = page.data.map((course) => course.date ?? '9999');
    expect(dates).toEqual([...dates].sort());
    expect(page.data.every((course) => course.enrollment_status === null)).toBe(true);
  });

  it("adds the private courses of the viewer's groups, with their enrollment status", async () => {
    const response = await get('/api/courses', 'student');
    const page = envelope<Paged<Course>>(response).data;
    const science = page.data.find((course) => course.name === 'Grade 8 Science Lab');
    expect(science?.enrollment_status).toBe('enrolled');
    expect(page.data.find((course) => course.name === 'Summer Chess Camp')?.enrollment_status).toBeNull();
    expect(await names('/api/courses', 'coordinator')).toContain('Grade 8 Science Lab');
    expect(await names('/api/courses', 'parent')).not.toContain('Grade 8 Science Lab');
  });

  it('shows admins every published course and no draft or pending one', async () => {
    const listed = await names('/api/courses', 'admin');
    expect(listed).toHaveLength(6);
    expect(listed).not.toContain('Watercolor Basics');
  });

  it('pages by per_page and refuses a bad page (422)', async () => {
    const response = await get('/api/courses?per_page=2&page=2');
    expect(envelope<Paged<Course>>(response).data).toMatchObject({ current_page: 2, last_page: 3, total: 5 });
    expect(envelope<Paged<Course>>(response).data.data).toHaveLength(2);
    const past = await get('/api/courses?page=9');
    expect(envelope<Paged<Course>>(past).data).toMatchObject({ data: [], total: 5 });
    expect((await get('/api/courses?per_page=0')).statusCode).toBe(422);
  });
});

describe('GET /api/courses/{id}', () => {
  it('answers a public course with staff, groups, enrolled count, status and abilities', async () => {
    const response = await get(`/api/courses/${ids.course('Introduction to Robotics')}`, 'student');
    expect(response.statusCode, response.body).toBe(200);
    const course = envelope<Course>(response).data;
    expect(course).toMatchObject({
      name: 'Introduction to Robotics',
      enrolled_count: 2,
      enrollment_status: 'enrolled',
      abilities: { edit: false, manage: false, view_sessions: true, enroll: true },
    });
    expect(course.owners?.map((user) => user.username)).toEqual(['teacher']);
    expect(course.editors?.map((user) => user.username)).toEqual(['jchen']);
    const asEditor = envelope<Course>(await get(`/api/courses/${course.id}`, 'jchen')).data;
    expect(asEditor.abilities).toMatchObject({ edit: true, manage: false });
    const asGuest = envelope<Course>(await get(`/api/courses/${course.id}`)).data;
    expect(asGuest).toMatchObject({ enrollment_status: null, abilities: { edit: false, enroll: false } });
  });

  it("refuses a private course outside the viewer's groups (403) and shows it to members", async () => {
    const url = `/api/courses/${ids.course('Grade 8 Science Lab')}`;
    for (const username of [undefined, 'owner', 'mlopez']) {
      const response = await get(url, username);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe(
        'Access denied: You do not have permission to view this course',
      );
    }
    // parent's child is enrolled: the parent sees it too.
    expect((await get(url, 'parent')).statusCode).toBe(200);
    const course = envelope<Course>(await get(url, 'student')).data;
    expect(course.groups?.map((group) => group.name)).toEqual(['Grade 8 Science']);
  });

  it('hides unpublished courses (404), even from their staff and admins', async () => {
    for (const [name, username] of [
      ['Watercolor Basics', 'mlopez'],
      ['Watercolor Basics', 'admin'],
      ['Creative Writing Circle', 'coordinator'],
      ['Watercolor Basics', 'student'],
    ] as const) {
      const response = await get(`/api/courses/${ids.course(name)}`, username);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Course not found');
    }
    expect((await get('/api/courses/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/public/courses/{id}', () => {
  it('answers a published public course with nothing personal', async () => {
    const response = await get(`/api/public/courses/${ids.course('Introduction to Robotics')}`, 'student');
    expect(response.statusCode).toBe(200);
    const course = envelope<Course>(response).data;
    expect(course.enrollment_status).toBeNull();
    expect(course.abilities).toEqual({ edit: false, manage: false, view_sessions: false, enroll: false });
  });

  it('is 404 for private, draft and pending courses, whoever asks', async () => {
    for (const name of ['Grade 8 Science Lab', 'Watercolor Basics', 'Creative Writing Circle']) {
      for (const username of [undefined, 'admin']) {
        const response = await get(`/api/public/courses/${ids.course(name)}`, username);
        expect(response.statusCode).toBe(404);
        expect(envelope(response).message).toBe('Course not found');
      }
    }
  });
});

describe('GET /api/user/courses/{id}', () => {
  it('lets the staff and admins open drafts and pending courses; 404 to others', async () => {
    const draft = `/api/user/courses/${ids.course('Watercolor Basics')}`;
    expect((await get(draft, 'mlopez')).statusCode).toBe(200);
    expect((await get(draft, 'admin')).statusCode).toBe(200);
    expect((await get(draft, 'teacher')).statusCode).toBe(404);
    expect((await get(draft)).statusCode).toBe(401);
    const pending = envelope<Course>(
      await get(`/api/user/courses/${ids.course('Creative Writing Circle')}`, 'coordinator'),
    ).data;
    expect(pending).toMatchObject({ status: 'pending', abilities: { edit: true, manage: true } });
  });

  it("is 403 for a private course outside the user's groups", async () => {
    const response = await get(`/api/user/courses/${ids.course('Grade 8 Science Lab')}`, 'owner');
    expect(response.statusCode).toBe(403);
  });
});

describe('the user lists', () => {
  it('GET /api/user/courses lists the courses the user owns in any status', async () => {
    const response = await get('/api/user/courses', 'coordinator');
    expect(response.statusCode).toBe(200);
    expect(
      envelope<Course[]>(response)
        .data.map((course) => course.name)
        .sort(),
    ).toEqual(['Creative Writing Circle', 'Grade 8 Science Lab']);
    expect((await get('/api/user/courses')).statusCode).toBe(401);
  });

  it("GET /api/user/recommended-courses lists private courses of the user's groups not joined", async () => {
    const ava = envelope<Course[]>(await get('/api/user/recommended-courses', 'ava.johnson')).data;
    expect(ava.map((course) => course.name)).toEqual(['Grade 8 Science Lab']);
    // student is enrolled already; parent is in no group of a private course.
    expect(envelope<Course[]>(await get('/api/user/recommended-courses', 'student')).data).toEqual([]);
    expect(envelope<Course[]>(await get('/api/user/recommended-courses', 'parent')).data).toEqual([]);
  });

  it("GET /api/dashboard/courses answers the courses I'm an owner of, editing and teaching", async () => {
    const teacher = envelope<DashboardCourses>(await get('/api/dashboard/courses', 'teacher')).data;
    expect(teacher.owned.map((course) => course.name).sort()).toEqual([
      'Grade 8 Science Lab',
      'Introduction to Robotics',
    ]);
    expect(teacher.teaching.map((course) => course.name).sort()).toEqual([
      'Grade 8 Science Lab',
      'Introduction to Robotics',
    ]);
    expect(teacher.editing).toEqual([]);
    const jchen = envelope<DashboardCourses>(await get('/api/dashboard/courses', 'jchen')).data;
    expect(jchen.editing.map((course) => course.name)).toEqual(['Introduction to Robotics']);
    expect((await get('/api/dashboard/courses')).statusCode).toBe(401);
  });
});

describe('GET /api/courses/teachers', () => {
  it('offers the non-admin create_course holders to holders and admins, nobody to others', async () => {
    const expected = ['hcarter', 'jchen', 'mlopez', 'teacher'];
    for (const username of ['admin', 'teacher']) {
      const response = await get('/api/courses/teachers', username);
      expect(response.statusCode).toBe(200);
      const teachers = envelope<UserSummary[]>(response).data;
      expect(teachers.map((user) => user.username).sort()).toEqual(expected);
      expect(JSON.stringify(teachers)).not.toContain('email');
    }
    expect(envelope<UserSummary[]>(await get('/api/courses/teachers', 'coordinator')).data).toEqual([]);
    expect((await get('/api/courses/teachers')).statusCode).toBe(401);
  });
});
