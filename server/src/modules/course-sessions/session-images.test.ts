import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_MESSAGES, imageUploadForm, type SessionImage } from '@campus/sdk';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, sessionImages } from '../../db/schema.js';
import { uploadsRoot } from '../../storage/image-store.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { httpCaller } from '../../testing/http.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// The gallery of a course session over real HTTP (multipart built with FormData and Blob as a browser sends
// it), on Introduction to Robotics (staff teacher and jchen; student enrolled, parent student's parent,
// noah.smith requested).

let server: TestServer;
let ids: FixtureIds;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  ids = await loadFixtureIds(server.database);
  for (const user of ['teacher', 'jchen', 'student', 'parent', 'noah.smith', 'mlopez']) {
    tokens.set(user, await server.loginAs(user));
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const call = httpCaller(() => server.url, tokens);

const robotics = () => ids.course('Introduction to Robotics');

async function sessionOf(course: string, index: number): Promise<number> {
  const rows = await server.database.db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, ids.course(course)))
    .orderBy(asc(courseSessions.sessionDate));
  const row = rows[index];
  if (!row) throw new Error(`${course} has no session #${index}`);
  return row.id;
}

const gallery = (sessionId: number, courseId = robotics()) =>
  `/api/courses/${courseId}/sessions/${sessionId}/images`;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#33aa5580' } })
    .png()
    .toBuffer();
}

function form(files: Array<{ bytes: Buffer; name: string; caption?: string }>): FormData {
  return imageUploadForm(
    files.map(({ bytes, name, caption }) => ({ file: new Blob([new Uint8Array(bytes)]), name, caption })),
  );
}

/** Files stored for the session (its uploads folder), sorted. */
async function filesOf(sessionId: number): Promise<string[]> {
  const dir = join(
    uploadsRoot(server.app.dataDir),
    'courses',
    String(robotics()),
    'sessions',
    String(sessionId),
  );
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

async function imageRows(sessionId: number) {
  return server.database.db
    .select()
    .from(sessionImages)
    .where(eq(sessionImages.courseSessionId, sessionId))
    .orderBy(asc(sessionImages.displayOrder), asc(sessionImages.id));
}

function fileOf(url: string | undefined): string {
  if (!url) throw new Error('a URL expected');
  return join(uploadsRoot(server.app.dataDir), url.replace(/^\/uploads\//, ''));
}

describe('session images', () => {
  it('stores the original and WebP copies for the teacher, in order, under the session folder', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 0);
    const response = await call<SessionImage[]>(
      'POST',
      gallery(sessionId),
      'teacher',
      form([
        { bytes: await png(800, 400), name: 'build.png', caption: ' Building ' },
        { bytes: await png(50, 50), name: 'tiny.png' },
      ]),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [first, second] = response.body.data;
    if (!first || !second) throw new Error('two images expected');
    expect(first).toMatchObject({ caption: 'Building', display_order: 0 });
    expect(second).toMatchObject({ caption: null, display_order: 1 });
    expect(first.image_url).toMatch(
      new RegExp(`^/uploads/courses/${robotics()}/sessions/${sessionId}/[0-9a-f]{32}-original\\.png$`),
    );
    const small = await sharp(await readFile(fileOf(first.image_url_small))).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 400, 200]);
    expect(await filesOf(sessionId)).toHaveLength(6);

    // Readers of the sessions see them in order; a requested student does not.
    for (const user of ['student', 'parent', 'jchen']) {
      const list = await call<SessionImage[]>('GET', gallery(sessionId), user);
      expect(list.status, user).toBe(200);
      expect(list.body.data.map((image) => image.id)).toEqual([first.id, second.id]);
    }
    expect((await call('GET', gallery(sessionId), 'noah.smith')).status).toBe(403);
    expect((await call('GET', gallery(sessionId))).status).toBe(401);
  });

  it('refuses a renamed non-image with 422 and stores nothing, not even the good image beside it', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 1);
    const response = await call(
      'POST',
      gallery(sessionId),
      'jchen',
      form([
        { bytes: await png(40, 40), name: 'ok.png' },
        { bytes: Buffer.from('definitely not a picture'), name: 'photo.png' },
      ]),
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(IMAGE_MESSAGES.notImage);
    expect(response.body.errors?.images).toEqual([IMAGE_MESSAGES.notImage]);
    expect(await imageRows(sessionId)).toEqual([]);
    expect(await filesOf(sessionId)).toEqual([]);
  });

  it('refuses uploads by a student, a parent and another course staff (403), nothing stored', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 2);
    for (const user of ['student', 'parent', 'mlopez']) {
      const response = await call(
        'POST',
        gallery(sessionId),
        user,
        form([{ bytes: await png(20, 20), name: 'a.png' }]),
      );
      expect(response.status, user).toBe(403);
    }
    expect(await imageRows(sessionId)).toEqual([]);
    expect(await filesOf(sessionId)).toEqual([]);
  });

  it('captions, reorders (this session only) and deletes with the files', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 0);
    const [first, second] = await imageRows(sessionId);
    if (!first || !second) throw new Error('the first test stored two images');

    const captioned = await call<SessionImage>('PUT', `${gallery(sessionId)}/${second.id}`, 'jchen', {
      caption: 'Tiny',
    });
    expect(captioned.status).toBe(200);
    expect(captioned.body.data.caption).toBe('Tiny');
    expect(
      (await call('PUT', `${gallery(sessionId)}/${second.id}`, 'student', { caption: 'x' })).status,
    ).toBe(403);

    const reordered = await call<SessionImage[]>('PUT', `${gallery(sessionId)}/reorder`, 'teacher', {
      image_order: [
        { id: first.id, display_order: 1 },
        { id: second.id, display_order: 0 },
      ],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((image) => image.id)).toEqual([second.id, first.id]);

    // An image of another session of the course refuses the whole list.
    const otherSession = await sessionOf('Introduction to Robotics', 3);
    const [stray] = await server.database.db
      .insert(sessionImages)
      .values({ courseSessionId: otherSession, imageUrl: '/o', imageUrlSmall: '/s', imageUrlLarge: '/l' })
      .returning();
    if (!stray) throw new Error('no row');
    const mixed = await call('PUT', `${gallery(sessionId)}/reorder`, 'teacher', {
      image_order: [
        { id: first.id, display_order: 5 },
        { id: stray.id, display_order: 6 },
      ],
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors?.image_order).toEqual(['Every image must belong to this session']);
    expect((await imageRows(sessionId)).map((row) => row.displayOrder)).toEqual([0, 1]);
    // ... and is a 404 when addressed under this session.
    expect((await call('DELETE', `${gallery(sessionId)}/${stray.id}`, 'teacher')).status).toBe(404);

    const removed = await call('DELETE', `${gallery(sessionId)}/${first.id}`, 'teacher');
    expect(removed.status).toBe(200);
    expect((await imageRows(sessionId)).map((row) => row.id)).toEqual([second.id]);
    expect(existsSync(fileOf(first.imageUrl))).toBe(false);
    expect(existsSync(fileOf(first.imageUrlLarge))).toBe(false);
    expect(await filesOf(sessionId)).toHaveLength(3);
  });

  it('removes the gallery files with the session', async () => {
    const sessionId = await sessionOf('Introduction to Robotics', 0);
    expect(await filesOf(sessionId)).toHaveLength(3);
    const response = await call('DELETE', `/api/courses/${robotics()}/sessions/${sessionId}`, 'teacher');
    expect(response.status).toBe(200);
    expect(await imageRows(sessionId)).toEqual([]);
    expect(await filesOf(sessionId)).toEqual([]);
  });
});
