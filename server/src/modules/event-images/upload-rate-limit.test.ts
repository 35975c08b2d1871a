import { imageUploadForm } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventImages } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';

// Image uploads are counted per user (decoding and resizing is the costliest work a request can ask for):
// here the limit is 2 requests, so the third is a 429 that stores nothing, and another user still uploads.

let server: TestServer;
let ids: FixtureIds;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: { imageUploads: { max: 2, timeWindow: 60_000 } } });
  ids = await loadFixtureIds(server.database);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function upload(user: string, path: string, field: 'gallery' | 'photo') {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  const file = new Blob([new Uint8Array(bytes)]);
  const body =
    field === 'gallery'
      ? imageUploadForm([{ file, name: 'a.jpg' }])
      : (() => {
          const form = new FormData();
          form.append('photo', file, 'a.jpg');
          return form;
        })();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.loginAs(user)}` },
    body,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { message?: string },
  };
}

describe('the image upload limit', () => {
  it('answers 429 with Retry-After past the limit, stores nothing more, and counts each user apart', async () => {
    const eventId = ids.event('Spring Science Fair');
    const gallery = `/api/events/${eventId}/images`;
    expect((await upload('admin', gallery, 'gallery')).status).toBe(201);
    expect((await upload('admin', '/api/events/upload-photo', 'photo')).status).toBeLessThan(300);
    const refused = await upload('admin', gallery, 'gallery');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).not.toBeNull();
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in /);
    const rows = await server.database.db.select().from(eventImages).where(eq(eventImages.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect((await upload('teacher', '/api/events/upload-photo', 'photo')).status).toBeLessThan(300);
  });
});
