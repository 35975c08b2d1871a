import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Course,
  type EventImage,
  imageUploadForm,
  type PhotoUpload,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, events, uploads } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { httpCaller } from '../../testing/http.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';
import { claimCoursePhoto } from '../shared/upload-records.js';

// Issue 18, "Security 1": a course's photo fields used to take any /uploads/ path, and deleting the course
// deleted those files, so any signed-in user could delete anyone's uploads. Now a photo field names only an
// upload the same user made through an upload call (a row in `uploads`), claimed by one course; deleting an
// object removes only the files of the uploads it claimed. Over real HTTP on the demo data: Riverside Jazz
// Night is owner's event; student, teacher and admin upload and create courses of their own.

let server: TestServer;
let ids: FixtureIds;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  ids = await loadFixtureIds(server.database);
  for (const user of ['admin', 'owner', 'teacher', 'student', 'coordinator']) {
    tokens.set(user, await server.loginAs(user));
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const call = httpCaller(() => server.url, tokens);

/** The status a file's URL answers (the server serves the uploads folder at /uploads/). */
async function served(url: string): Promise<number> {
  const response = await fetch(`${server.url}${url}`);
  await response.arrayBuffer();
  return response.status;
}

let colour = 0;
/** A small PNG of a colour of its own, so that no two uploads are the same bytes. */
function png(): Promise<Buffer> {
  colour += 1;
  return sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: colour % 256, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
}

async function uploadPhoto(user: string, path = '/api/courses/upload-photo'): Promise<PhotoUpload['sizes']> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await png())]), 'photo.png');
  const answer = await call<PhotoUpload>('POST', path, user, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.sizes;
}

/** The event gallery of Riverside Jazz Night gets one image from its owner; answers its three URLs. */
async function jazzGalleryImage(): Promise<{ small: string; large: string; original: string }> {
  const jazz = ids.event('Riverside Jazz Night');
  const form = imageUploadForm([{ file: new Blob([new Uint8Array(await png())]), name: 'stage.png' }]);
  const answer = await call<EventImage[]>('POST', `/api/events/${jazz}/images`, 'owner', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [image] = answer.body.data;
  if (!image?.image_url) throw new Error('no image stored');
  return { small: image.image_url_small, large: image.image_url_large, original: image.image_url };
}

const form = (photo: { small: string; large: string; original: string } | null, overrides: object = {}) => ({
  name: 'Photo Course',
  description: '<p>A course with a photo.</p>',
  date: '2031-03-10',
  start_time: '15:00',
  end_time: '16:30',
  location: 'Art Room',
  action: 'draft',
  main_photo_small: photo?.small ?? null,
  main_photo_large: photo?.large ?? null,
  main_photo_original: photo?.original ?? null,
  ...overrides,
});

async function uploadRow(largeUrl: string) {
  const [row] = await server.database.db.select().from(uploads).where(eq(uploads.largeUrl, largeUrl));
  return row;
}

async function courseRow(id: number) {
  const [row] = await server.database.db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** Sends and expects a 422 on main_photo_large with `message`, and no table changed (tokens aside). */
async function refused(method: string, path: string, user: string, body: object, message: string) {
  const before = await digestDatabase(server.database);
  const answer = await call(method, path, user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors).toEqual({ main_photo_large: [message] });
  const changed = changedTables(before, await digestDatabase(server.database));
  expect(changed.filter((table) => table !== 'api_tokens')).toEqual([]);
}

const urls = (photo: { small: string; large: string; original: string }) => [
  photo.small,
  photo.large,
  photo.original,
];

describe("a course's photo fields take only the actor's own upload", () => {
  it("the issue's exploit: a student's course naming an event gallery's files is refused, the files stay", async () => {
    const gallery = await jazzGalleryImage();
    await refused('POST', '/api/courses', 'student', form(gallery), VALIDATION_MESSAGES.coursePhotoNotYours);
    for (const url of urls(gallery)) expect(await served(url), url).toBe(200);
    const listed = await call<EventImage[]>(
      'GET',
      `/api/events/${ids.event('Riverside Jazz Night')}/images`,
      'owner',
    );
    expect(listed.body.data.map((image) => image.image_url_large)).toContain(gallery.large);
  });

  it('a course claims its owner upload; deleting it removes those files and leaves every other file', async () => {
    const gallery = await jazzGalleryImage();
    const others = await uploadPhoto('teacher');
    const own = await uploadPhoto('student');
    expect(await uploadRow(own.large)).toMatchObject({
      ownerId: ids.user('student'),
      purpose: 'course_photo',
      courseId: null,
      claimedAt: null,
    });
    const created = await call<Course>('POST', '/api/courses', 'student', form(own));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.main_photo_large).toBe(own.large);
    expect(await uploadRow(own.large)).toMatchObject({ courseId: id, claimedAt: expect.any(String) });

    const deleted = await call('DELETE', `/api/courses/${id}`, 'student');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const url of urls(own)) expect(await served(url), url).toBe(404);
    expect(await uploadRow(own.large)).toBeUndefined();
    for (const url of [...urls(gallery), ...urls(others)]) expect(await served(url), url).toBe(200);
  });

  it('deleting a course removes no file its photo columns merely name (a row from before the fix)', async () => {
    const gallery = await jazzGalleryImage();
    const created = await call<Course>('POST', '/api/courses', 'student', form(null));
    const id = created.body.data.id;
    await server.database.db
      .update(courses)
      .set({
        mainPhotoSmall: gallery.small,
        mainPhotoLarge: gallery.large,
        mainPhotoOriginal: gallery.original,
      })
      .where(eq(courses.id, id));
    expect((await call('DELETE', `/api/courses/${id}`, 'student')).status).toBe(200);
    for (const url of urls(gallery)) expect(await served(url), url).toBe(200);
  });

  it("refuses another user's upload, for anyone (admins too), and an upload made for an event", async () => {
    const teachers = await uploadPhoto('teacher');
    for (const user of ['student', 'admin']) {
      await refused('POST', '/api/courses', user, form(teachers), VALIDATION_MESSAGES.coursePhotoNotYours);
    }
    const eventPhoto = await uploadPhoto('teacher', '/api/events/upload-photo');
    expect(await uploadRow(eventPhoto.large)).toMatchObject({ purpose: 'event_photo' });
    await refused(
      'POST',
      '/api/courses',
      'teacher',
      form(eventPhoto),
      VALIDATION_MESSAGES.coursePhotoNotYours,
    );
    // The sizes of one upload only: another upload's small size with this one's large is no upload.
    const mine = await uploadPhoto('teacher');
    await refused(
      'POST',
      '/api/courses',
      'teacher',
      form({ ...mine, small: teachers.small }),
      VALIDATION_MESSAGES.coursePhotoNotYours,
    );
    // Sizes sent apart (one field only) are refused by the form's own rule.
    const single = await call('POST', '/api/courses', 'teacher', {
      ...form(null),
      main_photo_large: mine.large,
    });
    expect(single.status).toBe(422);
    expect(single.body.errors?.main_photo_large).toEqual([VALIDATION_MESSAGES.coursePhotoInvalid]);
  });

  it('refuses for course B an upload course A claimed; A keeps it on update', async () => {
    const photo = await uploadPhoto('student');
    const a = await call<Course>('POST', '/api/courses', 'student', form(photo, { name: 'Course A' }));
    expect(a.status).toBe(201);
    await refused('POST', '/api/courses', 'student', form(photo), VALIDATION_MESSAGES.coursePhotoInUse);
    const b = await call<Course>('POST', '/api/courses', 'student', form(null, { name: 'Course B' }));
    await refused(
      'PUT',
      `/api/courses/${b.body.data.id}`,
      'student',
      form(photo),
      VALIDATION_MESSAGES.coursePhotoInUse,
    );
    const kept = await call<Course>(
      'PUT',
      `/api/courses/${a.body.data.id}`,
      'student',
      form(photo, { name: 'A2' }),
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await uploadRow(photo.large)).toMatchObject({ courseId: a.body.data.id });
    for (const url of urls(photo)) expect(await served(url), url).toBe(200);
  });

  it("replacing or removing the photo removes the old upload's files and row", async () => {
    const first = await uploadPhoto('student');
    const second = await uploadPhoto('student');
    const created = await call<Course>('POST', '/api/courses', 'student', form(first));
    const id = created.body.data.id;
    const replaced = await call<Course>('PUT', `/api/courses/${id}`, 'student', form(second));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.main_photo_large).toBe(second.large);
    for (const url of urls(first)) expect(await served(url), url).toBe(404);
    expect(await uploadRow(first.large)).toBeUndefined();
    expect(await uploadRow(second.large)).toMatchObject({ courseId: id });

    const removed = await call<Course>('PUT', `/api/courses/${id}`, 'student', form(null));
    expect(removed.status).toBe(200);
    expect(removed.body.data.main_photo_large).toBeNull();
    for (const url of urls(second)) expect(await served(url), url).toBe(404);
    expect(await uploadRow(second.large)).toBeUndefined();
  });

  it("an admin editing someone's course keeps its photo, and may set only an upload of the admin's own", async () => {
    const photo = await uploadPhoto('student');
    const created = await call<Course>('POST', '/api/courses', 'student', form(photo));
    const id = created.body.data.id;
    const kept = await call<Course>('PUT', `/api/courses/${id}`, 'admin', form(photo, { name: 'Renamed' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const studentsOther = await uploadPhoto('student');
    await refused(
      'PUT',
      `/api/courses/${id}`,
      'admin',
      form(studentsOther),
      VALIDATION_MESSAGES.coursePhotoNotYours,
    );
    const admins = await uploadPhoto('admin');
    const replaced = await call<Course>('PUT', `/api/courses/${id}`, 'admin', form(admins));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await uploadRow(admins.large)).toMatchObject({ courseId: id, ownerId: ids.user('admin') });
  });

  it('keeps a photo stored before upload records existed (no row) when the form sends it unchanged', async () => {
    const created = await call<Course>('POST', '/api/courses', 'student', form(null));
    const id = created.body.data.id;
    const legacy = {
      small: '/uploads/courses/photos/legacy-small.webp',
      large: '/uploads/courses/photos/legacy-large.webp',
      original: '/uploads/courses/photos/legacy-original.jpg',
    };
    await server.database.db
      .update(courses)
      .set({ mainPhotoSmall: legacy.small, mainPhotoLarge: legacy.large, mainPhotoOriginal: legacy.original })
      .where(eq(courses.id, id));
    const kept = await call<Course>('PUT', `/api/courses/${id}`, 'student', form(legacy, { name: 'Kept' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await courseRow(id))?.mainPhotoLarge).toBe(legacy.large);
  });

  it('two courses claiming one upload at once: exactly one wins', async () => {
    const photo = await uploadPhoto('student');
    const answers = await Promise.all(
      ['Race 1', 'Race 2'].map((name) =>
        call<Course>('POST', '/api/courses', 'student', form(photo, { name })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const holders = await server.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.mainPhotoLarge, photo.large));
    expect(holders).toHaveLength(1);
    expect(await uploadRow(photo.large)).toMatchObject({ courseId: holders[0]?.id });
  });

  it('the claim locks the upload: a second transaction waits for the first, then finds it claimed', async () => {
    const photo = await uploadPhoto('student');
    const student = ids.user('student');
    const [a, b] = await Promise.all(
      ['Lock A', 'Lock B'].map(
        async (name) =>
          (await call<Course>('POST', '/api/courses', 'student', form(null, { name }))).body.data.id,
      ),
    );
    if (a === undefined || b === undefined) throw new Error('courses not made');
    const db = server.database.db;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimedByA: () => void = () => {};
    const aClaimed = new Promise<void>((resolve) => {
      claimedByA = resolve;
    });
    const first = db.transaction(async (tx) => {
      const won = await claimCoursePhoto(tx, student, a, photo);
      claimedByA();
      await gate;
      return won;
    });
    await aClaimed;
    // B starts while A holds the row (on PostgreSQL its UPDATE waits on the row lock; PGlite runs one
    // transaction at a time): when A commits, B re-reads the row and finds it claimed.
    const second = db.transaction((tx) => claimCoursePhoto(tx, student, b, photo));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect([await first, await second]).toEqual([true, false]);
    expect(await uploadRow(photo.large)).toMatchObject({ courseId: a });
  });
});

describe('upload calls record their uploads', () => {
  it('records the caller as owner; a refused upload writes neither row nor files', async () => {
    const photo = await uploadPhoto('teacher', '/api/events/upload-photo');
    expect(await uploadRow(photo.large)).toMatchObject({
      ownerId: ids.user('teacher'),
      purpose: 'event_photo',
      smallUrl: photo.small,
      originalUrl: photo.original,
    });
    const before = await digestDatabase(server.database);
    const textForm = new FormData();
    textForm.append('photo', new Blob(['not an image']), 'photo.png');
    for (const path of ['/api/courses/upload-photo', '/api/events/upload-photo']) {
      expect((await call('POST', path, 'teacher', textForm)).status).toBe(422);
    }
    expect(
      changedTables(before, await digestDatabase(server.database)).filter((t) => t !== 'api_tokens'),
    ).toEqual([]);
  });
});

describe('deleting an event', () => {
  it('removes its own gallery and claimed uploads, never files its photo columns merely name', async () => {
    const course = await uploadPhoto('coordinator');
    const jazz = ids.event('Riverside Jazz Night');
    const gallery = await jazzGalleryImage();
    await server.database.db
      .update(events)
      .set({ mainPhotoSmall: course.small, mainPhotoLarge: course.large, mainPhotoOriginal: course.original })
      .where(eq(events.id, jazz));
    // An upload the event claimed (no call claims one for events yet; the record is what counts).
    const claimed = await uploadPhoto('teacher', '/api/events/upload-photo');
    await server.database.db
      .update(uploads)
      .set({ eventId: jazz, claimedAt: new Date().toISOString() })
      .where(eq(uploads.largeUrl, claimed.large));
    const deleted = await call('DELETE', `/api/events/${jazz}`, 'owner');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const url of urls(course)) expect(await served(url), url).toBe(200);
    for (const url of [...urls(gallery), ...urls(claimed)]) expect(await served(url), url).toBe(404);
    expect(await uploadRow(claimed.large)).toBeUndefined();
    expect(existsSync(join(server.app.dataDir, 'uploads', 'events', String(jazz)))).toBe(false);
  });
});
