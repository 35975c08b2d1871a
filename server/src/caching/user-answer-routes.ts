/**
 * The reads a signed-in user's screens repeat (docs/PERFORMANCE.md lists the screens and their calls), whose
 * answers the user answer cache keeps. Each is a GET that writes nothing (a test checks every one) and whose
 * answer depends only on the user, the session, the URL, the data and the time. Not here: reads that write
 * (GET /messages/{id} marks a message read), streams, files and exports, and the admin's lists (rare and
 * large).
 */
export const USER_ANSWER_ROUTES: ReadonlySet<string> = new Set([
  '/api/user',
  '/api/profile',
  '/api/sessions',
  '/api/messages/unread-count',
  '/api/messages/inbox',
  '/api/messages/sent',
  '/api/cart',
  '/api/cart/checkout-summary',
  '/api/dashboard/courses',
  '/api/calendar',
  '/api/user/events',
  '/api/user/rsvps',
  '/api/user/owner-events',
  '/api/user/children-events',
  '/api/user/enrolled-courses',
  '/api/user/courses',
  '/api/user/children-courses',
  '/api/user/recommended-courses',
  '/api/events',
  '/api/events/:id',
  '/api/courses',
  '/api/courses/:id',
  '/api/courses/:id/sessions',
  '/api/groups/user-groups',
  '/api/groups/coordinated-groups',
  '/api/groups/:id',
  '/api/groups/:id/announcements',
  '/api/organizations/owned',
  '/api/waitlist',
]);
