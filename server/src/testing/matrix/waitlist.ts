import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { courses, enrollments, events, rsvps, waitlistEntries } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// Waitlists (issue 25, modules/waitlist) on the demo data: Spring Science Fair is public and free, owned by
// teacher (student has an RSVP); Grade 8 Parent-Teacher Night is private to Grade 8 Science (owners teacher
// and coordinator; student and parent see it, owner and manager do not). Introduction to Robotics is a public
// course owned and taught by teacher (student enrolled). Arranges fill the event or course, or put entries
// in line: the cell's own, another user's, or two demo students' (liam.nguyen, sofia.garcia).

const fair = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const night = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');

type Line = 'fair' | 'night' | 'robotics';

function lineIds(context: Pick<ArrangeContext, 'ids'>, line: Line) {
  if (line === 'robotics') return { eventId: null, courseId: context.ids.course('Introduction to Robotics') };
  const title = line === 'fair' ? 'Spring Science Fair' : 'Grade 8 Parent-Teacher Night';
  return { eventId: context.ids.event(title), courseId: null };
}

async function putInLine(
  db: Database,
  context: ArrangeContext,
  line: Line,
  username: string,
  status: 'waiting' | 'offered',
) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      ...lineIds(context, line),
      userId: context.ids.user(username),
      status,
      position: 1,
      offeredAt: status === 'offered' ? new Date().toISOString() : null,
      expiresAt: status === 'offered' ? new Date(Date.now() + 86_400_000).toISOString() : null,
    })
    .returning({ id: waitlistEntries.id });
  if (!row) throw new Error('no entry');
  return row.id;
}

/** The cell's own entry (a guest's cell: another user's) as `made.entryId`. */
const ownEntry = (line: Line, status: 'waiting' | 'offered') => async (context: ArrangeContext) => ({
  entryId: await putInLine(
    context.db,
    context,
    line,
    context.role === 'guest' ? context.anotherUser : context.role,
    status,
  ),
});

/** Another user's entry as `made.entryId`. */
const othersEntry = (line: Line, status: 'waiting' | 'offered') => async (context: ArrangeContext) => ({
  entryId: await putInLine(context.db, context, line, context.anotherUser, status),
});

/** Two demo students waiting in line, as `made.a` and `made.b`. */
const twoWaiting = (line: Line) => async (context: ArrangeContext) => ({
  a: await putInLine(context.db, context, line, 'liam.nguyen', 'waiting'),
  b: await putInLine(context.db, context, line, 'sofia.garcia', 'waiting'),
});

/** Spring Science Fair full: its capacity set to the seats its RSVPs hold. */
async function fillFair({ db, ids }: ArrangeContext) {
  const id = ids.event('Spring Science Fair');
  const [row] = await db
    .select({ seats: sql<number>`coalesce(sum(${rsvps.quantity}), 0)`.mapWith(Number) })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, id), eq(rsvps.response, 'yes'), sql`${rsvps.status} <> 'denied'`));
  await db
    .update(events)
    .set({ maxCapacity: Math.max(1, row?.seats ?? 1) })
    .where(eq(events.id, id));
  return {};
}

/** Introduction to Robotics full: its limit set to its enrolled count. */
async function fillRobotics({ db, ids }: ArrangeContext) {
  const id = ids.course('Introduction to Robotics');
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, id), eq(enrollments.status, 'enrolled')));
  await db
    .update(courses)
    .set({ maxQuantity: Math.max(1, row?.n ?? 1) })
    .where(eq(courses.id, id));
  return {};
}

/** The event's or course's staff: teacher and admins; others who see it 403. */
const staff = (status: number) => only(['admin', 'teacher'], status);

const lines = [
  {
    name: 'events',
    at: fair,
    line: 'fair' as const,
    fill: fillFair,
    joinExpect: signedIn(201, { student: 409, parent: 409 }),
  },
  {
    name: 'courses',
    at: robotics,
    line: 'robotics' as const,
    fill: fillRobotics,
    // Staff do not join their own course; student is enrolled already.
    joinExpect: signedIn(201, { student: 409, teacher: 403, admin: 403 }),
  },
];

export const WAITLIST_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/waitlist', expect: signedIn(200), absent: noSecrets },
  { method: 'POST', url: '/api/waitlist/999999/claim', expect: signedIn(404) },
  {
    method: 'POST',
    url: ({ made }) => `/api/waitlist/${made.entryId}/claim`,
    arrange: ownEntry('fair', 'offered'),
    expect: signedIn(200),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: ({ made }) => `/api/waitlist/${made.entryId}/claim`,
    arrange: othersEntry('fair', 'offered'),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    url: ({ made }) => `/api/waitlist/${made.entryId}/decline`,
    arrange: ownEntry('robotics', 'offered'),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    url: ({ made }) => `/api/waitlist/${made.entryId}/decline`,
    arrange: othersEntry('robotics', 'offered'),
    expect: signedIn(404),
  },
  // The private event's line: its viewers see their own entry; others do not see the event (404).
  {
    method: 'GET',
    url: (c) => `/api/events/${night(c)}/waitlist`,
    expect: signedIn(200, { owner: 404, manager: 404 }),
  },
  {
    method: 'GET',
    url: (c) => `/api/events/${night(c)}/waitlist/entries`,
    expect: {
      guest: 401,
      admin: 200,
      teacher: 200,
      coordinator: 200,
      student: 403,
      parent: 403,
      owner: 404,
      manager: 404,
    },
    absent: noSecrets,
  },
  { method: 'GET', url: '/api/events/999999/waitlist/entries', expect: { ...everyone(404), guest: 401 } },
  // Another event's entry under the fair's path: 404 to its staff.
  {
    method: 'POST',
    url: ({ made, ...c }) => `/api/events/${fair({ made, ...c })}/waitlist/entries/${made.entryId}/offer`,
    arrange: othersEntry('night', 'waiting'),
    expect: staff(404),
  },
  ...lines.flatMap(({ name, at, line, fill, joinExpect }): MatrixRow[] => [
    { method: 'GET', url: (c) => `/api/${name}/${at(c)}/waitlist`, expect: signedIn(200) },
    { method: 'GET', url: `/api/${name}/999999/waitlist`, expect: signedIn(404) },
    { method: 'POST', url: (c) => `/api/${name}/${at(c)}/waitlist`, arrange: fill, expect: joinExpect },
    {
      method: 'DELETE',
      url: (c) => `/api/${name}/${at(c)}/waitlist`,
      arrange: ownEntry(line, 'waiting'),
      expect: signedIn(200),
    },
    { method: 'DELETE', url: (c) => `/api/${name}/${at(c)}/waitlist`, expect: signedIn(404) },
    {
      method: 'GET',
      url: (c) => `/api/${name}/${at(c)}/waitlist/entries`,
      arrange: twoWaiting(line),
      expect: staff(200),
      absent: noSecrets,
    },
    {
      method: 'PUT',
      url: (c) => `/api/${name}/${at(c)}/waitlist/entries/order`,
      arrange: twoWaiting(line),
      body: ({ made }: MatrixContext) => ({ entry_ids: [made.b, made.a] }),
      expect: staff(200),
    },
    {
      method: 'POST',
      url: ({ made, ...c }) => `/api/${name}/${at({ made, ...c })}/waitlist/entries/${made.a}/offer`,
      arrange: twoWaiting(line),
      expect: staff(200),
    },
  ]),
];
