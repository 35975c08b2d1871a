import type { FastifyPluginAsync } from 'fastify';
import { guardByDefault } from '../auth/guards.js';
import { adminEventsRoutes } from './admin-events/routes.js';
import { adminStatsRoutes } from './admin-stats/routes.js';
import { adminUsersRoutes } from './admin-users/routes.js';
import { announcementsRoutes } from './announcements/routes.js';
import { attendeesRoutes } from './attendees/routes.js';
import { authRoutes } from './auth/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { cartRoutes } from './cart/routes.js';
import { checkinRoutes } from './checkin/routes.js';
import { courseSessionsRoutes } from './course-sessions/routes.js';
import { coursesRoutes } from './courses/routes.js';
import { enrollmentsRoutes } from './enrollments/routes.js';
import { eventEditingRoutes } from './event-editing/routes.js';
import { eventImagesRoutes } from './event-images/routes.js';
import { eventsRoutes } from './events/routes.js';
import { groupsRoutes } from './groups/routes.js';
import { healthRoutes } from './health/routes.js';
import { liveRoutes } from './live/routes.js';
import { managersRoutes } from './managers/routes.js';
import { messagesRoutes } from './messages/routes.js';
import { myEventsRoutes } from './my-events/routes.js';
import { organizationsRoutes } from './organizations/routes.js';
import { paymentsRoutes } from './payments/routes.js';
import { profileRoutes } from './profile/routes.js';
import { rsvpsRoutes } from './rsvps/routes.js';
import { sessionsRoutes } from './sessions/routes.js';
import { usersRoutes } from './users/routes.js';
import { waitlistRoutes } from './waitlist/routes.js';

/**
 * Every resource's routes, registered under /api by app.ts. A new module adds one line here. Each route is
 * signed-in unless it declares `config: { public: true }` (guardByDefault).
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  guardByDefault(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(organizationsRoutes);
  await app.register(sessionsRoutes);
  await app.register(groupsRoutes);
  await app.register(announcementsRoutes);
  await app.register(usersRoutes);
  await app.register(managersRoutes);
  await app.register(eventsRoutes);
  await app.register(rsvpsRoutes);
  await app.register(eventImagesRoutes);
  await app.register(attendeesRoutes);
  await app.register(myEventsRoutes);
  await app.register(eventEditingRoutes);
  await app.register(cartRoutes);
  await app.register(paymentsRoutes);
  await app.register(coursesRoutes);
  await app.register(enrollmentsRoutes);
  await app.register(courseSessionsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminEventsRoutes);
  await app.register(messagesRoutes);
  await app.register(calendarRoutes);
  await app.register(liveRoutes);
  await app.register(waitlistRoutes);
  await app.register(checkinRoutes);
};
