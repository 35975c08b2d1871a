import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { CampusEvent, Paged } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { events } from '../../db/schema.js';
import { GuestPageCache } from '../../plugins/guest-page-cache.js';
import { changesDelivered } from '../../testing/changes-delivered.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The guest page cache of GET /api/events (guest-page-cache.ts), on (as in production) in `t` with a clock
// the tests move; `plain` is the same app with it off (the harness default), the reference for every answer,
// on the same database.

const DAY = 24 * 60 * 60 * 1000;
const TTL = 1_000;
let elapsed = 0;
let shift = 0;
let t: TestApp;
let plain: TestApp;
let ids: FixtureIds;
const now = () => new Date(Date.now() + shift);

beforeAll(async () => {
  t = await buildTestApp({
    now,
    guestPageCache: { ttlMs: TTL, elapsed: () => elapsed },
  });
  // The same database, so that both apps read the same rows (two seeded databases differ in timestamps).
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
  const plainApp = await buildApp({ database: t.database, dataDir, now, guestPageCache: false });
  plain = {
    app: plainApp,
    database: t.database,
    loginAs: t.loginAs,
    close: async () => {
      await plainApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  ids = await loadFixtureIds(t.database);
});
// Each test starts once the earlier tests' changes have arrived: on PostgreSQL a late one empties the cache.
beforeEach(async () => {
  await changesDelivered(t.app);
});
afterAll(async () => {
  await plain?.close();
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

async function get(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const page = (response: LightMyRequestResponse) => envelope<Paged<CampusEvent>>(response).data;

/** The headers of an answer without the ones that differ between any two answers. */
function stableHeaders(response: LightMyRequestResponse) {
  const { date: _date, connection: _connection, ...rest } = response.headers;
  return rest;
}

function seatsOf(response: LightMyRequestResponse, title: string): number | undefined {
  return page(response).data.find((event) => event.title === title)?.seats_taken;
}

describe('the guest page cache', () => {
  it('is off in the test harness unless a test turns it on', () => {
    expect(plain.app.guestPageCache).toBeNull();
    expect(t.app.guestPageCache).toBeInstanceOf(GuestPageCache);
  });

  it('answers a hit with the same bytes and headers as the miss, and as the app without the cache', async () => {
    await clearCache();
    const miss = await get(t, '/api/events');
    expect(cache().size).toBe(1);
    const hit = await get(t, '/api/events');
    const reference = await get(plain, '/api/events');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.rawPayload.equals(reference.rawPayload)).toBe(true);
    expect(stableHeaders(hit)).toEqual(stableHeaders(miss));
    expect(stableHeaders(hit)).toEqual(stableHeaders(reference));
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers HEAD from a cached page with the GET headers and no body', async () => {
    await get(t, '/api/events');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/events' });
    const reference = await plain.app.inject({ method: 'HEAD', url: '/api/events' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(stableHeaders(head)).toEqual(stableHeaders(reference));
  });

  it('compresses a hit as it would without the cache', async () => {
    const url = '/api/events?per_page=50';
    const accept = { 'accept-encoding': 'br' };
    await get(t, url, accept);
    const hit = await get(t, url, accept);
    const reference = await get(plain, url, accept);
    expect(hit.headers['content-encoding']).toBe('br');
    expect(stableHeaders(hit)).toEqual(stableHeaders(reference));
    expect(brotliDecompressSync(hit.rawPayload).equals(brotliDecompressSync(reference.rawPayload))).toBe(
      true,
    );
    const identity = await get(t, url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(hit.rawPayload).equals(identity.rawPayload)).toBe(true);
  });

  it('keeps each query apart: scope, page and page size', async () => {
    await clearCache();
    const urls = [
      '/api/events',
      '/api/events?page=2',
      '/api/events?per_page=3',
      '/api/events?when=past',
      '/api/events?when=past&page=2&per_page=1',
    ];
    for (const url of urls) await get(t, url);
    expect(cache().size).toBe(urls.length);
    // The same validated query spelt differently is the same entry.
    await get(t, '/api/events?page=1&per_page=6&when=upcoming');
    expect(cache().size).toBe(urls.length);
    for (const url of urls) {
      const hit = await get(t, url);
      const reference = await get(plain, url);
      expect(hit.body, url).toBe(reference.body);
    }
  });

  it('serves signed-in viewers from the database, neither reading nor filling the cache', async () => {
    await clearCache();
    const token = await t.loginAs('student');
    await get(t, '/api/events', bearer(token));
    expect(cache().size).toBe(0);
    const guest = await get(t, '/api/events?per_page=50');
    expect(page(guest).data.map((event) => event.visibility)).not.toContain('private');
    // A change the cache cannot see (straight to the database): the signed-in view has it at once.
    const fair = ids.event('Spring Science Fair');
    await t.database.db.update(events).set({ title: 'Spring Science Fair!' }).where(eq(events.id, fair));
    try {
      const signedIn = await get(t, '/api/events?per_page=50', bearer(token));
      expect(page(signedIn).data.map((event) => event.title)).toContain('Spring Science Fair!');
      const stale = await get(t, '/api/events?per_page=50');
      expect(stale.body).toBe(guest.body);
    } finally {
      await t.database.db.update(events).set({ title: 'Spring Science Fair' }).where(eq(events.id, fair));
      await clearCache();
    }
  });

  it('an RSVP through the API empties it: the next guest read shows the new seats taken', async () => {
    const url = '/api/events?per_page=50';
    const before = seatsOf(await get(t, url), 'Spring Science Fair');
    expect(before).toBeTypeOf('number');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${ids.event('Spring Science Fair')}/rsvp`,
      headers: bearer(await t.loginAs('teacher')),
      payload: { response: 'yes', quantity: 2 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(cache().size).toBe(0);
    expect(seatsOf(await get(t, url), 'Spring Science Fair')).toBe((before ?? 0) + 2);
  });

  it('a new event through the API empties it: the next guest read lists it', async () => {
    const url = '/api/events?per_page=50';
    const before = page(await get(t, url));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: bearer(await t.loginAs('teacher')),
      payload: {
        title: 'Cached Science Night',
        description: '<p>Experiments for all ages.</p>',
        date: '2031-03-10',
        event_start_time: '18:00',
        event_end_time: '20:00',
        location: 'Lab A',
        status: 'published',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = page(await get(t, url));
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((event) => event.title)).toContain('Cached Science Night');
  });

  it('any write request empties it, refused ones too', async () => {
    await get(t, '/api/events');
    expect(cache().size).toBeGreaterThan(0);
    const refused = await t.app.inject({ method: 'POST', url: '/api/events', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(cache().size).toBe(0);
  });

  it('shows a change it cannot see (straight to the database) once the page is older than the TTL', async () => {
    const url = '/api/events?per_page=50';
    await clearCache();
    await get(t, url);
    const fair = ids.event('Spring Science Fair');
    await t.database.db.update(events).set({ title: 'Spring Science Fair?' }).where(eq(events.id, fair));
    try {
      elapsed += TTL - 1;
      expect(page(await get(t, url)).data.map((event) => event.title)).not.toContain('Spring Science Fair?');
      elapsed += 1;
      expect(page(await get(t, url)).data.map((event) => event.title)).toContain('Spring Science Fair?');
    } finally {
      await t.database.db.update(events).set({ title: 'Spring Science Fair' }).where(eq(events.id, fair));
      await clearCache();
    }
  });

  it('a new day in CAMPUS_TIMEZONE is a new page: an event of today + 7 is past eight days later', async () => {
    await clearCache();
    const titles = async (url: string) => page(await get(t, url)).data.map((event) => event.title);
    expect(await titles('/api/events?per_page=50')).toContain('Spring Science Fair');
    shift = 8 * DAY;
    try {
      expect(await titles('/api/events?per_page=50')).not.toContain('Spring Science Fair');
      expect(await titles('/api/events?when=past&per_page=50')).toContain('Spring Science Fair');
    } finally {
      shift = 0;
      await clearCache();
    }
  });
});

describe('GuestPageCache', () => {
  it("keeps a guest's view of one event: same bytes and headers as without it, one statement-free hit", async () => {
    await clearCache();
    const url = `/api/events/${ids.event('Spring Science Fair')}`;
    const miss = await get(t, url);
    expect(cache().size).toBe(1);
    const { count } = await countQueries(t.database, () => get(t, url));
    expect(count).toBe(0);
    const hit = await get(t, url);
    const reference = await get(plain, url);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(hit.rawPayload.equals(reference.rawPayload)).toBe(true);
    expect(stableHeaders(hit)).toEqual(stableHeaders(reference));
  });

  it("an RSVP through the API empties a guest's event view: the next read shows the new seats taken", async () => {
    const fair = ids.event('Spring Science Fair');
    const url = `/api/events/${fair}`;
    const seats = async () => envelope<CampusEvent>(await get(t, url)).data.seats_taken;
    const before = await seats();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${fair}/rsvp`,
      // Someone with no RSVP there yet (the seed's and the earlier test's are teacher's and others').
      headers: bearer(await t.loginAs('manager')),
      payload: { response: 'yes', quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await seats()).toBe((before ?? 0) + 1);
  });

  it('never stores a 404, and serves signed-in viewers from the database', async () => {
    await clearCache();
    const missing = await t.app.inject({ method: 'GET', url: '/api/events/999999' });
    expect(missing.statusCode).toBe(404);
    expect(cache().size).toBe(0);
    const url = `/api/events/${ids.event('Spring Science Fair')}`;
    const token = await t.loginAs('teacher');
    const signed = await get(t, url, bearer(token));
    expect(cache().size).toBe(0);
    expect(signed.rawPayload.equals((await get(plain, url, bearer(token))).rawPayload)).toBe(true);
  });

  it('does not store a page read before a clear (a write may have come in between)', () => {
    const c = new GuestPageCache();
    const generation = c.begin();
    c.clear();
    c.set('k', '{}', generation);
    expect(c.get('k')).toBeUndefined();
    c.set('k', '{}', c.begin());
    expect(c.get('k')).toBe('{}');
  });

  it('reads a page once for guests asking together, and serves the old page while one refreshes it', async () => {
    let now = 0;
    const c = new GuestPageCache({ ttlMs: 1_000, elapsed: () => now });
    let reads = 0;
    let finish: (json: string) => void = () => {};
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const together = [c.answer('k', read), c.answer('k', read), c.answer('k', read)];
    finish('v1');
    expect(await Promise.all(together)).toEqual(['v1', 'v1', 'v1']);
    expect(reads).toBe(1);
    now = 1_000;
    const refresher = c.answer('k', read);
    expect(await c.answer('k', read)).toBe('v1');
    finish('v2');
    expect(await refresher).toBe('v2');
    expect(await c.answer('k', read)).toBe('v2');
    expect(reads).toBe(2);
  });

  it('after a clear, a guest never takes the answer of a read begun before it', async () => {
    const c = new GuestPageCache();
    let finish: (json: string) => void = () => {};
    const before = c.answer('k', () => new Promise<string>((resolve) => (finish = resolve)));
    c.clear();
    const after = c.answer('k', async () => 'after the write');
    finish('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(c.get('k')).toBe('after the write');
  });

  it('holds at most maxEntries pages, emptying itself when full', () => {
    const c = new GuestPageCache({ maxEntries: 2 });
    c.set('a', 'A', c.begin());
    c.set('b', 'B', c.begin());
    c.set('a', 'A2', c.begin());
    expect(c.size).toBe(2);
    c.set('c', 'C', c.begin());
    expect(c.size).toBe(1);
    expect(c.get('c')).toBe('C');
    expect(c.get('a')).toBeUndefined();
  });
});
