import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGroups, eventImages, eventOwners, events, rsvps, ticketTypes } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The events list and one event run as many statements with 200 more events (each with ticket types, a
// group, an owner, images and RSVPs) as on the demo's dozen: relations are loaded in batches, never one by one.

const DAY = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' moved by whole days (dates as UTC calendar days). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const urls = () =>
  [
    [undefined, '/api/events?per_page=50'],
    ['student', '/api/events?per_page=50'],
    ['admin', '/api/events?per_page=5&page=2'],
    ['student', '/api/events?when=past&per_page=50'],
    [undefined, `/api/events/${ids.event('Spring Science Fair')}`],
    ['student', `/api/user/events/${ids.event('Grade 8 Parent-Teacher Night')}`],
  ] as const;

async function statements(username: string | undefined, url: string): Promise<number> {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(8);
  return count;
}

/** 200 more published events, half private to Grade 8 Science, half past, each with its relations. */
async function growTheData(): Promise<void> {
  const { db } = t.database;
  const today = todayInTimeZone();
  const made = await db
    .insert(events)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        title: `Bulk event ${i}`,
        date: addDays(today, i % 2 === 0 ? (i % 90) + 1 : -((i % 90) + 1)),
        eventStartTime: '10:00',
        eventEndTime: '11:00',
        status: 'published' as const,
        visibility: i % 4 < 2 ? ('public' as const) : ('private' as const),
        isFree: i % 3 !== 0,
        creatorId: ids.user('teacher'),
      })),
    )
    .returning({ id: events.id });
  const eventIds = made.map(({ id }) => id);
  const science = ids.group('Grade 8 Science');
  await db.insert(eventGroups).values(eventIds.map((eventId) => ({ eventId, groupId: science })));
  await db.insert(eventOwners).values(eventIds.map((eventId) => ({ eventId, userId: ids.user('teacher') })));
  await db.insert(ticketTypes).values(
    eventIds.flatMap((eventId) => [
      { eventId, name: 'General', priceCents: 500, maxQuantity: 50 },
      { eventId, name: 'VIP', priceCents: 1500, maxQuantity: 5, displayOrder: 1 },
    ]),
  );
  await db
    .insert(rsvps)
    .values(eventIds.map((eventId) => ({ eventId, userId: ids.user('student'), quantity: 2 })));
  await db.insert(eventImages).values(
    eventIds.map((eventId) => ({
      eventId,
      imageUrl: '/x.jpg',
      imageUrlSmall: '/x-s.jpg',
      imageUrlLarge: '/x-l.jpg',
    })),
  );
  // Relations of the two events opened by id grow too.
  const opened = [ids.event('Spring Science Fair'), ids.event('Grade 8 Parent-Teacher Night')];
  await db.insert(eventImages).values(
    opened.flatMap((eventId) =>
      Array.from({ length: 10 }, (_, i) => ({
        eventId,
        imageUrl: `/${i}.jpg`,
        imageUrlSmall: `/${i}-s.jpg`,
        imageUrlLarge: `/${i}-l.jpg`,
        displayOrder: i,
      })),
    ),
  );
}

describe('statements per events request', () => {
  it('stay the same with 200 more events and their relations', async () => {
    const before = [];
    for (const [username, url] of urls()) before.push(await statements(username, url));
    await growTheData();
    const after = [];
    for (const [username, url] of urls()) after.push(await statements(username, url));
    expect(after).toEqual(before);
  });
});
