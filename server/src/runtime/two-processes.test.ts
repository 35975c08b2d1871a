import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { imageUploadForm } from '@campus/sdk';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampusProcess,
  createScratchDatabase,
  type ScratchDatabase,
  startCampusProcess,
} from '../testing/campus-processes.js';
import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from '../testing/s3-server.js';

// Two real server processes (server/src/main.ts) on one PostgreSQL database, one Redis and one S3-protocol
// server, configured by the environment alone, as behind a balancer: what one process changes, the other
// shows; limits count once; an image stored through one is served and deleted through the other; SIGTERM
// drains. The guest page cache is given a minute of life, so only the change feed can explain a list that
// follows a write within a second.

const serverUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: ScratchDatabase;
let s3: TestS3Server;
let a: CampusProcess;
let b: CampusProcess;
const dataDirs: string[] = [];
const redisPrefix = `campus-test:${randomBytes(4).toString('hex')}:`;

async function start(): Promise<CampusProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-process-'));
  dataDirs.push(dataDir);
  const bucket = await s3Bucket;
  return startCampusProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    S3_BUCKET: bucket.bucket,
    AWS_REGION: bucket.region,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    ...S3RVER_CREDENTIALS,
    GUEST_PAGE_CACHE_TTL_MS: '60000',
  });
}
let s3Bucket: ReturnType<TestS3Server['bucket']>;

async function json<T>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}

async function loginOn(
  process: CampusProcess,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Response> {
  return fetch(`${process.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

async function tokenOn(process: CampusProcess, username: string): Promise<string> {
  const { status, body } = await json<{ data: { token: string } }>(await loginOn(process, username));
  expect(status).toBe(200);
  return body.data.token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls until `check` holds; answers how long it took. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - start;
}

describe.runIf(serverUrl)('two server processes on one PostgreSQL, Redis and S3 server', () => {
  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl ?? '');
    s3 = await startTestS3Server();
    s3Bucket = s3.bucket();
    // One after the other: the first migrates and seeds (the tests of the startup lock start ten at once).
    a = await start();
    b = await start();
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await s3?.close();
    await database?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('both are healthy, and hear each other through LISTEN/NOTIFY', async () => {
    for (const process of [a, b]) {
      const { status, body } = await json(await fetch(`${process.url}/api/health`));
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'success',
        data: { database: 'ok', migrations: 'current', changes: 'listening' },
      });
    }
  });

  it("an event created through A is in a guest's list on B within one second", async () => {
    const title = `Across processes ${randomBytes(3).toString('hex')}`;
    const guestList = async () => {
      const { body } = await json<{ data: { data: { title: string }[] } }>(
        await fetch(`${b.url}/api/events?per_page=50`),
      );
      return body.data.data.map((event) => event.title);
    };
    // B keeps the page (a minute, here) ...
    expect(await guestList()).not.toContain(title);
    expect(await guestList()).not.toContain(title);

    const admin = await tokenOn(a, 'admin');
    const created = await fetch(`${a.url}/api/events`, {
      method: 'POST',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        description: '<p>Made on A</p>',
        // Two days ahead: near the top of the upcoming list, whatever the time zone.
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        event_start_time: '10:00',
        event_end_time: '12:00',
        location: 'Gym',
        status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    // ... until A's write reaches it.
    const took = await within(1_000, async () => (await guestList()).includes(title));
    expect(took).toBeLessThan(1_000);
  });

  it('a logout through A ends the token on B at once (the actor cache follows)', async () => {
    const token = await tokenOn(a, 'teacher');
    const onB = async () => (await fetch(`${b.url}/api/user`, { headers: auth(token) })).status;
    expect(await onB()).toBe(200);
    expect(await onB()).toBe(200);
    expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: auth(token) })).status).toBe(200);
    // The actor cache keeps an entry 10 s; the notification drops it.
    await within(1_000, async () => (await onB()) === 401);
  });

  it('an image uploaded through A is served by B and deleted through B', async () => {
    const admin = await tokenOn(a, 'admin');
    const events = await json<{ data: { data: { id: number }[] } }>(await fetch(`${a.url}/api/events`));
    const eventId = events.body.data.data[0]?.id;
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const form = imageUploadForm([{ file: new Blob([new Uint8Array(bytes)]), name: 'a.jpg' }]);
    const uploaded = await json<{ data: { id: number; image_url: string; image_url_small: string }[] }>(
      await fetch(`${a.url}/api/events/${eventId}/images`, {
        method: 'POST',
        headers: auth(admin),
        body: form,
      }),
    );
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.data.at(-1);
    if (!image) throw new Error('no image answered');

    const served = await fetch(`${b.url}${image.image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    // Nothing went to either data folder.
    for (const dir of dataDirs) {
      const uploads = await readdir(join(dir, 'uploads'), { recursive: true }).catch(() => []);
      expect(uploads.filter((entry) => /\.(jpg|webp)$/.test(String(entry)))).toEqual([]);
    }

    const bAdmin = await tokenOn(b, 'admin');
    const deleted = await fetch(`${b.url}/api/events/${eventId}/images/${image.id}`, {
      method: 'DELETE',
      headers: auth(bAdmin),
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.url}${image.image_url}`)).status).toBe(404);
    expect((await fetch(`${a.url}${image.image_url_small}`)).status).toBe(404);
  });

  it('a login spray over both is limited exactly as on one: 10 tries, then 429 on either', async () => {
    const seen: number[] = [];
    for (let index = 0; index < 14; index += 1) {
      seen.push((await loginOn(index % 2 === 0 ? a : b, 'student', 'wrong-password')).status);
    }
    expect(seen).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    // The right password too, on both, until the window ends.
    expect((await loginOn(a, 'student')).status).toBe(429);
    expect((await loginOn(b, 'student')).status).toBe(429);
  });

  it('SIGTERM: A stops taking connections, answers the request in flight, and exits 0; B goes on', async () => {
    // A login whose body is only half sent when the signal comes: in flight for as long as we like.
    const body = JSON.stringify({ username: 'parent', password: 'wrong-password' });
    const port = Number(new URL(a.url).port);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exit = a.stop(30_000);
    // The listening socket closes: a new connection is refused (a balancer sends it to B).
    await within(5_000, async () => {
      try {
        await fetch(`${a.url}/api/health`, { signal: AbortSignal.timeout(1_000) });
        return false;
      } catch {
        return true;
      }
    });
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exit).toBe(0);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
  });
});
