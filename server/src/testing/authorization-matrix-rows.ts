import { CORE_ROWS, type MatrixRow } from './authorization-matrix.js';
import { ADMIN_ROWS } from './matrix/admin.js';
import { ANNOUNCEMENTS_ROWS } from './matrix/announcements.js';
import { ATTENDEES_ROWS } from './matrix/attendees.js';
import { CALENDAR_ROWS } from './matrix/calendar.js';
import { CART_ROWS } from './matrix/cart.js';
import { CHECKIN_ROWS } from './matrix/checkin.js';
import { COURSE_SESSIONS_ROWS } from './matrix/course-sessions.js';
import { COURSES_ROWS } from './matrix/courses.js';
import { ENROLLMENTS_ROWS } from './matrix/enrollments.js';
import { EVENT_EDITING_ROWS } from './matrix/event-editing.js';
import { EVENT_IMAGES_ROWS } from './matrix/event-images.js';
import { EVENTS_ROWS } from './matrix/events.js';
import { GROUPS_ROWS } from './matrix/groups.js';
import { LIVE_ROWS } from './matrix/live.js';
import { MESSAGES_ROWS } from './matrix/messages.js';
import { MY_EVENTS_ROWS } from './matrix/my-events.js';
import { ORGANIZATIONS_ROWS } from './matrix/organizations.js';
import { PEOPLE_ROWS } from './matrix/people.js';
import { WAITLIST_ROWS } from './matrix/waitlist.js';

/** Every row of the authorization matrix: one per endpoint (authorization-matrix.test.ts checks it). */
export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  ...CORE_ROWS,
  ...GROUPS_ROWS,
  ...ANNOUNCEMENTS_ROWS,
  ...ORGANIZATIONS_ROWS,
  ...EVENTS_ROWS,
  ...EVENT_IMAGES_ROWS,
  ...ATTENDEES_ROWS,
  ...MY_EVENTS_ROWS,
  ...EVENT_EDITING_ROWS,
  ...CART_ROWS,
  ...COURSES_ROWS,
  ...ENROLLMENTS_ROWS,
  ...COURSE_SESSIONS_ROWS,
  ...ADMIN_ROWS,
  ...PEOPLE_ROWS,
  ...MESSAGES_ROWS,
  ...CALENDAR_ROWS,
  ...LIVE_ROWS,
  ...WAITLIST_ROWS,
  ...CHECKIN_ROWS,
];
