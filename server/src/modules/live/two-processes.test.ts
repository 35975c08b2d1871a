import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampusProcess,
  createScratchDatabase,
  type ScratchDatabase,
  startCampusProcess,
} from '../../testing/campus-processes.js';
import { openTestStream, type TestLiveStream } from '../../testing/live-stream.js';

// Live updates across processes: two real server processes (server/src/main.ts) on one PostgreSQL database.
// A change made through A reaches a stream held by B within a second: over LISTEN/NOTIFY, then (two more
// processes) over Redis pub/sub with REDIS_URL set.

const serverUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: ScratchDatabase;
const processes: CampusProcess[] = [];
const streams: TestLiveStream[] = [];
const dataDirs: string[] = [];
const redisPrefix = `campus-test:${randomBytes(4).toString('hex')}:`;

async function start(env: Record<string, string> = {}): Promise<CampusProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-live-'));
  dataDirs.push(dataDir);
  const started = await startCampusProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env });
  processes.push(started);
  return started;
}

async function tokenOn(process: CampusProcess, username: string): Promise<string> {
  return (await signIn(process, username)).token;
}

async function signIn(process: CampusProcess, username: string): Promise<{ token: string; id: number }> {
  const response = await fetch(`${process.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; user: { id: number } } };
  return { token: data.token, id: data.user.id };
}

async function post(process: CampusProcess, token: string, path: string, body: object) {
  const response = await fetch(`${process.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { id: number } } };
}

async function idOf(process: CampusProcess, token: string, path: string, name: string): Promise<number> {
  const response = await fetch(`${process.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    data: { data: Array<{ id: number; title?: string; name?: string }> };
  };
  const found = body.data.data.find((item) => item.title === name || item.name === name);
  if (!found) throw new Error(`${name} not listed`);
  return found.id;
}

/** A message through `a` reaches the recipient's stream on `b`; and an RSVP through `a`, a watcher on `b`. */
async function crossProcessChecks(a: CampusProcess, b: CampusProcess, rsvpBy: string): Promise<void> {
  const { token: student, id: studentId } = await signIn(a, 'student');
  const teacher = await tokenOn(a, 'teacher');
  const rsvper = await tokenOn(b, rsvpBy);
  const cleanup = await idOf(a, teacher, '/events?per_page=50', 'Community Cleanup Day');

  const inbox = openTestStream(`${b.url}/api`, student);
  const watcher = openTestStream(`${b.url}/api`, teacher, { watch: [`event:${cleanup}`] });
  streams.push(inbox, watcher);
  await Promise.all([inbox.opened, watcher.opened]);
  const before = await inbox.next('unread');

  const sent = await post(a, teacher, '/messages/direct', {
    subject: 'Across',
    content: '<p>From A</p>',
    to_user_id: studentId,
  });
  expect(sent.status).toBe(201);
  const sentAt = Date.now();
  await inbox.next('unread', (event) => event.count === before.count + 1, 1_000);
  const messageLatency = Date.now() - sentAt;

  const rsvp = await post(a, rsvper, `/events/${cleanup}/rsvp`, { response: 'yes', quantity: 1 });
  expect(rsvp.status).toBe(201);
  const rsvpAt = Date.now();
  const seats = await watcher.next('seats', () => true, 1_000);
  expect(seats).toMatchObject({ target: 'event', id: cleanup });
  expect(Date.now() - rsvpAt).toBeLessThan(1_000);
  expect(messageLatency).toBeLessThan(1_000);
}

describe.runIf(serverUrl)('live updates across processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl ?? '');
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const running of processes) await running.stop();
    await database?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('over LISTEN/NOTIFY: a change through A reaches a stream on B within a second', async () => {
    // One after the other: the first migrates and seeds.
    const a = await start();
    const b = await start();
    await crossProcessChecks(a, b, 'coordinator');
  }, 240_000);

  it('over Redis pub/sub (REDIS_URL): a change through A reaches a stream on B within a second', async () => {
    const redis = { REDIS_URL, REDIS_PREFIX: redisPrefix };
    const a = await start(redis);
    const b = await start(redis);
    await crossProcessChecks(a, b, 'owner');
  }, 240_000);
});
