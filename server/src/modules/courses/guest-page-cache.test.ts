import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Course, Paged } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { courses } from '../../db/schema.js';
import { changesDelivered } from '../../testing/changes-delivered.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// GET /api/courses for guests goes through the guest page cache (plugins/guest-page-cache.ts), as the events
// list does. `t` has it on (as in production) with a clock the tests move; `plain` is the same app with it off
// on the same database, the reference for every answer.

const TTL = 1_000;
let elapsed = 0;
let t: TestApp;
let plainApp: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp({ guestPageCache: { ttlMs: TTL, elapsed: () => elapsed } });
  dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
  plainApp = await buildApp({ database: t.database, dataDir, guestPageCache: false });
  ids = await loadFixtureIds(t.database);
});
// Each test starts once the earlier tests' changes have arrived: on PostgreSQL a late one empties the cache.
beforeEach(async () => {
  await changesDelivered(t.app);
});
afterAll(async () => {
  await plainApp?.close();
  await rm(dataDir, { recursive: true, force: true });
  await t?.close();
});

const cache = () => {
  const found = t.app.guestPageCache;
  if (!found) throw new Error('the cache is off');
  return found;
};

/** Empties the cache once earlier tests' changes have all arrived (late ones would empty it mid-test). */
async function clearCache(): Promise<void> {
  await changesDelivered(t.app);
  cache().clear();
}

async function get(url: string, headers: Record<string, string> = {}, app = t.app) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const page = (response: LightMyRequestResponse) => envelope<Paged<Course>>(response).data;

function enrolledIn(response: LightMyRequestResponse, name: string): number | undefined {
  return page(response).data.find((course) => course.name === name)?.enrolled_count;
}

describe('the guest course list through the guest page cache', () => {
  it('answers a hit with the bytes and headers of the miss and of the app without the cache', async () => {
    await clearCache();
    const miss = await get('/api/courses');
    expect(cache().size).toBe(1);
    const hit = await get('/api/courses');
    const reference = await get('/api/courses', {}, plainApp);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.rawPayload.equals(reference.rawPayload)).toBe(true);
    const { date: _date, ...hitHeaders } = hit.headers;
    const { date: _referenceDate, ...referenceHeaders } = reference.headers;
    expect(hitHeaders).toEqual(referenceHeaders);
  });

  it('keeps pages, page sizes and the events list apart', async () => {
    await clearCache();
    const first = page(await get('/api/courses?per_page=2'));
    const second = page(await get('/api/courses?page=2&per_page=2'));
    await get('/api/events');
    expect(cache().size).toBe(3);
    expect(second.data.map((course) => course.id)).not.toEqual(first.data.map((course) => course.id));
    expect(page(await get('/api/courses?per_page=2')).data).toEqual(first.data);
  });

  it('serves signed-in viewers from the database, neither reading nor filling the cache', async () => {
    await clearCache();
    const student = bearer(await t.loginAs('student'));
    const signedIn = page(await get('/api/courses?per_page=50', student));
    expect(cache().size).toBe(0);
    const guest = page(await get('/api/courses?per_page=50'));
    expect(cache().size).toBe(1);
    // The student also sees the private course of their group; a guest never does.
    expect(signedIn.data.map((course) => course.visibility)).toContain('private');
    expect(guest.data.map((course) => course.visibility)).not.toContain('private');
  });

  it('an enrollment through the API empties it: the next guest read counts the new student', async () => {
    const url = '/api/courses?per_page=50';
    const before = enrolledIn(await get(url), 'Algebra Workshop');
    expect(before).toBeTypeOf('number');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${ids.course('Algebra Workshop')}/enroll`,
      headers: bearer(await t.loginAs('emma.wilson')),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(cache().size).toBe(0);
    expect(enrolledIn(await get(url), 'Algebra Workshop')).toBe((before ?? 0) + 1);
  });

  it('shows a change it cannot see (straight to the database) once the page is older than the TTL', async () => {
    const url = '/api/courses?per_page=50';
    await clearCache();
    const cached = await get(url);
    const algebra = ids.course('Algebra Workshop');
    await t.database.db.update(courses).set({ name: 'Algebra Workshop II' }).where(eq(courses.id, algebra));
    try {
      expect((await get(url)).body).toBe(cached.body);
      elapsed += TTL;
      expect(page(await get(url)).data.map((course) => course.name)).toContain('Algebra Workshop II');
    } finally {
      await t.database.db.update(courses).set({ name: 'Algebra Workshop' }).where(eq(courses.id, algebra));
      await clearCache();
    }
  });
});
