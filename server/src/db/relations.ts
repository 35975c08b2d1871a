import { relations } from 'drizzle-orm';
import { announcements } from './tables/announcements.js';
import { cartItems, carts } from './tables/carts.js';
import { attendance, courseSessions, sessionImages, sessionNotes } from './tables/course-sessions.js';
import { courseEditors, courseGroups, courseOwners, courses } from './tables/courses.js';
import { enrollments } from './tables/enrollments.js';
import { eventImages } from './tables/event-images.js';
import { eventGroups, eventOwners, events } from './tables/events.js';
import { parentChild } from './tables/family.js';
import { groupCoordinators, groups, groupUsers } from './tables/groups.js';
import { userManagers } from './tables/managers.js';
import { messageRecipients, messages } from './tables/messages.js';
import { organizations, organizationUsers } from './tables/organizations.js';
import { rsvps, rsvpTickets } from './tables/rsvps.js';
import { ticketTypes } from './tables/ticket-types.js';
import { apiTokens, permissions, userPermissions, users } from './tables/users.js';

// Relations for Drizzle's relational queries (`db.query.courses.findMany({ with: { owners: true } })`),
// which load a row and its children in ONE statement: list endpoints stay at a constant query count.
// Where two tables are linked twice, `relationName` pairs each side.

export const usersRelations = relations(users, ({ one, many }) => ({
  organization: one(organizations, { fields: [users.organizationId], references: [organizations.id] }),
  organizationMemberships: many(organizationUsers),
  tokens: many(apiTokens),
  permissions: many(userPermissions),
  parentLinks: many(parentChild, { relationName: 'child' }),
  childLinks: many(parentChild, { relationName: 'parent' }),
  managerLink: one(userManagers, {
    fields: [users.id],
    references: [userManagers.userId],
    relationName: 'managed',
  }),
  subordinateLinks: many(userManagers, { relationName: 'manager' }),
  groupMemberships: many(groupUsers),
  coordinatedGroups: many(groupCoordinators),
  enrollments: many(enrollments),
  rsvps: many(rsvps),
  ownedCourses: many(courseOwners),
  editedCourses: many(courseEditors),
  ownedEvents: many(eventOwners),
  taughtCourses: many(courses, { relationName: 'teacher' }),
  sentMessages: many(messages, { relationName: 'sender' }),
  receivedMessages: many(messageRecipients),
}));

export const apiTokensRelations = relations(apiTokens, ({ one }) => ({
  user: one(users, { fields: [apiTokens.userId], references: [users.id] }),
}));

export const permissionsRelations = relations(permissions, ({ many }) => ({
  holders: many(userPermissions),
}));

export const userPermissionsRelations = relations(userPermissions, ({ one }) => ({
  user: one(users, { fields: [userPermissions.userId], references: [users.id] }),
  permission: one(permissions, { fields: [userPermissions.permissionId], references: [permissions.id] }),
}));

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  owner: one(users, { fields: [organizations.ownerId], references: [users.id] }),
  members: many(organizationUsers),
}));

export const organizationUsersRelations = relations(organizationUsers, ({ one }) => ({
  organization: one(organizations, {
    fields: [organizationUsers.organizationId],
    references: [organizations.id],
  }),
  user: one(users, { fields: [organizationUsers.userId], references: [users.id] }),
}));

export const parentChildRelations = relations(parentChild, ({ one }) => ({
  parent: one(users, { fields: [parentChild.parentId], references: [users.id], relationName: 'parent' }),
  child: one(users, { fields: [parentChild.childId], references: [users.id], relationName: 'child' }),
}));

export const userManagersRelations = relations(userManagers, ({ one }) => ({
  user: one(users, { fields: [userManagers.userId], references: [users.id], relationName: 'managed' }),
  manager: one(users, { fields: [userManagers.managerId], references: [users.id], relationName: 'manager' }),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  creator: one(users, { fields: [groups.creatorId], references: [users.id] }),
  members: many(groupUsers),
  coordinators: many(groupCoordinators),
  announcements: many(announcements),
  courses: many(courseGroups),
  events: many(eventGroups),
}));

export const groupUsersRelations = relations(groupUsers, ({ one }) => ({
  group: one(groups, { fields: [groupUsers.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupUsers.userId], references: [users.id] }),
}));

export const groupCoordinatorsRelations = relations(groupCoordinators, ({ one }) => ({
  group: one(groups, { fields: [groupCoordinators.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupCoordinators.userId], references: [users.id] }),
}));

export const announcementsRelations = relations(announcements, ({ one }) => ({
  group: one(groups, { fields: [announcements.groupId], references: [groups.id] }),
  author: one(users, { fields: [announcements.authorId], references: [users.id] }),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  teacher: one(users, { fields: [courses.teacherId], references: [users.id], relationName: 'teacher' }),
  creator: one(users, { fields: [courses.creatorId], references: [users.id] }),
  organization: one(organizations, { fields: [courses.organizationId], references: [organizations.id] }),
  owners: many(courseOwners),
  editors: many(courseEditors),
  groups: many(courseGroups),
  enrollments: many(enrollments),
  sessions: many(courseSessions),
  messages: many(messages),
}));

export const courseOwnersRelations = relations(courseOwners, ({ one }) => ({
  course: one(courses, { fields: [courseOwners.courseId], references: [courses.id] }),
  user: one(users, { fields: [courseOwners.userId], references: [users.id] }),
}));

export const courseEditorsRelations = relations(courseEditors, ({ one }) => ({
  course: one(courses, { fields: [courseEditors.courseId], references: [courses.id] }),
  user: one(users, { fields: [courseEditors.userId], references: [users.id] }),
}));

export const courseGroupsRelations = relations(courseGroups, ({ one }) => ({
  course: one(courses, { fields: [courseGroups.courseId], references: [courses.id] }),
  group: one(groups, { fields: [courseGroups.groupId], references: [groups.id] }),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  course: one(courses, { fields: [enrollments.courseId], references: [courses.id] }),
  user: one(users, { fields: [enrollments.userId], references: [users.id] }),
}));

export const courseSessionsRelations = relations(courseSessions, ({ one, many }) => ({
  course: one(courses, { fields: [courseSessions.courseId], references: [courses.id] }),
  attendance: many(attendance),
  notes: many(sessionNotes),
  images: many(sessionImages),
}));

export const attendanceRelations = relations(attendance, ({ one }) => ({
  session: one(courseSessions, { fields: [attendance.courseSessionId], references: [courseSessions.id] }),
  user: one(users, { fields: [attendance.userId], references: [users.id] }),
}));

export const sessionNotesRelations = relations(sessionNotes, ({ one }) => ({
  session: one(courseSessions, { fields: [sessionNotes.courseSessionId], references: [courseSessions.id] }),
  author: one(users, { fields: [sessionNotes.authorId], references: [users.id], relationName: 'noteAuthor' }),
  student: one(users, {
    fields: [sessionNotes.studentId],
    references: [users.id],
    relationName: 'noteStudent',
  }),
}));

export const sessionImagesRelations = relations(sessionImages, ({ one }) => ({
  session: one(courseSessions, { fields: [sessionImages.courseSessionId], references: [courseSessions.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  creator: one(users, { fields: [events.creatorId], references: [users.id] }),
  organization: one(organizations, { fields: [events.organizationId], references: [organizations.id] }),
  mainImage: one(eventImages, {
    fields: [events.mainImageId],
    references: [eventImages.id],
    relationName: 'mainImage',
  }),
  owners: many(eventOwners),
  groups: many(eventGroups),
  ticketTypes: many(ticketTypes),
  images: many(eventImages, { relationName: 'gallery' }),
  rsvps: many(rsvps),
}));

export const eventOwnersRelations = relations(eventOwners, ({ one }) => ({
  event: one(events, { fields: [eventOwners.eventId], references: [events.id] }),
  user: one(users, { fields: [eventOwners.userId], references: [users.id] }),
}));

export const eventGroupsRelations = relations(eventGroups, ({ one }) => ({
  event: one(events, { fields: [eventGroups.eventId], references: [events.id] }),
  group: one(groups, { fields: [eventGroups.groupId], references: [groups.id] }),
}));

export const eventImagesRelations = relations(eventImages, ({ one }) => ({
  event: one(events, { fields: [eventImages.eventId], references: [events.id], relationName: 'gallery' }),
}));

export const ticketTypesRelations = relations(ticketTypes, ({ one, many }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
  sold: many(rsvpTickets),
}));

export const rsvpsRelations = relations(rsvps, ({ one, many }) => ({
  event: one(events, { fields: [rsvps.eventId], references: [events.id] }),
  user: one(users, { fields: [rsvps.userId], references: [users.id] }),
  tickets: many(rsvpTickets),
}));

export const rsvpTicketsRelations = relations(rsvpTickets, ({ one }) => ({
  rsvp: one(rsvps, { fields: [rsvpTickets.rsvpId], references: [rsvps.id] }),
  ticketType: one(ticketTypes, { fields: [rsvpTickets.ticketTypeId], references: [ticketTypes.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  event: one(events, { fields: [cartItems.eventId], references: [events.id] }),
  ticketType: one(ticketTypes, { fields: [cartItems.ticketTypeId], references: [ticketTypes.id] }),
}));

export const messagesRelations = relations(messages, ({ one, many }) => ({
  sender: one(users, { fields: [messages.fromUserId], references: [users.id], relationName: 'sender' }),
  recipients: many(messageRecipients),
  course: one(courses, { fields: [messages.courseId], references: [courses.id] }),
  replyTo: one(messages, { fields: [messages.replyToId], references: [messages.id], relationName: 'reply' }),
}));

export const messageRecipientsRelations = relations(messageRecipients, ({ one }) => ({
  message: one(messages, { fields: [messageRecipients.messageId], references: [messages.id] }),
  user: one(users, { fields: [messageRecipients.userId], references: [users.id] }),
}));
