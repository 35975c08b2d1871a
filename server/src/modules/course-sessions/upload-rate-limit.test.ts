import { imageUploadForm } from '@campus/sdk';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSessions, sessionImages } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// Session image uploads are counted per user under the image upload limit (decoding and resizing is the
// costliest work a request can ask for): here 2 requests, so the third is a 429 that stores nothing.

let server: TestServer;
let ids: FixtureIds;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: { imageUploads: { max: 2, timeWindow: 60_000 } } });
  ids = await loadFixtureIds(server.database);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function upload(user: string, path: string) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.loginAs(user)}` },
    body: imageUploadForm([{ file: new Blob([new Uint8Array(bytes)]), name: 'a.png' }]),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { message?: string },
  };
}

describe('the session image upload limit', () => {
  it('answers 429 with Retry-After past the limit, stores nothing more, and counts each user apart', async () => {
    const courseId = ids.course('Introduction to Robotics');
    const [session] = await server.database.db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
      .orderBy(asc(courseSessions.sessionDate))
      .limit(1);
    if (!session) throw new Error('Robotics has sessions');
    const gallery = `/api/courses/${courseId}/sessions/${session.id}/images`;
    expect((await upload('teacher', gallery)).status).toBe(201);
    expect((await upload('teacher', gallery)).status).toBe(201);
    const refused = await upload('teacher', gallery);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in /);
    const rows = await server.database.db
      .select()
      .from(sessionImages)
      .where(eq(sessionImages.courseSessionId, session.id));
    expect(rows).toHaveLength(2);
    expect((await upload('jchen', gallery)).status).toBe(201);
  });
});
