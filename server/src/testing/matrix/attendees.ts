import { and, eq } from 'drizzle-orm';
import { rsvps } from '../../db/schema.js';
import {
  type ArrangeContext,
  type Expectation,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
} from '../authorization-matrix.js';

// An event's attendees (owners and admins; spec sections 4 and 7) on the demo events: Grade 8 Parent-Teacher
// Night is private to Grade 8 Science, owned by teacher and coordinator; student (a member and attendee) and
// parent (the parent of an attendee) see it and get 403; owner and manager do not and get 404. Spring
// Science Fair is public, owned by teacher. Alumni Networking Brunch is jchen's draft.

const night = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const fair = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const othersDraft = ({ ids }: MatrixContext) => ids.event('Alumni Networking Brunch');

/** On the private event: its managers `status`, its other viewers 403, everyone else 404, guests 401. */
function onNight(status: number, overrides: Partial<Expectation> = {}): Expectation {
  return {
    guest: 401,
    admin: status,
    teacher: status,
    coordinator: status,
    student: 403,
    parent: 403,
    owner: 404,
    manager: 404,
    ...overrides,
  };
}

/** Arrange: the RSVP of `username` on `title`, as `made.rsvpId`. */
function rsvpOf(title: string, username: string) {
  return async ({ db, ids }: ArrangeContext) => {
    const [row] = await db
      .select({ id: rsvps.id })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, ids.event(title)), eq(rsvps.userId, ids.user(username))));
    if (!row) throw new Error(`No demo RSVP of ${username} on ${title}`);
    return { rsvpId: row.id };
  };
}

/** emma.wilson's pending RSVP on the private event. */
const nightRsvp = rsvpOf('Grade 8 Parent-Teacher Night', 'emma.wilson');
/** "Another event's RSVP": student's on Spring Science Fair, aimed at under the private event's path. */
const fairRsvp = rsvpOf('Spring Science Fair', 'student');

const attendeeUrl =
  (suffix: string) =>
  ({ made, ...context }: MatrixContext) =>
    `/api/events/${night({ made, ...context })}/attendees/${made.rsvpId}${suffix}`;

/** The three PUTs and the DELETE, each on the event's own RSVP and on another event's RSVP (404). */
const writes: Array<{ method: 'PUT' | 'DELETE'; suffix: string; body?: object }> = [
  { method: 'PUT', suffix: '/status', body: { status: 'approved' } },
  { method: 'PUT', suffix: '/response', body: { response: 'maybe', quantity: 2 } },
  {
    method: 'PUT',
    suffix: '/owner-fields',
    body: { payment_type: 'cash', owner_notes: 'matrix', paid_amount: 5 },
  },
  { method: 'DELETE', suffix: '' },
];

export const ATTENDEES_ROWS: readonly MatrixRow[] = [
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${night(c)}/attendees?include_all=true`,
    expect: onNight(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${fair(c)}/attendees`,
    expect: { ...everyone(403), guest: 401, admin: 200, teacher: 200 },
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}/attendees`,
    expect: { ...everyone(404), guest: 401, admin: 200 },
  },
  { method: 'GET', url: '/api/events/999999/attendees', expect: { ...everyone(404), guest: 401 } },
  ...writes.flatMap(({ method, suffix, body }): MatrixRow[] => [
    {
      method,
      url: attendeeUrl(suffix),
      ...(body ? { body } : {}),
      arrange: nightRsvp,
      expect: onNight(200),
      absent: noSecrets,
    },
    {
      method,
      url: attendeeUrl(suffix),
      ...(body ? { body } : {}),
      arrange: fairRsvp,
      expect: onNight(404),
    },
  ]),
  // Owner add (POST /events/{id}/rsvp with user_id): liam.nguyen is in Grade 8 Science, which coordinator
  // coordinates (201) and teacher does not (422); sofia.garcia is in teacher's Robotics Club.
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/events/${night(c)}/rsvp`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('liam.nguyen') }),
    expect: onNight(201, { teacher: 422 }),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/events/${fair(c)}/rsvp`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('sofia.garcia'), response: 'yes', quantity: 1 }),
    expect: { ...everyone(403), guest: 401, admin: 201, teacher: 201 },
  },
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}/rsvp`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('sofia.garcia') }),
    expect: { ...everyone(404), guest: 401, admin: 201 },
  },
];
