import { asc, eq } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens.js';
import { apiTokens, courseSessions, liveTickets } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRow,
  only,
  signedIn,
} from '../authorization-matrix.js';

// GET /api/live and its tickets. The harness sets streams to end after 50 ms, so an accepted stream answers
// 200 with what it sent. Topics are checked as a GET of the object would be: the private Grade 8
// Parent-Teacher Night is seen by admins, its owners (teacher, coordinator), its group's member (student)
// and an attendee's parent; a session's check-ins are for its course's staff (Robotics: admin and teacher;
// Spanish Conversation is mlopez's, "another teacher's session": admin only). A ticket is a one-use
// credential: another user's valid ticket opens that user's stream for whoever holds it (a guest), a used or
// expired one opens nothing; a bearer token, when sent, wins over a ticket.

const publicEvent = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const privateEvent = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');

/** Who sees the private event; guests are refused before any topic is looked at. */
const privateAudience = { ...everyone(404), guest: 401, admin: 200, teacher: 200, coordinator: 200 };
privateAudience.student = 200;
privateAudience.parent = 200;

/** Arrange: the first session of Robotics and of Spanish Conversation. */
async function sessions({ db, ids }: ArrangeContext) {
  const first = async (course: string) => {
    const [row] = await db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, ids.course(course)))
      .orderBy(asc(courseSessions.id))
      .limit(1);
    if (!row) throw new Error(`${course} has sessions`);
    return row.id;
  };
  return {
    roboticsSession: await first('Introduction to Robotics'),
    spanishSession: await first('Spanish Conversation'),
  };
}

const VALID_TICKET = 'MatrixLiveTicketMatrixLiveTicketMatrixLive1';
const EXPIRED_TICKET = 'MatrixLiveTicketMatrixLiveTicketMatrixLive2';

/** Arrange: another user's tickets, one good for a minute and one that expired a second ago. */
async function anotherUsersTickets({ db, ids, anotherUser }: ArrangeContext) {
  const userId = ids.user(anotherUser);
  const [token] = await db
    .insert(apiTokens)
    .values({ userId, tokenHash: hashToken(`matrix-live-${anotherUser}`) })
    .returning({ id: apiTokens.id });
  if (!token) throw new Error('no token');
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  await db.insert(liveTickets).values([
    { tokenHash: hashToken(VALID_TICKET), userId, apiTokenId: token.id, expiresAt: at(60_000) },
    { tokenHash: hashToken(EXPIRED_TICKET), userId, apiTokenId: token.id, expiresAt: at(-1_000) },
  ]);
  return { tokenId: token.id };
}

export const LIVE_ROWS: readonly MatrixRow[] = [
  { method: 'POST', url: '/api/live/ticket', expect: signedIn(201) },
  { method: 'GET', url: '/api/live', expect: signedIn(200) },
  { method: 'GET', url: (c) => `/api/live?watch=event:${publicEvent(c)}`, expect: signedIn(200) },
  { method: 'GET', url: (c) => `/api/live?watch=event:${privateEvent(c)}`, expect: privateAudience },
  { method: 'GET', url: (c) => `/api/live?watch=course:${robotics(c)}`, expect: signedIn(200) },
  { method: 'GET', url: '/api/live?watch=course:999999', expect: signedIn(404) },
  // Validated before anyone is looked at (the route takes tickets, so guests reach validation too).
  { method: 'GET', url: '/api/live?watch=user:1', expect: everyone(422) },
  {
    method: 'GET',
    url: (c) => `/api/live?watch=session:${c.made.roboticsSession}`,
    arrange: sessions,
    expect: only(['admin', 'teacher'], 200),
  },
  {
    method: 'GET',
    url: (c) => `/api/live?watch=session:${c.made.spanishSession}`,
    arrange: sessions,
    expect: only(['admin'], 200),
  },
  {
    method: 'GET',
    url: `/api/live?ticket=${VALID_TICKET}`,
    arrange: anotherUsersTickets,
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: `/api/live?ticket=${EXPIRED_TICKET}`,
    arrange: anotherUsersTickets,
    expect: signedIn(200),
  },
];
