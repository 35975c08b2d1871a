import { liveTopic } from '@campus/sdk';
import fp from 'fastify-plugin';
import { type AdminEventsService, createAdminEventsService } from '../modules/admin-events/service.js';
import { type AdminStatsService, createAdminStatsService } from '../modules/admin-stats/service.js';
import { type AdminUsersService, createAdminUsersService } from '../modules/admin-users/service.js';
import { type AnnouncementsService, createAnnouncementsService } from '../modules/announcements/service.js';
import { type AttendeesService, createAttendeesService } from '../modules/attendees/service.js';
import { type AuthService, createAuthService } from '../modules/auth/service.js';
import { type CalendarService, createCalendarService } from '../modules/calendar/service.js';
import { type CartService, createCartService } from '../modules/cart/service.js';
import { type CheckinService, createCheckinService } from '../modules/checkin/service.js';
import {
  type CourseSessionsService,
  createCourseSessionsService,
} from '../modules/course-sessions/service.js';
import { type CoursesService, createCoursesService } from '../modules/courses/service.js';
import { createEnrollmentsService, type EnrollmentsService } from '../modules/enrollments/service.js';
import { createEventEditingService, type EventEditingService } from '../modules/event-editing/service.js';
import {
  createEventImagesService,
  type EventImagesService,
  removeEventImageFiles,
} from '../modules/event-images/service.js';
import { createEventsService, type EventsService } from '../modules/events/service.js';
import { createGroupsService, type GroupsService } from '../modules/groups/service.js';
import { createLiveService, type LiveService } from '../modules/live/service.js';
import { createManagersService, type ManagersService } from '../modules/managers/service.js';
import { createMessagesService, type MessagesService } from '../modules/messages/service.js';
import { createMyEventsService, type MyEventsService } from '../modules/my-events/service.js';
import { createOrganizationsService, type OrganizationsService } from '../modules/organizations/service.js';
import { createPaymentsService, type PaymentsService } from '../modules/payments/service.js';
import { createProfileService, type ProfileService } from '../modules/profile/service.js';
import { createRsvpsService, type RsvpsService } from '../modules/rsvps/service.js';
import { createSessionsService, type SessionsService } from '../modules/sessions/service.js';
import { createUsersService, type UsersService } from '../modules/users/service.js';
import { createWaitlistService, type WaitlistService } from '../modules/waitlist/service.js';

export interface Services {
  auth: AuthService;
  profile: ProfileService;
  organizations: OrganizationsService;
  sessions: SessionsService;
  groups: GroupsService;
  announcements: AnnouncementsService;
  users: UsersService;
  managers: ManagersService;
  events: EventsService;
  rsvps: RsvpsService;
  eventImages: EventImagesService;
  attendees: AttendeesService;
  myEvents: MyEventsService;
  eventEditing: EventEditingService;
  cart: CartService;
  payments: PaymentsService;
  courses: CoursesService;
  enrollments: EnrollmentsService;
  courseSessions: CourseSessionsService;
  adminUsers: AdminUsersService;
  adminStats: AdminStatsService;
  adminEvents: AdminEventsService;
  messages: MessagesService;
  calendar: CalendarService;
  live: LiveService;
  waitlist: WaitlistService;
  checkin: CheckinService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services; routes take them from here and never touch the database themselves. */
    services: Services;
  }
}

export const servicesPlugin = fp(
  async (app) => {
    const waitlist = createWaitlistService(app.db, app.clock, {
      live: () => app.live,
      changes: app.changes,
      log: app.log,
      sweepAt: (at) =>
        app.hasDecorator('waitlistClock') ? app.waitlistClock.sweepAt(at) : Promise.resolve(),
    });
    // Changes that may free a place tell the waitlist after their commit; it offers them to the line.
    const freed = { placesFreed: waitlist.placesFreed };
    const services: Services = {
      waitlist,
      auth: createAuthService(app.db, app.clock, app.invalidateUser),
      profile: createProfileService(app.db, app.invalidateUser),
      organizations: createOrganizationsService(app.db),
      sessions: createSessionsService(app.db, app.clock, app.invalidateUser),
      groups: createGroupsService(app.db, app.clock),
      announcements: createAnnouncementsService(app.db, app.clock),
      events: createEventsService(app.db, app.clock),
      users: createUsersService(app.db),
      managers: createManagersService(app.db),
      rsvps: createRsvpsService(app.db, app.clock, freed),
      eventImages: createEventImagesService(app.db, app.imageStore),
      attendees: createAttendeesService(app.db, app.clock, freed),
      myEvents: createMyEventsService(app.db, app.clock),
      cart: createCartService(app.db, app.clock),
      payments: createPaymentsService(app.db, app.clock),
      courses: createCoursesService(app.db, app.clock, {
        placesFreed: waitlist.placesFreed,
        // A deleted course's photo and session galleries go after its rows; a failure leaves files, not an error.
        afterDelete: async (courseId, photoFiles) => {
          try {
            const store = app.imageStore;
            await store.removeFolder(['courses', String(courseId)]);
            await store.remove(photoFiles);
          } catch (error) {
            app.log.warn({ err: error, courseId }, 'the files of a deleted course were not all removed');
          }
        },
        // The upload of a replaced or removed photo goes after the commit, as above.
        afterPhotoReleased: async (courseId, photoFiles) => {
          try {
            await app.imageStore.remove(photoFiles);
          } catch (error) {
            app.log.warn({ err: error, courseId }, "the files of a course's old photo were not all removed");
          }
        },
      }),
      enrollments: createEnrollmentsService(app.db, app.clock, freed),
      courseSessions: createCourseSessionsService(app.db, app.clock),
      adminUsers: createAdminUsersService(app.db, app.invalidateUser),
      adminStats: createAdminStatsService(app.db, app.clock),
      adminEvents: createAdminEventsService(app.db),
      messages: createMessagesService(app.db, app.clock, app.live),
      calendar: createCalendarService(app.db, app.clock),
      live: createLiveService(app.db, app.clock),
      // Check-ins reach the staff screens watching the session or event, through whatever hub app.live is then.
      checkin: createCheckinService(app.db, app.clock, (target, id, event) =>
        app.live.toWatchers(liveTopic(target, id), event),
      ),
      eventEditing: createEventEditingService(app.db, app.clock, {
        placesFreed: waitlist.placesFreed,
        // A deleted event's files go after its rows; a failure to remove them leaves files, not an error.
        afterDelete: async (eventId, files) => {
          try {
            await removeEventImageFiles(app.imageStore, eventId);
            await app.imageStore.remove(files);
          } catch (error) {
            app.log.warn({ err: error, eventId }, 'the files of a deleted event were not all removed');
          }
        },
      }),
    };
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database', 'auth-actor', 'image-store', 'change-feed', 'live'] },
);
