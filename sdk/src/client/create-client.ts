import { adminResource } from './admin.js';
import { announcementsResource } from './announcements.js';
import { attendeesResource } from './attendees.js';
import { authResource } from './auth.js';
import { calendarResource } from './calendar.js';
import { cartResource, paymentsResource } from './cart.js';
import { checkinResource } from './checkin.js';
import { courseSessionsResource } from './course-sessions.js';
import { adminCoursesResource, coursesResource } from './courses.js';
import { eventImagesResource } from './event-images.js';
import { eventsResource } from './events.js';
import { groupsResource } from './groups.js';
import { liveResource } from './live.js';
import { managersResource } from './managers.js';
import { messagesResource } from './messages.js';
import { organizationsResource } from './organizations.js';
import { profileResource } from './profile.js';
import { rsvpsResource } from './rsvps.js';
import { sessionsResource } from './sessions.js';
import { createTransport, type TransportOptions } from './transport.js';
import { usersResource } from './users.js';
import { waitlistResource } from './waitlist.js';

/** The typed Campus client: one resource per call group of spec section 7. */
export function createCampusClient(options: TransportOptions) {
  const transport = createTransport(options);
  const auth = authResource(transport);
  const profile = profileResource(transport);
  return {
    transport,
    auth,
    profile,
    organizations: organizationsResource(transport),
    sessions: sessionsResource(transport),
    groups: groupsResource(transport),
    announcements: announcementsResource(transport),
    users: usersResource(transport),
    managers: managersResource(transport),
    admin: adminResource(transport),
    events: eventsResource(transport),
    rsvps: rsvpsResource(transport),
    attendees: attendeesResource(transport),
    eventImages: eventImagesResource(transport),
    cart: cartResource(transport),
    payments: paymentsResource(transport),
    courses: coursesResource(transport),
    adminCourses: adminCoursesResource(transport),
    courseSessions: courseSessionsResource(transport),
    messages: messagesResource(transport),
    calendar: calendarResource(transport),
    live: liveResource(transport),
    waitlist: waitlistResource(transport),
    checkin: checkinResource(transport),
    // Flat aliases for the most used calls.
    register: auth.register,
    login: auth.login,
    logout: auth.logout,
    currentUser: auth.currentUser,
    getProfile: profile.getProfile,
    updateProfile: profile.updateProfile,
    changePassword: profile.changePassword,
  };
}

export type CampusClient = ReturnType<typeof createCampusClient>;
