import type {
  CampusEvent,
  Cart,
  Course,
  WaitlistClaimResult,
  WaitlistEntries,
  WaitlistEntry,
} from '@campus/sdk';
import { WAITLIST_MESSAGES } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, messageRecipients, messages, rsvps } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Waitlists (issue 25) through real HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// joining and leaving with positions, the refusals, promotion when a place frees, the claim window with the
// app's clock moved and the sweep ticked, and a paid ticket claimed into a held cart line.

let t: TestApp;
let ids: FixtureIds;
let now = new Date('2030-05-01T09:00:00.000Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
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

async function ok<T>(
  method: Method,
  url: string,
  username: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const response = await send(method, url, username, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return envelope<T>(response).data;
}

async function refused(status: number, method: Method, url: string, username?: string, payload?: object) {
  const before = await digestDatabase(t.database);
  const response = await send(method, url, username, payload);
  expect(response.statusCode, response.body).toBe(status);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
  return envelope(response);
}

let serial = 0;
/** A published free event of teacher's, `capacity` seats, on 2031-03-10. */
async function freeEvent(capacity: number, extra: object = {}): Promise<number> {
  serial += 1;
  const event = await ok<CampusEvent>(
    'POST',
    '/api/events',
    'teacher',
    {
      title: `Waitlist night ${serial}`,
      description: '<p>Full soon.</p>',
      date: '2031-03-10',
      event_start_time: '18:00',
      event_end_time: '20:00',
      location: 'Hall',
      max_capacity: capacity,
      status: 'published',
      ...extra,
    },
    201,
  );
  return event.id;
}

const rsvp = (eventId: number, username: string) =>
  ok('POST', `/api/events/${eventId}/rsvp`, username, { response: 'yes', quantity: 1 }, 201);

const join = (eventId: number, username: string, payload: object = {}) =>
  ok<WaitlistEntry>('POST', `/api/events/${eventId}/waitlist`, username, payload, 201);

const myEntry = (eventId: number, username: string) =>
  ok<WaitlistEntry | null>('GET', `/api/events/${eventId}/waitlist`, username);

async function rsvpIdOf(eventId: number, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, ids.user(username))));
  if (!row) throw new Error(`no RSVP of ${username}`);
  return row.id;
}

async function inboxSubjects(username: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ subject: messages.subject })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(eq(messageRecipients.userId, ids.user(username)));
  return rows.map((row) => row.subject);
}

describe('joining and leaving an event waitlist', () => {
  it('joins a full event in line order, shows positions, and leaves', async () => {
    const event = await freeEvent(1, { waitlist_claim_hours: 2 });
    await rsvp(event, 'student');
    const first = await join(event, 'emma.wilson');
    expect(first).toMatchObject({ status: 'waiting', position: 1, target: 'event', event_id: event });
    const second = await join(event, 'noah.smith');
    expect(second.position).toBe(2);
    expect((await myEntry(event, 'noah.smith'))?.position).toBe(2);
    expect(await myEntry(event, 'ava.johnson')).toBeNull();
    const mine = await ok<WaitlistEntry[]>('GET', '/api/waitlist', 'emma.wilson');
    expect(mine.map((entry) => entry.id)).toContain(first.id);

    await ok('DELETE', `/api/events/${event}/waitlist`, 'emma.wilson');
    expect(await myEntry(event, 'emma.wilson')).toBeNull();
    expect((await myEntry(event, 'noah.smith'))?.position).toBe(1);
    await refused(404, 'DELETE', `/api/events/${event}/waitlist`, 'emma.wilson');
  });

  it('refuses a second join, an attendee, a guest, an event with seats left, and an ended event', async () => {
    const event = await freeEvent(1);
    await rsvp(event, 'student');
    await join(event, 'emma.wilson');
    expect((await refused(409, 'POST', `/api/events/${event}/waitlist`, 'emma.wilson')).message).toBe(
      WAITLIST_MESSAGES.alreadyWaiting,
    );
    expect((await refused(409, 'POST', `/api/events/${event}/waitlist`, 'student')).message).toBe(
      WAITLIST_MESSAGES.alreadyAttending,
    );
    await refused(401, 'POST', `/api/events/${event}/waitlist`);
    const roomy = await freeEvent(5);
    expect((await refused(409, 'POST', `/api/events/${roomy}/waitlist`, 'emma.wilson')).message).toBe(
      WAITLIST_MESSAGES.notFull,
    );
    const free = await refused(422, 'POST', `/api/events/${event}/waitlist`, 'noah.smith', {
      ticket_type_id: 1,
    });
    expect(free.errors?.ticket_type_id).toEqual([WAITLIST_MESSAGES.ticketTypeNotAllowed]);
    // Past the event's end (2031-03-10 20:00 on the platform's clock), nobody joins.
    const saved = now;
    now = new Date('2031-03-12T00:00:00Z');
    try {
      expect((await refused(422, 'POST', `/api/events/${event}/waitlist`, 'noah.smith')).message).toBe(
        WAITLIST_MESSAGES.ended,
      );
    } finally {
      now = saved;
    }
  });
});

describe('promotion, claim and the claim window', () => {
  it('offers a freed place to the first in line, with an inbox message; the place is held; claim takes it', async () => {
    const event = await freeEvent(1, { waitlist_claim_hours: 2 });
    await rsvp(event, 'student');
    const emma = await join(event, 'emma.wilson');
    const noah = await join(event, 'noah.smith');

    await ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}`, 'teacher');
    const offered = await myEntry(event, 'emma.wilson');
    expect(offered).toMatchObject({ id: emma.id, status: 'offered', position: null });
    expect(offered?.expires_at).toBe(new Date(now.getTime() + 2 * HOUR).toISOString());
    expect((await myEntry(event, 'noah.smith'))?.status).toBe('waiting');
    expect(await inboxSubjects('emma.wilson')).toContain(
      WAITLIST_MESSAGES.offerSubject(`Waitlist night ${serial}`),
    );

    // The held seat is nobody else's.
    await refused(409, 'POST', `/api/events/${event}/rsvp`, 'ava.johnson', { response: 'yes', quantity: 1 });
    // Another user's entry is not theirs to claim.
    await refused(404, 'POST', `/api/waitlist/${emma.id}/claim`, 'noah.smith');
    await refused(409, 'POST', `/api/waitlist/${noah.id}/claim`, 'noah.smith');

    const claimed = await ok<WaitlistClaimResult>('POST', `/api/waitlist/${emma.id}/claim`, 'emma.wilson');
    expect(claimed).toMatchObject({ kind: 'rsvp', entry: { status: 'claimed' } });
    const [row] = await t.database.db
      .select()
      .from(rsvps)
      .where(eq(rsvps.id, claimed.rsvp_id ?? 0));
    expect(row).toMatchObject({
      userId: ids.user('emma.wilson'),
      status: 'approved',
      response: 'yes',
      quantity: 1,
    });
    expect(await myEntry(event, 'emma.wilson')).toBeNull();
  });

  it('expires an offer when the clock passes its window and offers the next; a late claim is refused', async () => {
    const event = await freeEvent(1, { waitlist_claim_hours: 2 });
    await rsvp(event, 'student');
    const emma = await join(event, 'emma.wilson');
    const noah = await join(event, 'noah.smith');
    const ava = await join(event, 'ava.johnson');
    await ok('PUT', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}/status`, 'teacher', {
      status: 'denied',
    });
    expect((await myEntry(event, 'emma.wilson'))?.status).toBe('offered');

    now = new Date(now.getTime() + 2 * HOUR + 1000);
    const swept = await t.app.waitlistClock.tick();
    expect(swept.expired).toBe(1);
    const late = await send('POST', `/api/waitlist/${emma.id}/claim`, 'emma.wilson');
    expect(late.statusCode).toBe(409);
    expect(envelope(late).message).toBe(WAITLIST_MESSAGES.offerExpired);
    expect((await myEntry(event, 'noah.smith'))?.status).toBe('offered');

    // Past noah's window without a tick: the claim itself finds it over, refuses it and passes the place on.
    now = new Date(now.getTime() + 2 * HOUR + 1000);
    const expired = await send('POST', `/api/waitlist/${noah.id}/claim`, 'noah.smith');
    expect(expired.statusCode).toBe(409);
    expect((await myEntry(event, 'ava.johnson'))?.id).toBe(ava.id);
    expect((await myEntry(event, 'ava.johnson'))?.status).toBe('offered');

    // Declining passes it on too (nobody left: the place is free again).
    await ok('POST', `/api/waitlist/${ava.id}/decline`, 'ava.johnson');
    await rsvp(event, 'liam.nguyen');
  });

  it('two places freed with three waiting give exactly two offers; a raised capacity offers more', async () => {
    const event = await freeEvent(2);
    await rsvp(event, 'student');
    await rsvp(event, 'emma.wilson');
    for (const user of ['noah.smith', 'ava.johnson', 'liam.nguyen']) await join(event, user);
    await Promise.all(
      ['student', 'emma.wilson'].map(async (user) =>
        ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, user)}`, 'teacher'),
      ),
    );
    const statuses = await Promise.all(
      ['noah.smith', 'ava.johnson', 'liam.nguyen'].map(async (user) => (await myEntry(event, user))?.status),
    );
    expect(statuses).toEqual(['offered', 'offered', 'waiting']);

    const detail = await ok<CampusEvent>('GET', `/api/events/${event}`, 'teacher');
    await ok('PUT', `/api/events/${event}`, 'teacher', {
      title: detail.title,
      description: '<p>Full soon.</p>',
      date: '2031-03-10',
      event_start_time: '18:00',
      event_end_time: '20:00',
      location: 'Hall',
      max_capacity: 3,
      status: 'published',
    });
    expect((await myEntry(event, 'liam.nguyen'))?.status).toBe('offered');
  });
});

describe('staff: the line, reorder and offer by hand', () => {
  it('lists the line for the owner only, reorders it, and offers out of turn when a place is free', async () => {
    const event = await freeEvent(1);
    await rsvp(event, 'student');
    const a = await join(event, 'emma.wilson');
    const b = await join(event, 'noah.smith');
    await refused(403, 'GET', `/api/events/${event}/waitlist/entries`, 'emma.wilson');
    const line = await ok<WaitlistEntries>('GET', `/api/events/${event}/waitlist/entries`, 'teacher');
    expect(line.entries.map((entry) => entry.id)).toEqual([a.id, b.id]);
    expect(line.entries[0]?.user?.username).toBe('emma.wilson');
    expect(line.claim_hours).toBe(24);

    const bad = await refused(422, 'PUT', `/api/events/${event}/waitlist/entries/order`, 'teacher', {
      entry_ids: [b.id],
    });
    expect(bad.errors?.entry_ids).toEqual([WAITLIST_MESSAGES.orderMismatch]);
    const reordered = await ok<WaitlistEntries>(
      'PUT',
      `/api/events/${event}/waitlist/entries/order`,
      'teacher',
      {
        entry_ids: [b.id, a.id],
      },
    );
    expect(reordered.entries.map((entry) => entry.id)).toEqual([b.id, a.id]);
    expect((await myEntry(event, 'noah.smith'))?.position).toBe(1);

    // Full: no place to offer by hand.
    await refused(409, 'POST', `/api/events/${event}/waitlist/entries/${a.id}/offer`, 'teacher');
    const other = await freeEvent(1);
    await refused(404, 'POST', `/api/events/${other}/waitlist/entries/${a.id}/offer`, 'teacher');
    // A place frees and goes to noah (first now); emma cannot be offered a second one.
    await ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}`, 'teacher');
    expect((await myEntry(event, 'noah.smith'))?.status).toBe('offered');
    await refused(409, 'POST', `/api/events/${event}/waitlist/entries/${a.id}/offer`, 'teacher');
  });
});

describe('a paid ticket type', () => {
  it('waits for the full ticket type, claims into a held cart line, and checks out', async () => {
    const event = await freeEvent(10, {
      is_free: false,
      ticket_types: [{ name: 'Seat', price: 10, max_quantity: 1 }],
    });
    const detail = await ok<CampusEvent>('GET', `/api/events/${event}`, 'teacher');
    const ticket = detail.ticket_types[0]?.id ?? 0;
    await rsvp(event, 'student');
    const missing = await refused(422, 'POST', `/api/events/${event}/waitlist`, 'emma.wilson');
    expect(missing.errors?.ticket_type_id).toEqual([WAITLIST_MESSAGES.ticketTypeRequired]);
    const emma = await join(event, 'emma.wilson', { ticket_type_id: ticket });
    expect(emma).toMatchObject({ target: 'ticket_type', ticket_type_name: 'Seat' });

    await ok('PUT', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}/status`, 'teacher', {
      status: 'denied',
    });
    expect((await myEntry(event, 'emma.wilson'))?.status).toBe('offered');
    // The held ticket cannot be put in another buyer's cart.
    await refused(409, 'POST', '/api/cart/add', 'noah.smith', {
      event_id: event,
      ticket_type_id: ticket,
      quantity: 1,
    });

    const claimed = await ok<WaitlistClaimResult>('POST', `/api/waitlist/${emma.id}/claim`, 'emma.wilson');
    expect(claimed).toMatchObject({ kind: 'cart', entry: { status: 'in_cart' } });
    const cart = await ok<Cart>('GET', '/api/cart', 'emma.wilson');
    expect(cart.items.map((item) => item.quantity)).toEqual([1]);
    await refused(409, 'POST', '/api/cart/add', 'noah.smith', {
      event_id: event,
      ticket_type_id: ticket,
      quantity: 1,
    });

    await ok('POST', '/api/cart/checkout', 'emma.wilson', { payment_type: 'cash' });
    const [bought] = await t.database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event), eq(rsvps.userId, ids.user('emma.wilson'))));
    expect(bought).toMatchObject({ status: 'pending', quantity: 1 });
    expect(await myEntry(event, 'emma.wilson')).toBeNull();
  });

  it('releases the cart hold when the window passes', async () => {
    const event = await freeEvent(10, {
      is_free: false,
      ticket_types: [{ name: 'Seat', price: 10, max_quantity: 1 }],
    });
    const ticket = (await ok<CampusEvent>('GET', `/api/events/${event}`, 'teacher')).ticket_types[0]?.id ?? 0;
    await rsvp(event, 'student');
    const ava = await join(event, 'ava.johnson', { ticket_type_id: ticket });
    await ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}`, 'teacher');
    await ok('POST', `/api/waitlist/${ava.id}/claim`, 'ava.johnson');
    now = new Date(now.getTime() + 25 * HOUR);
    await t.app.waitlistClock.tick();
    expect((await ok<Cart>('GET', '/api/cart', 'ava.johnson')).items).toEqual([]);
    await ok('POST', '/api/cart/add', 'noah.smith', { event_id: event, ticket_type_id: ticket, quantity: 1 });
  });
});

describe('a course waitlist', () => {
  it('joins a full course, is offered the place an unenrolment frees, and claims an enrollment', async () => {
    const course = await ok<Course>(
      'POST',
      '/api/courses',
      'teacher',
      {
        name: 'Waitlisted pottery',
        description: '<p>Small class.</p>',
        date: '2031-03-10',
        start_time: '15:00',
        end_time: '16:30',
        location: 'Art Room',
        max_quantity: 1,
        action: 'publish',
      },
      201,
    );
    await ok('POST', `/api/courses/${course.id}/enroll`, 'student', undefined, 201);
    const entry = await ok<WaitlistEntry>(
      'POST',
      `/api/courses/${course.id}/waitlist`,
      'emma.wilson',
      {},
      201,
    );
    expect(entry).toMatchObject({ target: 'course', position: 1, title: 'Waitlisted pottery' });
    await refused(409, 'POST', `/api/courses/${course.id}/waitlist`, 'student');
    await refused(409, 'POST', `/api/courses/${course.id}/enroll`, 'noah.smith');

    await ok('POST', `/api/courses/${course.id}/unenroll`, 'student');
    expect((await ok<WaitlistEntry>('GET', `/api/courses/${course.id}/waitlist`, 'emma.wilson')).status).toBe(
      'offered',
    );
    await refused(409, 'POST', `/api/courses/${course.id}/enroll`, 'noah.smith');
    const claimed = await ok<WaitlistClaimResult>('POST', `/api/waitlist/${entry.id}/claim`, 'emma.wilson');
    expect(claimed.kind).toBe('enrollment');
    const [row] = await t.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.userId, ids.user('emma.wilson'))));
    expect(row?.status).toBe('enrolled');
  });
});
