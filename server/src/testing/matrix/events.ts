import { rsvps } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  signedIn,
} from '../authorization-matrix.js';

// Demo events (fixtures/src/demo-events.ts): Spring Science Fair is public and published; Grade 8
// Parent-Teacher Night is private to Grade 8 Science (owners teacher and coordinator; student is a member
// and attendee, parent the parent of an attendee); Robotics Showcase is pending (owners teacher and
// coordinator); Alumni Networking Brunch is jchen's draft: "another user's draft" for every role.

const publicEvent = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const privateEvent = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const pendingEvent = ({ ids }: MatrixContext) => ids.event('Robotics Showcase');
const othersDraft = ({ ids }: MatrixContext) => ids.event('Alumni Networking Brunch');

/** Who sees the private event: admins, its owners, its group's members, and the parent of an attendee. */
const privateAudience = ['admin', 'teacher', 'coordinator', 'student', 'parent'] as const;

/** `status` for the listed roles, 404 for every other role (guests included). */
function seenBy(roles: readonly MatrixContext['role'][], status: number) {
  const expectation = everyone(404);
  for (const role of roles) expectation[role] = status;
  return expectation;
}

export const EVENTS_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/events', expect: everyone(200), absent: noSecrets },
  { method: 'GET', url: '/api/events?when=past&page=1', expect: everyone(200), absent: noSecrets },
  { method: 'GET', url: '/api/events?when=someday', expect: everyone(422) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${publicEvent(c)}`,
    expect: everyone(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${privateEvent(c)}`,
    expect: seenBy(privateAudience, 200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}`,
    expect: seenBy(['admin'], 200),
  },
  { method: 'GET', url: '/api/events/999999', expect: everyone(404) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/events/${publicEvent(c)}`,
    expect: signedIn(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/events/${pendingEvent(c)}`,
    expect: { ...seenBy(['admin', 'teacher', 'coordinator'], 200), guest: 401 },
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/events/${othersDraft(c)}`,
    expect: signedIn(404, { admin: 200 }),
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/events/${privateEvent(c)}`,
    expect: { ...seenBy(privateAudience, 200), guest: 401 },
  },
  // RSVPs (self): student and parent already have one on Spring Science Fair (409); a draft is 404 to all
  // but admins, who see it and get 422 (not open for registration).
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/events/${publicEvent(c)}/rsvp`,
    body: { response: 'yes', quantity: 1 },
    expect: signedIn(201, { student: 409, parent: 409 }),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}/rsvp`,
    body: { response: 'yes', quantity: 1 },
    expect: signedIn(404, { admin: 422 }),
  },
  { method: 'GET', url: '/api/user/rsvps', expect: signedIn(200), absent: noSecrets },
  {
    method: 'PUT',
    url: ({ made }: MatrixContext) => `/api/user/rsvps/${made.rsvpId}`,
    body: { response: 'maybe', quantity: 1 },
    arrange: anotherUsersRsvp,
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    url: ({ made }: MatrixContext) => `/api/user/rsvps/${made.rsvpId}`,
    body: { response: 'maybe', quantity: 2, notes: 'matrix' },
    arrange: ownRsvp,
    expect: signedIn(200),
    absent: noSecrets,
  },
];

/** Arrange: an RSVP of `username` on Community Book Fair (which has none in the demo data), as `made.rsvpId`. */
async function rsvpOf({ db, ids }: ArrangeContext, username: string) {
  const [row] = await db
    .insert(rsvps)
    .values({
      eventId: ids.event('Community Book Fair'),
      userId: ids.user(username),
      response: 'yes',
      quantity: 1,
    })
    .returning({ id: rsvps.id });
  if (!row) throw new Error('Arranging the RSVP returned no row');
  return { rsvpId: row.id };
}

/** Arrange: another user's RSVP. */
function anotherUsersRsvp(context: ArrangeContext) {
  return rsvpOf(context, context.anotherUser);
}

/** Arrange: the cell's own RSVP (a guest's cell aims at another user's). */
function ownRsvp(context: ArrangeContext) {
  return rsvpOf(context, context.role === 'guest' ? context.anotherUser : context.role);
}
