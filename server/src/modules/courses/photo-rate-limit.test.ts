import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The course photo upload is counted per user with the image upload limit (here 2 requests a minute).

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { imageUploads: { max: 2, timeWindow: 60_000 } } });
});
afterAll(() => t?.close());

async function upload(username: string) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  const boundary = 'limit-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/courses/upload-photo',
    headers: {
      ...bearer(await t.loginAs(username)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('the course photo upload limit', () => {
  it('answers 429 with Retry-After past the limit and counts each user apart', async () => {
    expect((await upload('student')).statusCode).toBe(201);
    expect((await upload('student')).statusCode).toBe(201);
    const refused = await upload('student');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in /);
    expect((await upload('parent')).statusCode).toBe(201);
  });
});
