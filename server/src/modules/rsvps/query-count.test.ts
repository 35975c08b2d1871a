import { afterAll, beforeAll, expect, it } from 'vitest';
import { events, rsvps } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// GET /api/user/rsvps runs as many statements for a user with an RSVP on every demo event as for a user
// with one: the events are loaded in one batch with their ticket types and groups.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

async function statements(username: string): Promise<{ count: number; rsvps: number }> {
  const headers = bearer(await t.loginAs(username));
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url: '/api/user/rsvps', headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(6);
  return { count, rsvps: (JSON.parse(result.body) as { data: unknown[] }).data.length };
}

it('answers in a constant number of statements whatever the number of RSVPs', async () => {
  const all = await t.database.db.select({ id: events.id }).from(events);
  await t.database.db
    .insert(rsvps)
    .values(
      all.map((event) => ({ eventId: event.id, userId: ids.user('noah.smith'), response: 'yes' as const })),
    )
    .onConflictDoNothing();
  const one = await statements('tnguyen');
  const many = await statements('noah.smith');
  expect(one.rsvps).toBe(1);
  expect(many.rsvps).toBe(all.length);
  expect(many.count).toBe(one.count);
});
