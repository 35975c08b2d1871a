import { DEMO_PASSWORD } from '../../fixtures/src/index.js';

/**
 * What the HTTP bench loads. Each later issue adds its list here with one entry (events, courses, groups,
 * inbox, ...): `as: 'user'` sends the bearer token of the account the bench signs in with. Every entry
 * runs against the compiled server on PGlite, on PostgreSQL and against a plain node:http server that
 * answers the same bytes, so its figures read as a share of what Node itself can do on this machine.
 */
export interface HttpScenario {
  /** Short label for the table. */
  name: string;
  method: 'GET';
  path: string;
  as: 'guest' | 'user';
}

/** The dashboard calendar's default range: the week, Monday to Sunday, holding today (UTC). */
function thisWeek(): string {
  const day = 86_400_000;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return `from=${iso(monday)}&to=${iso(monday + 6 * day)}`;
}

export const HTTP_SCENARIOS: HttpScenario[] = [
  { name: 'guest list', method: 'GET', path: '/api/organizations/registration', as: 'guest' },
  { name: 'signed-in read', method: 'GET', path: '/api/user', as: 'user' },
  { name: 'signed-in list', method: 'GET', path: '/api/sessions', as: 'user' },
  { name: 'owned organizations', method: 'GET', path: '/api/organizations/owned', as: 'user' },
  // The demo seed makes 'Grade 8 Science' group 1; the bench account (student) is a member of it.
  { name: 'group page', method: 'GET', path: '/api/groups/1', as: 'user' },
  { name: 'announcement list', method: 'GET', path: '/api/groups/1/announcements', as: 'user' },
  // The first page of upcoming events a visitor sees (published public events, six a page).
  { name: 'events list (guest)', method: 'GET', path: '/api/events?page=1', as: 'guest' },
  // Dashboard My Events: confirmed, pending, denied and recommended events of the signed-in user.
  { name: 'my events', method: 'GET', path: '/api/user/events', as: 'user' },
  { name: 'my groups', method: 'GET', path: '/api/groups/user-groups', as: 'user' },
  { name: 'my RSVPs', method: 'GET', path: '/api/user/rsvps', as: 'user' },
  // The bench account's cart, holding BENCH_CART's lines, and the checkout's view of it.
  { name: 'cart', method: 'GET', path: '/api/cart', as: 'user' },
  { name: 'checkout summary', method: 'GET', path: '/api/cart/checkout-summary', as: 'user' },
  // The first page of courses a visitor sees (published public courses, 12 a page).
  { name: 'courses list (guest)', method: 'GET', path: '/api/courses?page=1', as: 'guest' },
  // Dashboard My Courses: the signed-in user's enrollments with their courses.
  { name: 'my enrolled courses', method: 'GET', path: '/api/user/enrolled-courses', as: 'user' },
  // The demo seed makes Introduction to Robotics course 1; the bench account (student) is enrolled.
  { name: 'course sessions', method: 'GET', path: '/api/courses/1/sessions', as: 'user' },
  // The profile: the user detail (family, manager tree, groups, courses taken) in 3 statements.
  { name: 'my profile', method: 'GET', path: '/api/profile', as: 'user' },
  // The bench account's own user page (the demo seed makes student user 5).
  { name: 'user page', method: 'GET', path: '/api/users/5', as: 'user' },
  // The inbox badge every signed-in browser polls every 30 seconds: one statement on a partial index.
  { name: 'unread count', method: 'GET', path: '/api/messages/unread-count', as: 'user' },
  // The Inbox tab: a page of received messages with their senders and recipients (three statements).
  { name: 'inbox', method: 'GET', path: '/api/messages/inbox', as: 'user' },
  // The dashboard calendar's week: the bench account's course sessions and RSVPed events.
  { name: 'calendar week', method: 'GET', path: `/api/calendar?${thisWeek()}`, as: 'user' },
  // My Waitlists on My Events and My Courses: the bench account's entries in play with their positions.
  { name: 'my waitlists', method: 'GET', path: '/api/waitlist', as: 'user' },
  // The event page's waitlist panel: the bench account's entry on Riverside Jazz Night (none: null).
  { name: 'my waitlist entry', method: 'GET', path: '/api/events/2/waitlist', as: 'user' },
];

/**
 * Lines put in the bench account's cart before the runs: the demo seed makes Riverside Jazz Night event 2,
 * with General Admission (ticket type 1) and VIP (2).
 */
export const BENCH_CART = [
  { event_id: 2, ticket_type_id: 1, quantity: 2 },
  { event_id: 2, ticket_type_id: 2, quantity: 1 },
] as const;

/** The account the bench signs in as (POST /api/login once per server: login is rate limited). */
export const BENCH_ACCOUNT = { username: 'student', password: DEMO_PASSWORD };
