import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { events, rsvps, users, waitlistEntries } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Places freed at once are offered exactly once each (issue 25): the promotion counts inside its transaction
// with the event row locked. On PGlite (one connection) and on PostgreSQL with TEST_DATABASE_URL, where the
// app's pool runs the frees, their promotions and the competing RSVPs truly in parallel.

let t: TestApp;
let ids: FixtureIds;
let teacherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  teacherToken = (await issueToken(t.database.db, ids.user('teacher'))).token;
});
afterAll(async () => {
  await t?.close();
});

async function newUsers(prefix: string, count: number): Promise<Array<{ id: number; token: string }>> {
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Racer',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    created.map(async (user) => ({ id: user.id, token: (await issueToken(t.database.db, user.id)).token })),
  );
}

/** A published free event of teacher's with `seats` seats, all taken by `holders`, and `waiting` in line. */
async function fullEvent(round: number, seats: number, waiting: number) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      title: `Race ${round}`,
      description: '<p>Race</p>',
      date: '2031-03-10',
      eventStartTime: '18:00',
      eventEndTime: '20:00',
      status: 'published',
      visibility: 'public',
      maxCapacity: seats,
      creatorId: ids.user('teacher'),
    })
    .returning({ id: events.id });
  if (!event) throw new Error('no event');
  await t.database.db.execute(
    sql`insert into event_owners (event_id, user_id) values (${event.id}, ${ids.user('teacher')})`,
  );
  const holders = await newUsers(`holder${round}`, seats);
  const taken = await t.database.db
    .insert(rsvps)
    .values(holders.map((holder) => ({ eventId: event.id, userId: holder.id, status: 'approved' as const })))
    .returning({ id: rsvps.id });
  const line = await newUsers(`waiter${round}`, waiting);
  for (const waiter of line) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/waitlist`,
      headers: bearer(waiter.token),
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { eventId: event.id, rsvpIds: taken.map((row) => row.id), line };
}

async function statuses(eventId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .orderBy(waitlistEntries.position);
  return rows.map((row) => row.status);
}

describe('promotion under concurrency', () => {
  it('two places freed at once with three waiting give exactly two offers, to the first two', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { eventId, rsvpIds } = await fullEvent(round, 2, 3);
      const answers = await Promise.all(
        rsvpIds.map((rsvpId) =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/events/${eventId}/attendees/${rsvpId}`,
            headers: bearer(teacherToken),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await statuses(eventId)).toEqual(['offered', 'offered', 'waiting']);
    }
  });

  it('RSVPs racing the freed places never take the held ones, and the seats are never oversold', async () => {
    const { eventId, rsvpIds } = await fullEvent(10, 2, 2);
    const racers = await newUsers('racer', 6);
    await Promise.all([
      ...rsvpIds.map((rsvpId) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/events/${eventId}/attendees/${rsvpId}`,
          headers: bearer(teacherToken),
        }),
      ),
      ...racers.map((racer) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/rsvp`,
          headers: bearer(racer.token),
          payload: { response: 'yes', quantity: 1 },
        }),
      ),
    ]);
    const [taken] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, eventId), inArray(rsvps.status, ['approved', 'pending'])));
    const held = (await statuses(eventId)).filter((status) => status === 'offered').length;
    // Every freed seat went to a racer or to an offer, never both: capacity 2 holds.
    expect((taken?.n ?? 0) + held).toBeLessThanOrEqual(2);
    expect((taken?.n ?? 0) + held).toBe(2);
  });
});
