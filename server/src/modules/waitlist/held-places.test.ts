import type { CampusEvent, Course, Paged, WaitlistEntry } from '@campus/sdk';
import { placesLeft, seatsLeft, ticketsLeft } from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvps } from '../../db/schema.js';
import { readSeats } from '../../live/seats-query.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The places a page shows left count the waitlist's open offers as taken (issue 25), as the writes do: a
// place offered to someone is not shown as free to everyone else, in the events and courses lists, the
// event detail (seats and each ticket type's sold) and the live `seats` payload; once the offer is declined
// or expires with nobody else waiting, the place shows again. The guest page cache is on and never ages
// (its clock stands still), so a stale answer would show: making, declining and expiring an offer empty it.

let t: TestApp;
let ids: FixtureIds;
let now = new Date('2030-05-01T09:00:00.000Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp({ now: () => now, guestPageCache: { ttlMs: 1_000, elapsed: () => 0 } });
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function ok<T>(method: Method, url: string, username: string | null, payload?: object, status = 200) {
  const headers = username ? bearer(await t.loginAs(username)) : {};
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return envelope<T>(response).data;
}

let serial = 0;
/** A published public event of teacher's on 2031-03-10 (free unless `extra` says otherwise). */
async function newEvent(capacity: number, extra: object = {}): Promise<number> {
  serial += 1;
  const event = await ok<CampusEvent>(
    'POST',
    '/api/events',
    'teacher',
    {
      title: `Held places ${serial}`,
      description: '<p>Nearly full.</p>',
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

async function rsvpIdOf(eventId: number, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, ids.user(username))));
  if (!row) throw new Error(`no RSVP of ${username}`);
  return row.id;
}

/** What a guest (the cached pages), a signed-in user and the live stream are told is left on the event. */
async function eventShows(eventId: number) {
  const page = await ok<Paged<CampusEvent>>('GET', '/api/events?per_page=50', null);
  const listed = page.data.find((event) => event.id === eventId);
  if (!listed) throw new Error(`event ${eventId} is not on the guest list`);
  const signedIn = await ok<Paged<CampusEvent>>('GET', '/api/events?per_page=50', 'ava.johnson');
  const listedSignedIn = signedIn.data.find((event) => event.id === eventId);
  const guestDetail = await ok<CampusEvent>('GET', `/api/events/${eventId}`, null);
  const detail = await ok<CampusEvent>('GET', `/api/events/${eventId}`, 'ava.johnson');
  const live = await readSeats(t.database.db, 'event', eventId);
  const left = (event: CampusEvent | undefined) =>
    event?.seats_taken === undefined ? 'unknown' : seatsLeft(event, event.seats_taken);
  return {
    list: left(listed),
    signedInList: left(listedSignedIn),
    guestDetail: left(guestDetail),
    detail: left(detail),
    tickets: detail.ticket_types.map((type) => ticketsLeft(type.max_quantity, type.sold ?? 0)),
    guestTickets: guestDetail.ticket_types.map((type) => ticketsLeft(type.max_quantity, type.sold ?? 0)),
    live: live?.seats_left,
    liveTickets: live?.tickets.map((ticket) => ticket.left),
  };
}

/** What the course list (guest, cached; signed in), the detail and the live stream say is left. */
async function courseShows(courseId: number) {
  const left = (course: Course | undefined) =>
    course?.enrolled_count === undefined ? 'unknown' : placesLeft(course, course.enrolled_count);
  const guest = await ok<Paged<Course>>('GET', '/api/courses?per_page=100', null);
  const signedIn = await ok<Paged<Course>>('GET', '/api/courses?per_page=100', 'ava.johnson');
  const detail = await ok<Course>('GET', `/api/courses/${courseId}`, 'ava.johnson');
  const guestDetail = await ok<Course>('GET', `/api/courses/${courseId}`, null);
  return {
    list: left(guest.data.find((course) => course.id === courseId)),
    signedInList: left(signedIn.data.find((course) => course.id === courseId)),
    detail: left(detail),
    guestDetail: left(guestDetail),
    live: (await readSeats(t.database.db, 'course', courseId))?.seats_left,
  };
}

const allLeft = (n: number) => ({
  list: n,
  signedInList: n,
  guestDetail: n,
  detail: n,
  live: n,
});

describe('places held by open waitlist offers are not shown as left', () => {
  it('a free event: the offered seat is taken in the lists, the detail and the live payload; declined, it is back', async () => {
    const event = await newEvent(2);
    await rsvp(event, 'student');
    await rsvp(event, 'emma.wilson');
    const noah = await ok<WaitlistEntry>('POST', `/api/events/${event}/waitlist`, 'noah.smith', {}, 201);
    expect(await eventShows(event)).toMatchObject(allLeft(0));

    // A seat frees and is offered to noah: still none left for anyone else (the guest pages included).
    await ok('DELETE', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}`, 'teacher');
    expect((await ok<WaitlistEntry>('GET', `/api/events/${event}/waitlist`, 'noah.smith')).status).toBe(
      'offered',
    );
    expect(await eventShows(event)).toMatchObject(allLeft(0));
    // What the page says is what a write does: the seat is refused to another user.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event}/rsvp`,
      headers: bearer(await t.loginAs('ava.johnson')),
      payload: { response: 'yes', quantity: 1 },
    });
    expect(refused.statusCode).toBe(409);

    // Declined with nobody else waiting: the seat shows again.
    await ok('POST', `/api/waitlist/${noah.id}/decline`, 'noah.smith');
    expect(await eventShows(event)).toMatchObject(allLeft(1));
  });

  it('a ticket type: the offered ticket counts as sold (detail, live); when the offer expires it is back', async () => {
    const event = await newEvent(10, {
      is_free: false,
      ticket_types: [{ name: 'Seat', price: 10, max_quantity: 1 }],
    });
    const ticket = (await ok<CampusEvent>('GET', `/api/events/${event}`, 'teacher')).ticket_types[0]?.id ?? 0;
    await rsvp(event, 'student');
    await ok('POST', `/api/events/${event}/waitlist`, 'emma.wilson', { ticket_type_id: ticket }, 201);
    const before = await eventShows(event);
    expect(before).toMatchObject({ tickets: [0], guestTickets: [0], liveTickets: [0], detail: 9, live: 9 });

    await ok('PUT', `/api/events/${event}/attendees/${await rsvpIdOf(event, 'student')}/status`, 'teacher', {
      status: 'denied',
    });
    expect((await ok<WaitlistEntry>('GET', `/api/events/${event}/waitlist`, 'emma.wilson')).status).toBe(
      'offered',
    );
    // The held ticket holds one of the event's seats too, as the writes count it.
    expect(await eventShows(event)).toMatchObject({
      ...allLeft(9),
      tickets: [0],
      guestTickets: [0],
      liveTickets: [0],
    });

    // The window passes: the sweep (outside any request) expires the offer; nobody else waits.
    now = new Date(now.getTime() + 25 * HOUR);
    expect((await t.app.waitlistClock.tick()).expired).toBe(1);
    // The sweep runs outside a request: it empties the guest page cache through the change feed, delivered
    // some time after (at once in process; on PostgreSQL when the NOTIFY arrives).
    await expect
      .poll(() => eventShows(event))
      .toMatchObject({
        ...allLeft(10),
        tickets: [1],
        guestTickets: [1],
        liveTickets: [1],
      });
  });

  it('a course: the offered place is taken in the list, the detail and the live payload; expired, it is back', async () => {
    const course = await ok<Course>(
      'POST',
      '/api/courses',
      'teacher',
      {
        name: 'Held pottery',
        description: '<p>Small class.</p>',
        date: '2031-03-10',
        start_time: '15:00',
        end_time: '16:30',
        location: 'Art Room',
        max_quantity: 2,
        action: 'publish',
      },
      201,
    );
    await ok('POST', `/api/courses/${course.id}/enroll`, 'student', undefined, 201);
    await ok('POST', `/api/courses/${course.id}/enroll`, 'liam.nguyen', undefined, 201);
    await ok('POST', `/api/courses/${course.id}/waitlist`, 'emma.wilson', {}, 201);
    expect(await courseShows(course.id)).toMatchObject(allLeft(0));

    await ok('POST', `/api/courses/${course.id}/unenroll`, 'student');
    expect((await ok<WaitlistEntry>('GET', `/api/courses/${course.id}/waitlist`, 'emma.wilson')).status).toBe(
      'offered',
    );
    expect(await courseShows(course.id)).toMatchObject(allLeft(0));

    now = new Date(now.getTime() + 25 * HOUR);
    expect((await t.app.waitlistClock.tick()).expired).toBe(1);
    await expect.poll(() => courseShows(course.id)).toMatchObject(allLeft(1));
  });
});
