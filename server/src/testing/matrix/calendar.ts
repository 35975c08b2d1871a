import { calendarRange } from '@campus/sdk';
import { hashToken } from '../../auth/tokens.js';
import { calendarFeeds, courses, enrollments, events, rsvps } from '../../db/schema.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import {
  type Absent,
  type ArrangeContext,
  adminOnly,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  signedIn,
} from '../authorization-matrix.js';

// The calendars and the personal feed. Every signed-in role reads its own calendar (mine, owner); the admin
// Course Calendar is admins' alone. A child's entries show only on their parents' calendars: `childsItems`
// gives mia.parker (a child of parent) a course and an event nobody else of the demo roles is tied to, and
// every other role's answer must not name them. A feed URL needs no session: another user's token reads that
// user's calendar (never the caller's, never a child of someone else), an unknown one is a 404.

const CHILD_COURSE = 'Matrix Child Course';
const CHILD_EVENT = 'Matrix Child Event';
/** The token of the feed `anotherUsersFeed` makes (43 base64url characters, as generateToken makes them). */
const FEED_TOKEN = 'MatrixFeedTokenMatrixFeedTokenMatrixFeedTok';
const UNKNOWN_TOKEN = 'UnknownFeedTokenUnknownFeedTokenUnknownFeed';

const month = () => calendarRange('month', todayInTimeZone());
const range = () => `from=${month().from}&to=${month().to}`;

/** Arrange: a course (enrolled) and an event (RSVP yes, approved) today of mia.parker alone. */
async function childsItems({ db, ids }: ArrangeContext) {
  const today = todayInTimeZone();
  const [course] = await db
    .insert(courses)
    .values({ name: CHILD_COURSE, status: 'published', date: today, startTime: '16:00', endTime: '17:00' })
    .returning({ id: courses.id });
  const [event] = await db
    .insert(events)
    .values({
      title: CHILD_EVENT,
      status: 'published',
      date: today,
      eventStartTime: '18:00',
      eventEndTime: '19:00',
    })
    .returning({ id: events.id });
  if (!course || !event) throw new Error('not made');
  const mia = ids.user('mia.parker');
  await db.insert(enrollments).values({ courseId: course.id, userId: mia, status: 'enrolled' });
  await db.insert(rsvps).values({ eventId: event.id, userId: mia, response: 'yes', status: 'approved' });
  return { courseId: course.id, eventId: event.id };
}

/** Arrange: the child's items, and a feed of another user (teacher, or coordinator in teacher's cells). */
async function anotherUsersFeed(context: ArrangeContext) {
  const made = await childsItems(context);
  await context.db
    .insert(calendarFeeds)
    .values({ userId: context.ids.user(context.anotherUser), tokenHash: hashToken(FEED_TOKEN) });
  return made;
}

/** No secrets, and the child's items on no calendar but their parent's. */
const notTheChildsUnlessParent: Absent = {
  keys: noSecrets.keys,
  values: (context: MatrixContext) => [
    context.ids.email(context.anotherUser),
    ...(context.role === 'parent' ? [] : [CHILD_COURSE, CHILD_EVENT]),
  ],
};

export const CALENDAR_ROWS: readonly MatrixRow[] = [
  {
    method: 'GET',
    url: () => `/api/calendar?${range()}`,
    arrange: childsItems,
    expect: signedIn(200),
    absent: notTheChildsUnlessParent,
  },
  {
    method: 'GET',
    url: () => `/api/calendar?${range()}&scope=owner`,
    arrange: childsItems,
    expect: signedIn(200),
    absent: { keys: noSecrets.keys, values: [CHILD_COURSE, CHILD_EVENT] },
  },
  {
    method: 'GET',
    url: () => `/api/calendar?${range()}&scope=admin`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: () => `/api/calendar/ics?${range()}`,
    arrange: childsItems,
    expect: signedIn(200),
    absent: notTheChildsUnlessParent,
  },
  { method: 'GET', url: '/api/calendar/feed', expect: signedIn(200) },
  { method: 'POST', url: '/api/calendar/feed', expect: signedIn(201) },
  { method: 'DELETE', url: '/api/calendar/feed', expect: signedIn(200) },
  // Public: the token is the key. Another user's feed holds none of mia.parker's items (not their child).
  {
    method: 'GET',
    url: `/api/calendar/feed/${FEED_TOKEN}.ics`,
    arrange: anotherUsersFeed,
    expect: everyone(200),
    absent: { values: [CHILD_COURSE, CHILD_EVENT] },
  },
  { method: 'GET', url: `/api/calendar/feed/${UNKNOWN_TOKEN}.ics`, expect: everyone(404) },
];
