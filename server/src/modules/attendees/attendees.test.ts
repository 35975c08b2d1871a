import type { AttendeeReport, Rsvp } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { events, groupUsers, rsvps, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// An event's attendees for its owners and admins (spec sections 4 and 7) on the demo events
// (fixtures/src/demo-events.ts). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, url: string, username?: string, payload?: object) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function rsvpOf(title: string, username: string) {
  const [row] = await t.database.db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.eventId, ids.event(title)), eq(rsvps.userId, ids.user(username))));
  return row;
}

async function rsvpIdOf(title: string, username: string): Promise<number> {
  const row = await rsvpOf(title, username);
  if (!row) throw new Error(`No RSVP of ${username} on ${title}`);
  return row.id;
}

async function seatSum(eventId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${rsvps.quantity}), 0)`.mapWith(Number) })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.response, 'yes'), sql`${rsvps.status} <> 'denied'`));
  return row?.n ?? 0;
}

const night = 'Grade 8 Parent-Teacher Night';
const attendeesOf = (title: string) => `/api/events/${ids.event(title)}/attendees`;

describe('GET /api/events/{id}/attendees', () => {
  it('with include_all: every RSVP with its user and owner fields, statistics over all', async () => {
    const response = await send('GET', `${attendeesOf(night)}?include_all=true`, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    const report = envelope<AttendeeReport>(response).data;
    expect(report.event_id).toBe(ids.event(night));
    expect(report.rsvps.map((rsvp) => rsvp.user?.username).sort()).toEqual([
      'ava.johnson',
      'emma.wilson',
      'student',
    ]);
    const first = report.rsvps[0];
    expect(first).toHaveProperty('owner_notes');
    expect(first).toHaveProperty('paid_amount');
    expect(first?.user).not.toHaveProperty('email');
    expect(report.statistics).toEqual({
      total_rsvps: 3,
      approved: 1,
      pending: 1,
      denied: 1,
      yes: 3,
      maybe: 0,
      no: 0,
      confirmed_seats: 2,
      seats_taken: 3,
      max_capacity: 40,
    });
    expect(report.financial_summary).toEqual({
      total_owed: 0,
      total_paid: 0,
      outstanding: 0,
      by_payment_type: { credit_card: 0, cash: 0, zelle: 0, none: 2 },
    });
  });

  it('without include_all: approved and pending yes/maybe answers only', async () => {
    const response = await send('GET', attendeesOf('Spring Science Fair'), 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const report = envelope<AttendeeReport>(response).data;
    expect(report.rsvps.map((rsvp) => rsvp.user?.username).sort()).toEqual([
      'emma.wilson',
      'parent',
      'student',
    ]);
    expect(report.statistics.total_rsvps).toBe(4);
    expect(report.statistics.no).toBe(1);
  });

  it('money in dollars on a paid event: owed, paid, outstanding and payment types', async () => {
    const jazz = 'Riverside Jazz Night';
    const parentRsvp = await rsvpIdOf(jazz, 'parent');
    const paid = await send('PUT', `${attendeesOf(jazz)}/${parentRsvp}/owner-fields`, 'owner', {
      paid_amount: 12.5,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const response = await send('GET', `${attendeesOf(jazz)}?include_all=true`, 'owner');
    const report = envelope<AttendeeReport>(response).data;
    const owed = report.rsvps.reduce((sum, rsvp) => sum + (rsvp.total_amount_owed ?? 0), 0);
    expect(report.financial_summary.total_owed).toBeCloseTo(owed);
    expect(report.financial_summary.total_paid).toBe(12.5);
    expect(report.financial_summary.outstanding).toBeCloseTo(Math.max(0, owed - 12.5));
    expect(report.financial_summary.by_payment_type).toEqual({ credit_card: 1, cash: 1, zelle: 0, none: 0 });
    const parent = report.rsvps.find((rsvp) => rsvp.id === parentRsvp);
    expect(parent?.paid_amount).toBe(12.5);
    expect(parent?.tickets).toEqual([
      expect.objectContaining({ ticket_type_name: 'General Admission', quantity: 2, unit_price: 15 }),
    ]);
  });

  it('denials: a viewer who sees the event 403, one who does not 404, guests 401', async () => {
    expect((await send('GET', attendeesOf(night), 'student')).statusCode).toBe(403);
    expect((await send('GET', attendeesOf(night), 'parent')).statusCode).toBe(403);
    expect((await send('GET', attendeesOf(night), 'owner')).statusCode).toBe(404);
    expect((await send('GET', attendeesOf(night))).statusCode).toBe(401);
    expect((await send('GET', attendeesOf('Spring Science Fair'), 'coordinator')).statusCode).toBe(403);
    expect((await send('GET', '/api/events/999999/attendees', 'admin')).statusCode).toBe(404);
  });
});

describe('PUT /api/events/{id}/attendees/{rsvpId}/status', () => {
  it('approves a denied RSVP and answers it with the owner fields', async () => {
    const id = await rsvpIdOf(night, 'ava.johnson');
    const response = await send('PUT', `${attendeesOf(night)}/${id}/status`, 'coordinator', {
      status: 'approved',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Rsvp>(response).data).toMatchObject({ id, status: 'approved', owner_notes: null });
    expect((await rsvpOf(night, 'ava.johnson'))?.status).toBe('approved');
  });

  it('approving past the capacity is a 409 with the seats message and changes nothing', async () => {
    const eventId = ids.event(night);
    const id = await rsvpIdOf(night, 'ava.johnson');
    await send('PUT', `${attendeesOf(night)}/${id}/status`, 'teacher', { status: 'denied' });
    await t.database.db
      .update(events)
      .set({ maxCapacity: await seatSum(eventId) })
      .where(eq(events.id, eventId));
    const response = await send('PUT', `${attendeesOf(night)}/${id}/status`, 'teacher', {
      status: 'approved',
    });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('This event is full.');
    expect((await rsvpOf(night, 'ava.johnson'))?.status).toBe('denied');
    await t.database.db.update(events).set({ maxCapacity: 40 }).where(eq(events.id, eventId));
  });

  it("an RSVP of another event under this event's path is a 404 and nothing changes", async () => {
    const other = await rsvpIdOf('Spring Science Fair', 'student');
    const response = await send('PUT', `${attendeesOf(night)}/${other}/status`, 'teacher', {
      status: 'denied',
    });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe('RSVP not found');
    expect((await rsvpOf('Spring Science Fair', 'student'))?.status).toBe('approved');
  });

  it('a bad status is a 422; a non-owner 403', async () => {
    const id = await rsvpIdOf(night, 'emma.wilson');
    const bad = await send('PUT', `${attendeesOf(night)}/${id}/status`, 'teacher', { status: 'confirmed' });
    expect(bad.statusCode).toBe(422);
    expect(envelope(bad).errors?.status).toBeDefined();
    const student = await send('PUT', `${attendeesOf(night)}/${id}/status`, 'student', {
      status: 'approved',
    });
    expect(student.statusCode).toBe(403);
    expect((await rsvpOf(night, 'emma.wilson'))?.status).toBe('pending');
  });
});

describe('PUT /api/events/{id}/attendees/{rsvpId}/response', () => {
  it('changes response and quantity; growing a yes past the seats left is a 409', async () => {
    const book = 'Community Book Fair';
    const eventId = ids.event(book);
    await t.database.db.insert(rsvps).values({ eventId, userId: ids.user('noah.smith'), quantity: 1 });
    const id = await rsvpIdOf(book, 'noah.smith');
    const maybe = await send('PUT', `${attendeesOf(book)}/${id}/response`, 'teacher', {
      response: 'maybe',
      quantity: 3,
    });
    expect(maybe.statusCode, maybe.body).toBe(200);
    expect(envelope<Rsvp>(maybe).data).toMatchObject({ response: 'maybe', quantity: 3 });
    await t.database.db.update(events).set({ maxCapacity: 2 }).where(eq(events.id, eventId));
    const grow = await send('PUT', `${attendeesOf(book)}/${id}/response`, 'teacher', {
      response: 'yes',
      quantity: 3,
    });
    expect(grow.statusCode).toBe(409);
    expect(envelope(grow).message).toBe('Only 2 seats left for this event.');
    const fits = await send('PUT', `${attendeesOf(book)}/${id}/response`, 'teacher', {
      response: 'yes',
      quantity: 2,
    });
    expect(fits.statusCode).toBe(200);
    const bad = await send('PUT', `${attendeesOf(book)}/${id}/response`, 'teacher', {
      response: 'yes',
      quantity: 11,
    });
    expect(bad.statusCode).toBe(422);
    expect(envelope(bad).errors?.quantity).toEqual(['Quantity must be between 1 and 10']);
    await t.database.db.update(events).set({ maxCapacity: null }).where(eq(events.id, eventId));
  });
});

describe('PUT /api/events/{id}/attendees/{rsvpId}/owner-fields', () => {
  it('sets payment type, owner notes and paid amount (cents stored); only the fields sent change', async () => {
    const id = await rsvpIdOf(night, 'student');
    const url = `${attendeesOf(night)}/${id}/owner-fields`;
    const response = await send('PUT', url, 'teacher', {
      payment_type: 'zelle',
      owner_notes: 'Paid at the door',
      paid_amount: '7.25',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<Rsvp>(response).data).toMatchObject({
      payment_type: 'zelle',
      owner_notes: 'Paid at the door',
      paid_amount: 7.25,
    });
    expect((await rsvpOf(night, 'student'))?.paidAmountCents).toBe(725);
    const notesOnly = await send('PUT', url, 'teacher', { owner_notes: '' });
    expect(envelope<Rsvp>(notesOnly).data).toMatchObject({
      payment_type: 'zelle',
      owner_notes: null,
      paid_amount: 7.25,
    });
  });

  it('refuses bad values with 422 and writes nothing', async () => {
    const id = await rsvpIdOf(night, 'student');
    const url = `${attendeesOf(night)}/${id}/owner-fields`;
    const before = await rsvpOf(night, 'student');
    for (const body of [
      { paid_amount: -1 },
      { owner_notes: 'x'.repeat(501) },
      { payment_type: 'gold' },
      {},
    ]) {
      const response = await send('PUT', url, 'teacher', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await rsvpOf(night, 'student')).toEqual(before);
  });
});

describe('DELETE /api/events/{id}/attendees/{rsvpId}', () => {
  it('a non-owner 403, another event 404, the owner deletes (data null)', async () => {
    const id = await rsvpIdOf(night, 'emma.wilson');
    expect((await send('DELETE', `${attendeesOf(night)}/${id}`, 'student')).statusCode).toBe(403);
    expect((await send('DELETE', `${attendeesOf('Spring Science Fair')}/${id}`, 'teacher')).statusCode).toBe(
      404,
    );
    expect(await rsvpOf(night, 'emma.wilson')).toBeDefined();
    const response = await send('DELETE', `${attendeesOf(night)}/${id}`, 'teacher');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).data).toBeNull();
    expect(await rsvpOf(night, 'emma.wilson')).toBeUndefined();
  });
});

describe('POST /api/events/{id}/rsvp with user_id (owner add)', () => {
  const rsvpUrl = (title: string) => `/api/events/${ids.event(title)}/rsvp`;
  const book = 'Community Book Fair';

  it('adds a member of a group the owner coordinates: yes, approved, 1', async () => {
    const response = await send('POST', rsvpUrl(book), 'teacher', { user_id: ids.user('ethan.brown') });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data).toMatchObject({
      user_id: ids.user('ethan.brown'),
      event_id: ids.event(book),
      response: 'yes',
      status: 'approved',
      quantity: 1,
    });
  });

  it('an existing RSVP is a 409; a user outside the coordinated groups 422 on user_id', async () => {
    const again = await send('POST', rsvpUrl(book), 'teacher', { user_id: ids.user('ethan.brown') });
    expect(again.statusCode).toBe(409);
    const outside = await send('POST', rsvpUrl(book), 'teacher', { user_id: ids.user('liam.nguyen') });
    expect(outside.statusCode).toBe(422);
    expect(envelope(outside).errors?.user_id).toEqual(['You can only add users from groups you coordinate.']);
    expect(await rsvpOf(book, 'liam.nguyen')).toBeUndefined();
  });

  it('admins add anyone; an unknown user is a 422', async () => {
    const response = await send('POST', rsvpUrl(book), 'admin', {
      user_id: ids.user('liam.nguyen'),
      response: 'maybe',
      status: 'pending',
      quantity: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(envelope<Rsvp>(response).data).toMatchObject({
      response: 'maybe',
      status: 'pending',
      quantity: 2,
    });
    const unknown = await send('POST', rsvpUrl(book), 'admin', { user_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(envelope(unknown).errors?.user_id).toBeDefined();
  });

  it('a non-owner who sees the event 403, one who does not 404; bad bodies 422 on their fields', async () => {
    expect(
      (await send('POST', rsvpUrl(book), 'coordinator', { user_id: ids.user('liam.nguyen') })).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', rsvpUrl(night), 'owner', { user_id: ids.user('sofia.garcia') })).statusCode,
    ).toBe(404);
    const badId = await send('POST', rsvpUrl(book), 'teacher', { user_id: 'abc' });
    expect(badId.statusCode).toBe(422);
    expect(envelope(badId).errors?.user_id).toBeDefined();
    const badQuantity = await send('POST', rsvpUrl(book), 'teacher', {
      user_id: ids.user('sofia.garcia'),
      quantity: 11,
    });
    expect(badQuantity.statusCode).toBe(422);
    expect(envelope(badQuantity).errors?.quantity).toEqual(['Quantity must be between 1 and 10']);
    // Without user_id it stays one's own RSVP, with its own fields' errors.
    const self = await send('POST', rsvpUrl(book), 'teacher', { response: 'yes', quantity: 0 });
    expect(self.statusCode).toBe(422);
    expect(envelope(self).errors?.quantity).toEqual(['Quantity must be between 1 and 10']);
    expect(await rsvpOf(book, 'sofia.garcia')).toBeUndefined();
  });

  it('adding more seats than are left is a 409', async () => {
    const eventId = ids.event(book);
    await t.database.db
      .update(events)
      .set({ maxCapacity: await seatSum(eventId) })
      .where(eq(events.id, eventId));
    const response = await send('POST', rsvpUrl(book), 'teacher', { user_id: ids.user('sofia.garcia') });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('This event is full.');
    await t.database.db.update(events).set({ maxCapacity: null }).where(eq(events.id, eventId));
  });
});

describe('concurrency', () => {
  async function racers(prefix: string) {
    const made = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: 'Racer',
          lastName: `${i}`,
          username: `${prefix}.${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    return made.map((row) => row.id);
  }

  it('30 parallel owner adds for 5 seats left: exactly 5 added, the rest 409, no 5xx', async () => {
    const eventId = ids.event('Community Cleanup Day');
    await t.database.db
      .update(events)
      .set({ maxCapacity: (await seatSum(eventId)) + 5 })
      .where(eq(events.id, eventId));
    const userIds = await racers('add.racer');
    const robotics = ids.group('Robotics Club');
    await t.database.db.insert(groupUsers).values(userIds.map((userId) => ({ groupId: robotics, userId })));
    // jchen owns Community Cleanup Day and coordinates Robotics Club.
    const { token } = await issueToken(t.database.db, ids.user('jchen'));
    const responses = await Promise.all(
      userIds.map((userId) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/rsvp`,
          headers: bearer(token),
          payload: { user_id: userId },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
  });

  it('30 parallel approvals of denied RSVPs for 5 seats left: exactly 5 approved, no 5xx', async () => {
    const eventId = ids.event('Math Olympiad Qualifier');
    const userIds = await racers('approve.racer');
    const made = await t.database.db
      .insert(rsvps)
      .values(userIds.map((userId) => ({ eventId, userId, status: 'denied' as const })))
      .returning({ id: rsvps.id });
    const capacity = (await seatSum(eventId)) + 5;
    await t.database.db.update(events).set({ maxCapacity: capacity }).where(eq(events.id, eventId));
    const { token } = await issueToken(t.database.db, ids.user('jchen'));
    const responses = await Promise.all(
      made.map(({ id }) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/events/${eventId}/attendees/${id}/status`,
          headers: bearer(token),
          payload: { status: 'approved' },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
    expect(await seatSum(eventId)).toBe(capacity);
  });
});

describe('OpenAPI', () => {
  it('documents both bodies of POST /events/{id}/rsvp (owner add and self RSVP)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    const schema = document.paths['/api/events/{id}/rsvp']?.post?.requestBody.content['application/json']
      ?.schema as { anyOf?: Array<{ properties?: object }> } | undefined;
    const options = schema?.anyOf?.map((option) => Object.keys(option.properties ?? {}).sort());
    expect(options).toEqual([
      ['quantity', 'response', 'status', 'user_id'],
      ['notes', 'payment_type', 'quantity', 'response'],
    ]);
  });
});
