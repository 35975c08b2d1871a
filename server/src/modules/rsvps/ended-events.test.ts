import { EVENT_END_MESSAGES, type Rsvp } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, rsvps } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { moveEvent, paidEvent } from '../payments/ended.test-support.js';

// Nobody registers for an event that has ended, nor changes their own answer (issue 18, security 2); its
// owners and admins still manage its RSVPs: add who came, set status, response and owner fields, delete.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';

async function send(username: string, method: Method, url: string, payload?: object) {
  const headers = bearer(await t.loginAs(username));
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

async function refusedUnchanged(username: string, method: Method, url: string, payload: object) {
  const before = await digestDatabase(t.database);
  const response = await send(username, method, url, payload);
  expect(response.statusCode, response.body).toBe(422);
  expect(envelope(response).message).toBe(EVENT_END_MESSAGES.closed);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
}

/** A free published public event owned by 'owner', dated `days` from today. */
async function freeEvent(days: number): Promise<number> {
  const { id } = await paidEvent(t.database.db, ids.user('owner'), 10);
  await t.database.db.update(events).set({ isFree: true }).where(eq(events.id, id));
  await moveEvent(t.database.db, id, days);
  return id;
}

const yes = { response: 'yes', quantity: 1 };

describe('RSVPs of oneself', () => {
  it('a free event that ended refuses the RSVP (422) and writes nothing', async () => {
    await refusedUnchanged('student', 'POST', `/events/${await freeEvent(-2)}/rsvp`, yes);
  });

  it('a paid event that ended refuses Register for Paid Event (no pending RSVP owing money)', async () => {
    const event = await paidEvent(t.database.db, ids.user('owner'), -2);
    await refusedUnchanged('student', 'POST', `/events/${event.id}/rsvp`, { ...yes, payment_type: 'cash' });
    await refusedUnchanged('student', 'POST', `/events/${event.id}/rsvp`, { response: 'maybe', quantity: 1 });
  });

  it("one's RSVP of an event that has since ended can no longer be changed", async () => {
    const event = await freeEvent(3);
    const created = await send('student', 'POST', `/events/${event}/rsvp`, yes);
    expect(created.statusCode, created.body).toBe(201);
    const rsvp = envelope<Rsvp>(created).data;
    await moveEvent(t.database.db, event, -1);
    await refusedUnchanged('student', 'PUT', `/user/rsvps/${rsvp.id}`, { response: 'no', quantity: 1 });
  });
});

describe("an ended event's owners and admins", () => {
  it('add attendees, change status, response and owner fields, and delete RSVPs', async () => {
    const event = await freeEvent(-5);
    const attendees = `/events/${event}/attendees`;
    const added = await send('admin', 'POST', `/events/${event}/rsvp`, { user_id: ids.user('student') });
    expect(added.statusCode, added.body).toBe(201);
    const rsvpId = envelope<Rsvp>(added).data.id;
    const status = await send('owner', 'PUT', `${attendees}/${rsvpId}/status`, { status: 'denied' });
    expect(status.statusCode, status.body).toBe(200);
    const response = await send('owner', 'PUT', `${attendees}/${rsvpId}/response`, {
      response: 'maybe',
      quantity: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const fields = await send('owner', 'PUT', `${attendees}/${rsvpId}/owner-fields`, {
      owner_notes: 'Came late',
    });
    expect(fields.statusCode, fields.body).toBe(200);
    const [row] = await t.database.db.select().from(rsvps).where(eq(rsvps.id, rsvpId));
    expect(row).toMatchObject({ status: 'denied', response: 'maybe', quantity: 2, ownerNotes: 'Came late' });
    const removed = await send('owner', 'DELETE', `${attendees}/${rsvpId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event), eq(rsvps.userId, ids.user('student'))));
    expect(left).toEqual([]);
  });
});

describe("the end on the platform's wall clock", () => {
  it('an event of today is open until its end time in CAMPUS_TIMEZONE, not in UTC', async () => {
    // 03:00 UTC on 16 June is 23:00 on 15 June in New York: an event on 15 June from 22:00 to 23:30 is on.
    const clocked = await buildTestApp({ now: () => new Date('2030-06-16T03:00:00Z') });
    const saved = process.env.CAMPUS_TIMEZONE;
    try {
      const [row] = await clocked.database.db
        .insert(events)
        .values({
          title: 'Late show',
          date: '2030-06-15',
          eventStartTime: '22:00',
          eventEndTime: '23:30',
          status: 'published',
          visibility: 'public',
        })
        .returning({ id: events.id });
      const rsvp = async (username: string) =>
        clocked.app.inject({
          method: 'POST',
          url: `/api/events/${row?.id}/rsvp`,
          headers: bearer(await clocked.loginAs(username)),
          payload: yes,
        });
      process.env.CAMPUS_TIMEZONE = 'UTC';
      const utc = await rsvp('student');
      expect(utc.statusCode, utc.body).toBe(422);
      expect(envelope(utc).message).toBe(EVENT_END_MESSAGES.closed);
      process.env.CAMPUS_TIMEZONE = 'America/New_York';
      const newYork = await rsvp('student');
      expect(newYork.statusCode, newYork.body).toBe(201);
    } finally {
      if (saved === undefined) delete process.env.CAMPUS_TIMEZONE;
      else process.env.CAMPUS_TIMEZONE = saved;
      await clocked.close();
    }
  });
});
