import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Course, PhotoUpload } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseGroups, courseOwners, courses, enrollments } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The course form over HTTP on the demo data (fixtures/src/demo-courses.ts). teacher, jchen, mlopez and
// hcarter hold create_course; coordinator does not (and coordinates Grade 8 Science); teacher coordinates
// Robotics Club. Introduction to Robotics: owner teacher, editor jchen. Watercolor Basics: mlopez's draft.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** Sends and expects `status` with no table changed (tokens aside). */
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

const form = (overrides: object = {}) => ({
  name: 'Pottery for Beginners',
  description: '<p>Wheel and hand building.</p>',
  date: '2031-03-10',
  start_time: '15:00',
  end_time: '16:30',
  location: 'Art Room',
  action: 'publish',
  ...overrides,
});

async function courseRow(id: number) {
  const [row] = await t.database.db.select().from(courses).where(eq(courses.id, id));
  return row;
}

describe('POST /api/courses', () => {
  it('publishes for a create_course holder, who becomes creator and first owner', async () => {
    const response = await send(
      'POST',
      '/api/courses',
      'teacher',
      form({
        is_free: false,
        price: '12.50',
        max_quantity: 15,
        teacher_id: ids.user('jchen'),
        is_recurring: true,
        recurrence_type: 'weekly',
        recurrence_end_date: '2031-05-01',
        weekly_days: ['tuesday', 'friday'],
        description: '<p>Clay<script>alert(1)</script> and <strong>glaze</strong></p>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const course = envelope<Course>(response).data;
    expect(course).toMatchObject({
      name: 'Pottery for Beginners',
      status: 'published',
      price: 12.5,
      is_free: false,
      max_quantity: 15,
      teacher: { username: 'jchen' },
      weekly_days: ['tuesday', 'friday'],
      recurrence_type: 'weekly',
      organization_id: ids.organization('Riverside Academy'),
      enrolled_count: 0,
      abilities: { edit: true, manage: true },
    });
    expect(course.owners?.map((user) => user.username)).toEqual(['teacher']);
    const row = await courseRow(course.id);
    expect(row?.priceCents).toBe(1250);
    expect(row?.creatorId).toBe(ids.user('teacher'));
    expect(row?.description).not.toContain('script');
    expect(row?.description).toContain('<strong>glaze</strong>');
  });

  it("asks for approval (pending) when a user without create_course publishes; 'draft' saves a draft", async () => {
    const published = envelope<Course>(await send('POST', '/api/courses', 'coordinator', form())).data;
    expect(published.status).toBe('pending');
    const draft = envelope<Course>(
      await send('POST', '/api/courses', 'coordinator', form({ action: 'draft' })),
    );
    expect(draft.data.status).toBe('draft');
    const admin = envelope<Course>(await send('POST', '/api/courses', 'admin', form())).data;
    expect(admin.status).toBe('published');
  });

  it('lets a user without create_course leave the teacher empty only', async () => {
    const response = await refusedUnchanged(
      422,
      'POST',
      '/api/courses',
      'coordinator',
      form({ teacher_id: ids.user('teacher') }),
    );
    expect(envelope(response).errors).toEqual({
      teacher_id: ['Please select a valid teacher from the available options'],
    });
  });

  it('takes teachers from the options only (not admins, not users without create_course)', async () => {
    for (const username of ['admin', 'student']) {
      const response = await refusedUnchanged(
        422,
        'POST',
        '/api/courses',
        'teacher',
        form({ teacher_id: ids.user(username) }),
      );
      expect(envelope(response).errors?.teacher_id).toEqual([
        'Please select a valid teacher from the available options',
      ]);
    }
  });

  it('takes for a private course only groups the creator coordinates (admins any)', async () => {
    const science = ids.group('Grade 8 Science');
    const refused = await refusedUnchanged(
      422,
      'POST',
      '/api/courses',
      'teacher',
      form({ visibility: 'private', group_ids: [science] }),
    );
    expect(envelope(refused).errors).toEqual({ group_ids: ['You can only choose groups you coordinate'] });
    const made = await send(
      'POST',
      '/api/courses',
      'coordinator',
      form({ visibility: 'private', group_ids: [science] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(envelope<Course>(made).data.groups?.map((group) => group.name)).toEqual(['Grade 8 Science']);
    const admin = await send(
      'POST',
      '/api/courses',
      'admin',
      form({ visibility: 'private', group_ids: [science] }),
    );
    expect(admin.statusCode).toBe(201);
    await refusedUnchanged(
      422,
      'POST',
      '/api/courses',
      'admin',
      form({ visibility: 'private', group_ids: [999999] }),
    );
  });

  it("validates every field with the spec's messages and stores nothing", async () => {
    const response = await refusedUnchanged(
      422,
      'POST',
      '/api/courses',
      'teacher',
      form({ name: ' ', date: '', visibility: 'private', is_free: false }),
    );
    expect(envelope(response).errors).toMatchObject({
      name: ['Course name is required'],
      date: ['Course date is required for one-time courses'],
      group_ids: ['Please select at least one group for a private course'],
    });
    const script = await refusedUnchanged(
      422,
      'POST',
      '/api/courses',
      'teacher',
      form({ description: '<script>alert(1)</script>' }),
    );
    expect(envelope(script).errors).toEqual({ description: ['Course description is required'] });
    await refusedUnchanged(401, 'POST', '/api/courses', undefined, form());
  });
});

describe('PUT /api/courses/{id}', () => {
  it('lets an editor with create_course update, keeping the status; groups replaced', async () => {
    const id = ids.course('Introduction to Robotics');
    const response = await send(
      'PUT',
      `/api/courses/${id}`,
      'jchen',
      form({ name: 'Robotics 101', action: 'update', teacher_id: ids.user('teacher') }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Course>(response).data).toMatchObject({
      name: 'Robotics 101',
      status: 'published',
      teacher: { username: 'teacher' },
    });
    // Its enrollments stay.
    const kept = await t.database.db.select().from(enrollments).where(eq(enrollments.courseId, id));
    expect(kept.length).toBe(4);
  });

  it('sends a course back to pending when an owner without create_course publishes or updates it', async () => {
    const id = ids.course('Grade 8 Science Lab');
    const response = await send(
      'PUT',
      `/api/courses/${id}`,
      'coordinator',
      form({
        action: 'update',
        teacher_id: ids.user('teacher'),
        visibility: 'private',
        group_ids: [ids.group('Grade 8 Science')],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Course>(response).data.status).toBe('pending');
    const writing = ids.course('Creative Writing Circle');
    const pending = await send('PUT', `/api/courses/${writing}`, 'coordinator', form({ action: 'publish' }));
    expect(envelope<Course>(pending).data.status).toBe('pending');
  });

  it('lets a user without create_course keep the current teacher but not choose another', async () => {
    const id = ids.course('Grade 8 Science Lab');
    const body = { visibility: 'private', group_ids: [ids.group('Grade 8 Science')], action: 'update' };
    const response = await refusedUnchanged(
      422,
      'PUT',
      `/api/courses/${id}`,
      'coordinator',
      form({ ...body, teacher_id: ids.user('jchen') }),
    );
    expect(envelope(response).errors?.teacher_id).toEqual([
      'Please select a valid teacher from the available options',
    ]);
  });

  it("keeps groups already on the course but adds only the editor's own", async () => {
    const id = ids.course('Grade 8 Science Lab');
    const science = ids.group('Grade 8 Science');
    const kept = await send(
      'PUT',
      `/api/courses/${id}`,
      'teacher',
      form({
        visibility: 'private',
        group_ids: [science, ids.group('Robotics Club')],
        teacher_id: ids.user('teacher'),
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await refusedUnchanged(
      422,
      'PUT',
      `/api/courses/${id}`,
      'teacher',
      form({ visibility: 'private', group_ids: [science, ids.group('Hillcrest SAT Prep')] }),
    );
    expect(envelope(refused).errors?.group_ids).toEqual(['You can only choose groups you coordinate']);
    const groups = await t.database.db.select().from(courseGroups).where(eq(courseGroups.courseId, id));
    expect(groups.length).toBe(2);
  });

  it("refuses others: another owner's course (403), a hidden draft (404), students (403), guests (401)", async () => {
    const robotics = `/api/courses/${ids.course('Algebra Workshop')}`;
    await refusedUnchanged(403, 'PUT', robotics, 'mlopez', form());
    await refusedUnchanged(403, 'PUT', robotics, 'student', form());
    await refusedUnchanged(401, 'PUT', robotics, undefined, form());
    await refusedUnchanged(404, 'PUT', `/api/courses/${ids.course('Watercolor Basics')}`, 'teacher', form());
    await refusedUnchanged(404, 'PUT', '/api/courses/999999', 'admin', form());
  });
});

describe('DELETE /api/courses/{id}', () => {
  it('is for owners and admins; editors and others are refused and nothing changes', async () => {
    const url = `/api/courses/${ids.course('Introduction to Robotics')}`;
    await refusedUnchanged(403, 'DELETE', url, 'jchen');
    await refusedUnchanged(403, 'DELETE', url, 'student');
    await refusedUnchanged(401, 'DELETE', url);
    await refusedUnchanged(404, 'DELETE', `/api/courses/${ids.course('Watercolor Basics')}`, 'teacher');
  });

  it('deletes the course with its owners and enrollments', async () => {
    const id = ids.course('Summer Chess Camp');
    const response = await send('DELETE', `/api/courses/${id}`, 'jchen');
    expect(response.statusCode, response.body).toBe(200);
    expect(await courseRow(id)).toBeUndefined();
    expect(await t.database.db.select().from(enrollments).where(eq(enrollments.courseId, id))).toEqual([]);
    expect(await t.database.db.select().from(courseOwners).where(eq(courseOwners.courseId, id))).toEqual([]);
  });

  it("removes the course's photo files (the upload it claimed) and its session galleries' folder", async () => {
    const id = ids.course('Algebra Workshop');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();
    const { sizes } = envelope<PhotoUpload>(await upload('jchen', 'photo', png)).data;
    const photo = {
      main_photo_small: sizes.small,
      main_photo_large: sizes.large,
      main_photo_original: sizes.original,
    };
    const updated = await send(
      'PUT',
      `/api/courses/${id}`,
      'jchen',
      form({ ...photo, teacher_id: ids.user('jchen') }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const gallery = join(t.app.dataDir, 'uploads', 'courses', String(id), 'sessions', '1');
    await mkdir(gallery, { recursive: true });
    await writeFile(join(gallery, 'image-large.webp'), png);
    const response = await send('DELETE', `/api/courses/${id}`, 'jchen');
    expect(response.statusCode, response.body).toBe(200);
    for (const url of Object.values(sizes)) expect(existsSync(join(t.app.dataDir, url))).toBe(false);
    expect(existsSync(join(t.app.dataDir, 'uploads', 'courses', String(id)))).toBe(false);
  });
});

/** A multipart body with one file part. */
function multipart(field: string, bytes: Buffer, filename = 'photo.png') {
  const boundary = 'course-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(username: string | undefined, field: string, bytes: Buffer) {
  const body = multipart(field, bytes);
  const auth = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({
    method: 'POST',
    url: '/api/courses/upload-photo',
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
}

describe('POST /api/courses/upload-photo', () => {
  it('stores an image in three sizes for any signed-in user', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await upload('coordinator', 'photo', png);
    expect(response.statusCode, response.body).toBe(201);
    const { url, sizes } = envelope<PhotoUpload>(response).data;
    expect(url).toBe(sizes.large);
    expect(sizes.original).toMatch(/^\/uploads\/courses\/photos\/[0-9a-f]{32}-original\.png$/);
    const small = await sharp(await readFile(join(t.app.dataDir, sizes.small))).metadata();
    expect(small.width).toBeLessThanOrEqual(400);
  });

  it("refuses a non-image and an image of 5MB or more with the form's messages; guests 401", async () => {
    const text = await upload('student', 'photo', Buffer.from('hello, not an image'));
    expect(text.statusCode).toBe(422);
    expect(envelope(text).errors).toEqual({ photo: ['Please select an image file (JPEG, PNG, GIF, etc.)'] });
    const large = await upload('student', 'photo', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(large.statusCode).toBe(422);
    expect(envelope(large).errors).toEqual({ photo: ['Image file size must be less than 5MB'] });
    expect((await upload(undefined, 'photo', Buffer.from('x'))).statusCode).toBe(401);
  });
});
