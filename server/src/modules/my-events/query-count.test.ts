import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGroups, eventImages, eventOwners, events, rsvps, ticketTypes } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// My Events runs as many statements with 2,000 more events (owned, RSVPed by a user and their child,
// recommended through their groups, each with ticket types, a group and an image) as on the demo's dozen.

const DAY = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const MORE = 2_000;

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const calls = [
  ['student', '/api/user/events'],
  ['coordinator', '/api/user/events'],
  ['teacher', '/api/user/owner-events'],
  ['parent', '/api/user/children-events'],
] as const;

async function statements(username: string, url: string): Promise<number> {
  const headers = bearer(await t.loginAs(username));
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(10);
  return count;
}

async function growTheData(): Promise<void> {
  const { db } = t.database;
  const today = todayInTimeZone();
  const statuses = ['approved', 'pending', 'denied'] as const;
  const made = await db
    .insert(events)
    .values(
      Array.from({ length: MORE }, (_, i) => ({
        title: `Bulk event ${i}`,
        date: addDays(today, (i % 120) - 20),
        eventStartTime: '10:00',
        eventEndTime: '11:00',
        status: 'published' as const,
        visibility: 'private' as const,
        isFree: i % 3 !== 0,
        creatorId: ids.user('teacher'),
      })),
    )
    .returning({ id: events.id });
  const eventIds = made.map(({ id }) => id);
  const groupsOf = [ids.group('Grade 8 Science'), ids.group('Robotics Club')];
  await db
    .insert(eventGroups)
    .values(eventIds.map((eventId, i) => ({ eventId, groupId: groupsOf[i % 2] ?? 0 })));
  await db.insert(eventOwners).values(eventIds.map((eventId) => ({ eventId, userId: ids.user('teacher') })));
  await db.insert(ticketTypes).values(
    eventIds.flatMap((eventId) => [
      { eventId, name: 'General', priceCents: 500, maxQuantity: 50 },
      { eventId, name: 'VIP', priceCents: 1500, maxQuantity: 5, displayOrder: 1 },
    ]),
  );
  // The student answers half of them (the rest are recommended); every status is represented.
  await db.insert(rsvps).values(
    eventIds
      .filter((_, i) => i % 2 === 0)
      .map((eventId, i) => ({
        eventId,
        userId: ids.user('student'),
        status: statuses[i % 3] ?? 'approved',
      })),
  );
  await db.insert(eventImages).values(
    eventIds.map((eventId) => ({
      eventId,
      imageUrl: '/x.jpg',
      imageUrlSmall: '/x-s.jpg',
      imageUrlLarge: '/x-l.jpg',
    })),
  );
}

describe('statements per My Events request', () => {
  it(`stay the same with ${MORE} more events and their relations`, async () => {
    const before = [];
    for (const [username, url] of calls) before.push(await statements(username, url));
    await growTheData();
    const after = [];
    for (const [username, url] of calls) after.push(await statements(username, url));
    expect(after).toEqual(before);
  });
});
