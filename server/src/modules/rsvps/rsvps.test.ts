import type { CampusEvent, Rsvp } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { events, rsvps, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// A user's own RSVPs (spec sections 3, 4, 5 and 7) on the demo events (fixtures/src/demo-events.ts).
// Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL (where the app uses a pool).

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function send(method: 'POST' | 'PUT' | 'GET', url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const rsvpTo = (title: string, username: string | undefined, payload: object) =>
  send('POST', `/api/events/${ids.event(title)}/rsvp`, username, payload);

async function rsvpCount(eventId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rsvps)
    .where(eq(rsvps.eventId, eventId));
  return row?.n ?? 0;
}

async function seatSum(eventId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${rsvps.quantity}), 0)`.mapWith(Number) })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.response, 'yes'), sql`${rsvps.status} <> 'denied'`));
  return row?.n ?? 0;
}

describe('POST /api/events/{id}/rsvp on a paid event (Register for Paid Event)', () => {
  it('buys the first ticket on sale: pending, tickets and amount owed; the detail counts them as sold', async () => {
    const jazz = ids.event('Riverside Jazz Night');
    const before = envelope<CampusEvent>(await send('GET', `/api/events/${jazz}`)).data;
    const general = before.ticket_types.find((type) => type.name === 'General Admission');
    expect(general?.sold).toBe(2);
    const response = await rsvpTo('Riverside Jazz Night', 'student', {
      response: 'yes',
      quantity: 2,
      payment_type: 'zelle',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data).toMatchObject({
      status: 'pending',
      payment_type: 'zelle',
      total_amount_owed: 30,
      tickets: [{ ticket_type_name: 'General Admission', quantity: 2, unit_price: 15, total_price: 30 }],
    });
    const after = envelope<CampusEvent>(await send('GET', `/api/events/${jazz}`)).data;
    expect(after.ticket_types.find((type) => type.name === 'General Admission')?.sold).toBe(4);
    const mine = envelope<Rsvp[]>(await send('GET', '/api/user/rsvps', 'student')).data;
    expect(mine.find((rsvp) => rsvp.event_id === jazz)?.tickets).toHaveLength(1);
  });

  it('a No buys nothing and owes nothing', async () => {
    const response = await rsvpTo('Riverside Jazz Night', 'coordinator', { response: 'no', quantity: 1 });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data).toMatchObject({ tickets: [], total_amount_owed: 0 });
  });
});

describe('POST /api/events/{id}/rsvp', () => {
  it('registers for a free event without approval: 201, approved', async () => {
    const response = await rsvpTo('Spring Science Fair', 'teacher', {
      response: 'yes',
      quantity: 2,
      notes: 'Hi',
    });
    expect(response.statusCode, response.body).toBe(201);
    const rsvp = envelope<Rsvp>(response).data;
    expect(rsvp).toMatchObject({
      event_id: ids.event('Spring Science Fair'),
      response: 'yes',
      quantity: 2,
      status: 'approved',
      notes: 'Hi',
      tickets: [],
      total_amount_owed: null,
    });
  });

  it('a second RSVP to the same event is a 409', async () => {
    const response = await rsvpTo('Spring Science Fair', 'student', { response: 'yes', quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('You have already registered for this event.');
  });

  it('starts pending when the event needs approval', async () => {
    const response = await rsvpTo('Grade 8 Parent-Teacher Night', 'teacher', {
      response: 'yes',
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data.status).toBe('pending');
  });

  it('starts pending on a paid event and keeps the payment type', async () => {
    const response = await rsvpTo('Riverside Jazz Night', 'teacher', {
      response: 'yes',
      quantity: 1,
      payment_type: 'cash',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data).toMatchObject({ status: 'pending', payment_type: 'cash' });
  });

  it('refuses bad quantities and long notes with 422 and the spec messages, writing nothing', async () => {
    const eventId = ids.event('Community Book Fair');
    for (const quantity of [0, 11]) {
      const response = await rsvpTo('Community Book Fair', 'coordinator', { response: 'yes', quantity });
      expect(response.statusCode).toBe(422);
      expect(envelope(response).errors?.quantity).toEqual(['Quantity must be between 1 and 10']);
    }
    const notes = await rsvpTo('Community Book Fair', 'coordinator', {
      response: 'yes',
      quantity: 1,
      notes: 'x'.repeat(501),
    });
    expect(notes.statusCode).toBe(422);
    expect(envelope(notes).errors?.notes).toBeDefined();
    const response = await rsvpTo('Community Book Fair', 'coordinator', { response: 'perhaps', quantity: 1 });
    expect(response.statusCode).toBe(422);
    expect(await rsvpCount(eventId)).toBe(0);
  });

  it('a draft or an event one may not see is a 404; guests get 401', async () => {
    expect(
      (await rsvpTo('Alumni Networking Brunch', 'teacher', { response: 'yes', quantity: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await rsvpTo('Grade 8 Parent-Teacher Night', 'jchen', { response: 'yes', quantity: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/events/999999/rsvp', 'teacher', { response: 'yes', quantity: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await rsvpTo('Spring Science Fair', undefined, { response: 'yes', quantity: 1 })).statusCode,
    ).toBe(401);
  });

  it('refuses more seats than are left with 409 and writes nothing', async () => {
    const eventId = ids.event('Community Book Fair');
    await t.database.db.update(events).set({ maxCapacity: 5 }).where(eq(events.id, eventId));
    const response = await rsvpTo('Community Book Fair', 'coordinator', { response: 'yes', quantity: 6 });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('Only 5 seats left for this event.');
    expect(await rsvpCount(eventId)).toBe(0);
    const maybe = await rsvpTo('Community Book Fair', 'coordinator', { response: 'maybe', quantity: 6 });
    expect(maybe.statusCode).toBe(201);
  });
});

describe('PUT /api/user/rsvps/{id}', () => {
  async function ownRsvp(title: string, username: string): Promise<number> {
    const [row] = await t.database.db
      .select({ id: rsvps.id })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(and(eq(rsvps.eventId, ids.event(title)), eq(users.username, username)));
    if (!row) throw new Error(`No RSVP of ${username} on ${title}`);
    return row.id;
  }

  it("changes one's own RSVP", async () => {
    const id = await ownRsvp('Spring Science Fair', 'emma.wilson');
    const response = await send('PUT', `/api/user/rsvps/${id}`, 'emma.wilson', {
      response: 'yes',
      quantity: 3,
      notes: 'Bringing my brothers',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Rsvp>(response).data).toMatchObject({ id, response: 'yes', quantity: 3 });
  });

  it("another user's RSVP is a 404 and nothing changes", async () => {
    const id = await ownRsvp('Spring Science Fair', 'noah.smith');
    const response = await send('PUT', `/api/user/rsvps/${id}`, 'teacher', { response: 'yes', quantity: 5 });
    expect(response.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(rsvps).where(eq(rsvps.id, id));
    expect(row).toMatchObject({ response: 'no', quantity: 1 });
  });

  it('growing past the seats left is a 409', async () => {
    const id = await ownRsvp('Community Book Fair', 'coordinator');
    const response = await send('PUT', `/api/user/rsvps/${id}`, 'coordinator', {
      response: 'yes',
      quantity: 6,
    });
    expect(response.statusCode).toBe(409);
    const fits = await send('PUT', `/api/user/rsvps/${id}`, 'coordinator', { response: 'yes', quantity: 5 });
    expect(fits.statusCode, fits.body).toBe(200);
  });
});

describe('GET /api/user/rsvps', () => {
  it("lists one's RSVPs with their events, soonest first; guests get 401", async () => {
    const response = await send('GET', '/api/user/rsvps', 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const mine = envelope<Rsvp[]>(response).data;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const dates = mine.map((rsvp) => rsvp.event?.date ?? '');
    expect(dates).toEqual([...dates].sort());
    for (const rsvp of mine) expect(rsvp.event?.id).toBe(rsvp.event_id);
    expect((await send('GET', '/api/user/rsvps')).statusCode).toBe(401);
  });
});

describe('concurrency', () => {
  it('30 parallel RSVPs for an event with 5 seats left: exactly 5 accepted, the rest 409', async () => {
    const eventId = ids.event('Community Cleanup Day');
    const held = await seatSum(eventId);
    const capacity = held + 5;
    await t.database.db.update(events).set({ maxCapacity: capacity }).where(eq(events.id, eventId));
    const created = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: 'Racer',
          lastName: `${i}`,
          username: `rsvp.racer.${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(created.map((user) => issueToken(t.database.db, user.id)));
    const responses = await Promise.all(
      tokens.map(({ token }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/rsvp`,
          headers: bearer(token),
          payload: { response: 'yes', quantity: 1 },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
    expect(await seatSum(eventId)).toBe(capacity);
  });

  it('parallel RSVPs of one user to one event: one 201, the rest 409, never a 5xx', async () => {
    const token = await t.loginAs('manager');
    const eventId = ids.event('Family Movie Night');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/rsvp`,
          headers: bearer(token),
          payload: { response: 'yes', quantity: 1 },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
