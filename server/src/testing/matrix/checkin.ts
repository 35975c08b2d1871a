import { dateIn } from '@campus/sdk';
import { and, asc, eq } from 'drizzle-orm';
import { checkinCodes, courseSessions, events, rsvps } from '../../db/schema.js';
import { platformTimeZone } from '../../modules/shared/event-end.js';
import {
  type ArrangeContext,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// Check-in (issue 25). Introduction to Robotics: teacher is its staff, student its enrolled student (parent
// is the parent, not a student). Spanish Conversation is mlopez's: none of the roles is enrolled, so its
// code is "someone else's code". Spring Science Fair is teacher's public event, where student and parent
// hold approved yes RSVPs. The cell's clock is the real one: arrange moves the session or event to today,
// all day, when a cell needs the window open. Codes are strings (`made` holds numbers): arrange sets known ones.

const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');
const fair = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const staff = (status: number) => only(['admin', 'teacher'], status);

const SESSION_CODE = 'matrixSessionCode0001';
const SPANISH_CODE = 'matrixSpanishCode0001';
const FAIR_CODE = 'matrixFairCode000001';

async function firstSessionOf(db: ArrangeContext['db'], courseId: number): Promise<number> {
  const [row] = await db
    .select({ id: courseSessions.id })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.id))
    .limit(1);
  if (!row) throw new Error('The demo course has sessions');
  return row.id;
}

const today = () => dateIn(new Date(), platformTimeZone());

/** Arrange: Robotics' first session (`sessionId`, code SESSION_CODE), Algebra's (`foreignSessionId`), Spanish's. */
async function sessions({ db, ids }: ArrangeContext) {
  const sessionId = await firstSessionOf(db, ids.course('Introduction to Robotics'));
  const foreignSessionId = await firstSessionOf(db, ids.course('Algebra Workshop'));
  const spanishSessionId = await firstSessionOf(db, ids.course('Spanish Conversation'));
  await db
    .update(checkinCodes)
    .set({ code: SESSION_CODE })
    .where(eq(checkinCodes.courseSessionId, sessionId));
  await db
    .update(checkinCodes)
    .set({ code: SPANISH_CODE })
    .where(eq(checkinCodes.courseSessionId, spanishSessionId));
  return { sessionId, foreignSessionId, spanishSessionId };
}

/** As `sessions`, with both coded sessions today, all day: their windows are open. */
async function sessionsToday(context: ArrangeContext) {
  const made = await sessions(context);
  for (const id of [made.sessionId, made.spanishSessionId]) {
    await context.db
      .update(courseSessions)
      .set({ sessionDate: today(), startTime: null, endTime: null, status: 'scheduled' })
      .where(eq(courseSessions.id, id));
  }
  return made;
}

/** Arrange: the fair's code FAIR_CODE; student's RSVP on it (`rsvpId`). */
async function fairCode({ db, ids }: ArrangeContext) {
  const eventId = ids.event('Spring Science Fair');
  await db.update(checkinCodes).set({ code: FAIR_CODE }).where(eq(checkinCodes.eventId, eventId));
  const [rsvp] = await db
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, ids.user('student'))));
  if (!rsvp) throw new Error("student's demo RSVP on the fair");
  return { rsvpId: rsvp.id };
}

/** As `fairCode`, with the fair today from 00:00 to 23:59. */
async function fairToday(context: ArrangeContext) {
  const made = await fairCode(context);
  await context.db
    .update(events)
    .set({ date: today(), eventStartTime: '00:00', eventEndTime: '23:59', eventEndDate: null })
    .where(eq(events.id, context.ids.event('Spring Science Fair')));
  return made;
}

const sessionPath = (c: MatrixContext) => `/api/courses/${robotics(c)}/sessions/${c.made.sessionId}/checkin`;
const foreignPath = (c: MatrixContext) =>
  `/api/courses/${robotics(c)}/sessions/${c.made.foreignSessionId}/checkin`;

export const CHECKIN_ROWS: readonly MatrixRow[] = [
  // The link: the enrolled student is checked in inside the window; nobody else may use the code.
  {
    method: 'POST',
    url: `/api/checkin/${SESSION_CODE}`,
    arrange: sessionsToday,
    expect: only(['student'], 200),
  },
  { method: 'POST', url: `/api/checkin/${SESSION_CODE}`, arrange: sessions, expect: only(['student'], 422) },
  // Someone else's code: a session of a course none of the roles is enrolled in.
  { method: 'POST', url: `/api/checkin/${SPANISH_CODE}`, arrange: sessionsToday, expect: signedIn(403) },
  { method: 'POST', url: '/api/checkin/noSuchCheckinCode0000', expect: signedIn(404) },
  {
    method: 'POST',
    url: `/api/checkin/${FAIR_CODE}`,
    arrange: fairToday,
    expect: only(['student', 'parent'], 200),
  },
  // The fair is a week ahead: its holders are told it has not opened (422), the rest 403.
  {
    method: 'POST',
    url: `/api/checkin/${FAIR_CODE}`,
    arrange: fairCode,
    expect: only(['student', 'parent'], 422),
  },

  // The session's staff panel; another course's session under this course's path is a 404 for the staff.
  { method: 'GET', url: sessionPath, arrange: sessions, expect: staff(200), absent: noSecrets },
  { method: 'GET', url: foreignPath, arrange: sessions, expect: staff(404) },
  {
    method: 'GET',
    url: (c) =>
      `/api/courses/${c.ids.course('Spanish Conversation')}/sessions/${c.made.spanishSessionId}/checkin`,
    arrange: sessions,
    expect: only(['admin'], 200),
  },
  { method: 'POST', url: (c) => `${sessionPath(c)}/code`, arrange: sessions, expect: staff(200) },
  { method: 'POST', url: (c) => `${foreignPath(c)}/code`, arrange: sessions, expect: staff(404) },
  {
    method: 'PUT',
    url: (c) => `/api/courses/${robotics(c)}/checkin`,
    body: { checkin_opens_minutes: 45 },
    expect: staff(200),
  },
  {
    method: 'GET',
    url: (c) => `/api/courses/${robotics(c)}/attendance`,
    expect: staff(200),
    absent: noSecrets,
  },
  { method: 'GET', url: '/api/courses/999999/attendance', expect: signedIn(404) },

  // The event's panel (owners and admins).
  { method: 'GET', url: (c) => `/api/events/${fair(c)}/checkin`, expect: staff(200), absent: noSecrets },
  { method: 'GET', url: '/api/events/999999/checkin', expect: signedIn(404) },
  { method: 'POST', url: (c) => `/api/events/${fair(c)}/checkin/code`, expect: staff(200) },
  {
    method: 'PUT',
    url: (c) => `/api/events/${fair(c)}/checkin`,
    body: { checkin_opens_minutes: 60 },
    expect: staff(200),
  },
  // By hand: student's RSVP under its own event, and under another event's path (404 for that one's managers).
  {
    method: 'PUT',
    url: (c) => `/api/events/${fair(c)}/attendees/${c.made.rsvpId}/checkin`,
    arrange: fairCode,
    body: { checked_in: true },
    expect: staff(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c) =>
      `/api/events/${c.ids.event('Grade 8 Parent-Teacher Night')}/attendees/${c.made.rsvpId}/checkin`,
    arrange: fairCode,
    body: { checked_in: true },
    expect: {
      guest: 401,
      admin: 404,
      teacher: 404,
      coordinator: 404,
      student: 403,
      parent: 403,
      owner: 404,
      manager: 404,
    },
  },
];
