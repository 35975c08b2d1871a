import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rsvps, users } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// GET /api/events/{id}/attendees runs as many statements for an event with every demo user registered as
// for one with a few RSVPs: users and tickets are loaded in batches, never one RSVP at a time.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function report(eventId: number): Promise<{ count: number; rsvps: number }> {
  const headers = bearer(await t.loginAs('teacher'));
  const { result, count } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url: `/api/events/${eventId}/attendees?include_all=true`, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { count, rsvps: (JSON.parse(result.body) as { data: { rsvps: unknown[] } }).data.rsvps.length };
}

it('answers in a constant number of statements whatever the number of RSVPs', async () => {
  const eventId = ids.event('Grade 8 Parent-Teacher Night');
  const few = await report(eventId);
  const everyone = await t.database.db.select({ id: users.id }).from(users);
  await t.database.db
    .insert(rsvps)
    .values(everyone.map((user) => ({ eventId, userId: user.id, response: 'maybe' as const })))
    .onConflictDoNothing();
  const many = await report(eventId);
  const total = await t.database.db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(inArray(rsvps.eventId, [eventId]));
  expect(many.rsvps).toBe(total.length);
  expect(many.rsvps).toBeGreaterThan(few.rsvps + 5);
  expect(many.count).toBe(few.count);
});
