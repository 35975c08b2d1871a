import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { USER_ANSWER_ROUTES } from '../caching/user-answer-routes.js';
import { changesDelivered } from '../testing/changes-delivered.js';
import { countQueries } from '../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { bearer } from '../testing/http.js';
import { listApiRoutes } from '../testing/route-list.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// The user answer cache (caching/user-answer-cache.ts) on, as in production, in `t` with a clock the tests
// move; `plain` is the same app on the same database with it off, the reference for every answer.

const TTL = 1_000;
let elapsed = 0;
let t: TestApp;
let plain: FastifyInstance;
let plainDir: string;
let ids: FixtureIds;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp({ userAnswerCache: { ttlMs: TTL, elapsed: () => elapsed } });
  plainDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
  plain = await buildApp({
    database: t.database,
    dataDir: plainDir,
    userAnswerCache: false,
    guestPageCache: false,
  });
  ids = await loadFixtureIds(t.database);
  for (const username of ['student', 'teacher', 'parent']) tokens.set(username, await t.loginAs(username));
});
beforeEach(async () => {
  await changesDelivered(t.app);
  cache().clear();
});
afterAll(async () => {
  await plain?.close();
  await rm(plainDir, { recursive: true, force: true });
  await t?.close();
});

function cache() {
  const found = t.app.userAnswerCache;
  if (!found) throw new Error('the cache is off');
  return found;
}

function token(username: string): string {
  const found = tokens.get(username);
  if (!found) throw new Error(`no token for ${username}`);
  return found;
}

function get(url: string, as: string, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token(as)), ...headers } });
}

function demoUrl(route: string): string {
  const monday = '2026-11-30';
  return route
    .replace('/api/calendar', `/api/calendar?from=${monday}&to=2026-12-06`)
    .replace('/api/events/:id', `/api/events/${ids.event('Riverside Jazz Night')}`)
    .replace('/api/courses/:id', `/api/courses/${ids.course('Introduction to Robotics')}`)
    .replace('/api/groups/:id', `/api/groups/${ids.group('Grade 8 Science')}`);
}

describe('every cached route', () => {
  it('is a read the app has, answers as without the cache, writes nothing, and runs no statement the second time', async () => {
    const reads = listApiRoutes(t.app)
      .filter((route) => route.method === 'GET')
      .map((route) => route.url);
    for (const route of USER_ANSWER_ROUTES) {
      const url = demoUrl(route);
      expect(reads, `${route} is not a read`).toContain(route);
      const reference = await get(url, 'student', {}, plain);
      const first = await countQueries(t.database, () => get(url, 'student'));
      expect(first.result.statusCode, `${url}: ${first.result.body}`).toBe(reference.statusCode);
      expect(first.result.body, url).toBe(reference.body);
      const writes = first.queries.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));
      expect(writes, url).toEqual([]);
      if (reference.statusCode !== 200) continue;
      const second = await countQueries(t.database, () => get(url, 'student'));
      expect(second.result.body, url).toBe(reference.body);
      expect(second.count, `${url}: ${second.queries.join('\n')}`).toBe(0);
      expect(second.result.headers['cache-control']).toBe('private, no-cache');
      expect(second.result.headers.etag).toBe(first.result.headers.etag);
    }
  });
});

describe('the answers of one user', () => {
  it('are never served to another user, nor to a guest', async () => {
    const mine = await get('/api/user', 'student');
    const theirs = await get('/api/user', 'teacher');
    expect(theirs.body).toContain('"username":"teacher"');
    expect(theirs.body).not.toContain('"username":"student"');
    expect(mine.body).toContain('"username":"student"');
    const guest = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(guest.statusCode).toBe(401);
  });

  it('are not served once the session ends: the guards run first', async () => {
    const session = await t.loginAs('student');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session) });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) });
    expect(after.statusCode).toBe(401);
  });

  it("are dropped when the user's actor changes (a permission, a password) in any process", async () => {
    await get('/api/user', 'student');
    await get('/api/user', 'teacher');
    expect(cache().size).toBe(2);
    await t.app.invalidateUser(ids.user('student'));
    await changesDelivered(t.app);
    expect(cache().size).toBe(1);
  });
});

describe('a write', () => {
  it("by another user empties the cache before its answer leaves: the recipient's unread count moves at once", async () => {
    const count = async () => JSON.parse((await get('/api/messages/unread-count', 'teacher')).body).data;
    const before = await count();
    expect(await count()).toEqual(before);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages/direct',
      headers: bearer(token('student')),
      payload: { subject: 'Cached?', content: '<p>No</p>', to_user_id: ids.user('teacher') },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(cache().size).toBe(0);
    const after = await count();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const reference = await get('/api/messages/unread-count', 'teacher', {}, plain);
    expect(JSON.stringify(after)).toBe(JSON.stringify(JSON.parse(reference.body).data));
  });

  it('that is a read (opening a message marks it read) empties the cache too: the unread count drops at once', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages/direct',
      headers: bearer(token('student')),
      payload: { subject: 'Open me', content: '<p>Hi</p>', to_user_id: ids.user('teacher') },
    });
    const messageId = JSON.parse(sent.body).data.id;
    const before = (await get('/api/messages/unread-count', 'teacher')).body;
    expect((await get(`/api/messages/${messageId}`, 'teacher')).statusCode).toBe(200);
    const after = (await get('/api/messages/unread-count', 'teacher')).body;
    expect(after).not.toBe(before);
    expect(after).toBe((await get('/api/messages/unread-count', 'teacher', {}, plain)).body);
  });

  it('announced by another process on the change feed empties this one', async () => {
    await get('/api/user', 'student');
    expect(cache().size).toBe(1);
    await t.app.changes.publish('answers', null);
    await changesDelivered(t.app);
    expect(cache().size).toBe(0);
  });
});

describe('validators and time', () => {
  it('answers 304 with no body to a client that has the answer, and 200 with a new ETag after a change', async () => {
    const first = await get('/api/user/events', 'student');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/user/events', 'student', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/user/events', 'student', { 'if-none-match': 'W/"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('reads again after the TTL, serving the old answer to others while one request reads', async () => {
    await get('/api/dashboard/courses', 'student');
    elapsed += TTL;
    const refresh = await countQueries(t.database, () => get('/api/dashboard/courses', 'student'));
    expect(refresh.count).toBeGreaterThan(0);
    const fresh = await countQueries(t.database, () => get('/api/dashboard/courses', 'student'));
    expect(fresh.count).toBe(0);
  });

  it('reads once for many requests at once: the others take its copy', async () => {
    const one = await countQueries(t.database, () => get('/api/user/enrolled-courses', 'student'));
    cache().clear();
    const many = await countQueries(t.database, () =>
      Promise.all(Array.from({ length: 6 }, () => get('/api/user/enrolled-courses', 'student'))),
    );
    expect(many.result.map((answer) => answer.body)).toEqual(Array(6).fill(one.result.body));
    expect(many.count).toBe(one.count);
  });
});
