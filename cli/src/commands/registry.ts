import type { Verb, VerbEntry } from './shared/verb.js';

/**
 * Every command, in help order. Later issues add theirs here. A verb with verbs under it (auth sessions,
 * then auth sessions revoke) comes before them, so the tree has one command of that name.
 *
 * Each entry holds only what the help of its parent prints (path, usage, summary); its module loads when
 * the verb is used, which keeps `campus --help` from evaluating every verb (issue 22). registry.test.ts
 * checks each entry against its verb, so the two never drift: copy `usage` from its failure message.
 */
export const VERBS: readonly VerbEntry[] = [
  {
    path: ['auth', 'login'],
    usage: '[options]',
    summary: 'Sign in; the token is kept in the profile',
    load: async () => (await import('./auth/login.js')).authLogin,
  },
  {
    path: ['auth', 'status'],
    summary: 'Show who is signed in, against which API, whether the sign-in is valid, and when it expires',
    load: async () => (await import('./auth/status.js')).authStatus,
  },
  {
    path: ['auth', 'sessions'],
    summary:
      'List your sessions (sign-ins): created, last used, expires; revoke one with `auth sessions revoke`',
    load: async () => (await import('./auth/sessions.js')).authSessions,
  },
  {
    path: ['auth', 'sessions', 'revoke'],
    usage: '[options] [id]',
    summary: 'Revoke one of your sessions by id, or every session but this one with --others',
    load: async () => (await import('./auth/sessions-revoke.js')).authSessionsRevoke,
  },
  {
    path: ['auth', 'logout'],
    summary: 'Sign out: revoke the token on the server and forget it',
    load: async () => (await import('./auth/logout.js')).authLogout,
  },
  {
    path: ['whoami'],
    summary: 'Show the signed-in user: username, name, admin flag and permissions',
    load: async () => (await import('./whoami/whoami.js')).whoami,
  },
  {
    path: ['groups', 'list'],
    summary: 'List groups: all of them for admins, else those you belong to or coordinate',
    load: async () => (await import('./groups/list.js')).groupsList,
  },
  {
    path: ['groups', 'show'],
    usage: '<id>',
    summary:
      "Show a group: description, creator, coordinators, member count, the group's private courses and events",
    load: async () => (await import('./groups/show.js')).groupsShow,
  },
  {
    path: ['groups', 'create'],
    usage: '[options]',
    summary: 'Create a group (needs the create_group permission); you become its coordinator',
    load: async () => (await import('./groups/create.js')).groupsCreate,
  },
  {
    path: ['groups', 'edit'],
    usage: '[options] <id>',
    summary: "Rename a group or change its description (the group's coordinators and admins)",
    load: async () => (await import('./groups/edit.js')).groupsEdit,
  },
  {
    path: ['groups', 'delete'],
    usage: '[options] <id>',
    summary: "Delete a group (the group's coordinators and admins); asks first on a terminal",
    load: async () => (await import('./groups/delete.js')).groupsDelete,
  },
  {
    path: ['groups', 'members'],
    usage: '[options] <id>',
    summary: "List a group's members, sorted by last name (table, --json or --csv)",
    load: async () => (await import('./groups/members.js')).groupsMembers,
  },
  {
    path: ['groups', 'add-members'],
    usage: '[options] <id>',
    summary: 'Add members to a group by username or id, or from a CSV; one result per row',
    load: async () => (await import('./groups/add-members.js')).groupsAddMembers,
  },
  {
    path: ['groups', 'remove-members'],
    usage: '[options] <id>',
    summary: 'Remove members from a group by username or id, or from a CSV; one result per row',
    load: async () => (await import('./groups/remove-members.js')).groupsRemoveMembers,
  },
  {
    path: ['groups', 'coordinators', 'add'],
    usage: '[options] <id>',
    summary: "Make users coordinators of a group (the group's coordinators and admins)",
    load: async () => (await import('./groups/coordinators-add.js')).groupsCoordinatorsAdd,
  },
  {
    path: ['groups', 'coordinators', 'remove'],
    usage: '[options] <id>',
    summary: "Remove coordinators from a group (the group's coordinators and admins)",
    load: async () => (await import('./groups/coordinators-remove.js')).groupsCoordinatorsRemove,
  },
  {
    path: ['groups', 'announce'],
    usage: '[options] <id>',
    summary: "Post an announcement to a group (the group's coordinators and admins)",
    load: async () => (await import('./groups/announce.js')).groupsAnnounce,
  },
  {
    path: ['groups', 'announcements'],
    usage: '[options] <id>',
    summary: "List a group's announcements, 10 a page, with their status (members see only Active ones)",
    load: async () => (await import('./groups/announcements.js')).groupsAnnouncements,
  },
  {
    path: ['orgs', 'list'],
    summary: 'List every organization, deactivated ones included (admins)',
    load: async () => (await import('./orgs/list.js')).orgsList,
  },
  {
    path: ['orgs', 'show'],
    usage: '<id>',
    summary: 'Show an organization: description, owner, Stripe account, whether active',
    load: async () => (await import('./orgs/show.js')).orgsShow,
  },
  {
    path: ['orgs', 'create'],
    usage: '[options]',
    summary: 'Create an organization (admins)',
    load: async () => (await import('./orgs/create.js')).orgsCreate,
  },
  {
    path: ['orgs', 'edit'],
    usage: '[options] <id>',
    summary: 'Change an organization: name, description, owner, Stripe account (admins)',
    load: async () => (await import('./orgs/edit.js')).orgsEdit,
  },
  {
    path: ['orgs', 'deactivate'],
    usage: '[options] <id>',
    summary: 'Deactivate an organization (admins): it leaves registration and pick lists, its data stays',
    load: async () => (await import('./orgs/deactivate.js')).orgsDeactivate,
  },
  {
    path: ['orgs', 'users'],
    usage: '<id>',
    summary: "List an organization's users with role and join date (admins and the organization's owner)",
    load: async () => (await import('./orgs/users.js')).orgsUsers,
  },
  {
    path: ['orgs', 'add-users'],
    usage: '[options] <id>',
    summary: 'Add users to an organization from a CSV or by username or id; one result per row',
    load: async () => (await import('./orgs/add-users.js')).orgsAddUsers,
  },
  {
    path: ['orgs', 'remove-user'],
    usage: '<id> <user>',
    summary: "Remove a user from an organization (admins and the organization's owner)",
    load: async () => (await import('./orgs/remove-user.js')).orgsRemoveUser,
  },
  {
    path: ['events', 'list'],
    usage: '[options]',
    summary:
      'List upcoming events (today and later, soonest first; --past: earlier ones, latest first), a page at a time; works signed out',
    load: async () => (await import('./events/list.js')).eventsList,
  },
  {
    path: ['events', 'show'],
    usage: '<id>',
    summary:
      'Show an event: date, time, place, price, seats, groups, ticket types and description (signed in: also your own drafts)',
    load: async () => (await import('./events/show.js')).eventsShow,
  },
  {
    path: ['events', 'rsvp'],
    usage: '[options] <id>',
    summary:
      'Register for an event (response yes, maybe or no; 1 to 10 seats; a note); if you already have an RSVP for it, update that one',
    load: async () => (await import('./events/rsvp.js')).eventsRsvp,
  },
  {
    path: ['events', 'rsvps'],
    summary:
      'List your RSVPs: event, date, response, quantity and status (Registered, Pending Approval, Denied); the tickets and amount owed of those bought',
    load: async () => (await import('./events/rsvps.js')).eventsRsvps,
  },
  {
    path: ['events', 'attendees'],
    usage: '[options] <id>',
    summary:
      "List an event's RSVPs (its owners and admins): name, username, response, quantity, status, payment type, paid; the statistics under them (table, --json or --csv)",
    load: async () => (await import('./events/attendees.js')).eventsAttendees,
  },
  {
    path: ['events', 'publish'],
    usage: '<id>',
    summary:
      "Publish an event (its owners and admins; an owner without create_event gets 'pending', for approval)",
    load: async () => (await import('./events/publish.js')).eventsPublish,
  },
  {
    path: ['events', 'unpublish'],
    usage: '<id>',
    summary: 'Unpublish an event: back to draft, seen only by its owners and admins (owners and admins)',
    load: async () => (await import('./events/publish.js')).eventsUnpublish,
  },
  {
    path: ['cart', 'show'],
    summary:
      "Show your cart: each line's id, event, date, ticket type, unit price, quantity and line total, then the total (signed in or not)",
    load: async () => (await import('./cart/show.js')).cartShow,
  },
  {
    path: ['cart', 'add'],
    usage: '[options] <event-id>',
    summary:
      'Add tickets of a paid event to your cart (1 to 10 of a ticket type; a type already in the cart adds up); shows the cart',
    load: async () => (await import('./cart/add.js')).cartAdd,
  },
  {
    path: ['cart', 'remove'],
    usage: '<item-id>',
    summary:
      'Remove one line from your cart (its id is the first column of `campus cart show`); shows the cart',
    load: async () => (await import('./cart/remove.js')).cartRemove,
  },
  {
    path: ['cart', 'clear'],
    usage: '[options]',
    summary: 'Empty your cart; asks first on a terminal',
    load: async () => (await import('./cart/clear.js')).cartClear,
  },
  {
    path: ['cart', 'checkout'],
    usage: '[options]',
    summary:
      'Check out your cart (signed in): cash or zelle make pending RSVPs with the tickets and the amount owed; credit_card is demo mode (no card is charged, the cart is kept)',
    load: async () => (await import('./cart/checkout.js')).cartCheckout,
  },
  {
    path: ['courses', 'list'],
    usage: '[options]',
    summary: 'List the published courses you may see, soonest first, 12 a page; works signed out',
    load: async () => (await import('./courses/list.js')).coursesList,
  },
  {
    path: ['courses', 'show'],
    usage: '<id>',
    summary:
      'Show a course: schedule, teacher, price, places, your enrollment and description (signed in: also courses you staff in any status)',
    load: async () => (await import('./courses/show.js')).coursesShow,
  },
  {
    path: ['courses', 'enroll'],
    usage: '[options] <id>',
    summary:
      'Enroll students in a course (owners and admins) by username or id, a group (and grade) or a CSV; one result per row',
    load: async () => (await import('./courses/enroll.js')).coursesEnroll,
  },
  {
    path: ['courses', 'unenroll'],
    usage: '[options] <id>',
    summary:
      'Remove students from a course (owners and admins) by username or id, or from a CSV; one result per row',
    load: async () => (await import('./courses/unenroll.js')).coursesUnenroll,
  },
  {
    path: ['courses', 'enrollments'],
    usage: '[options] <id>',
    summary: "List a course's enrollments with the students (owners and admins; table, --json or --csv)",
    load: async () => (await import('./courses/enrollments.js')).coursesEnrollments,
  },
  {
    path: ['courses', 'approve'],
    usage: '<id> <user>',
    summary: "Approve a student's join request (owners and admins): the enrollment becomes enrolled",
    load: async () => (await import('./courses/decide.js')).coursesApprove,
  },
  {
    path: ['courses', 'reject'],
    usage: '<id> <user>',
    summary: "Reject a student's join request (owners and admins): they cannot request again",
    load: async () => (await import('./courses/decide.js')).coursesReject,
  },
  {
    path: ['courses', 'sessions', 'generate'],
    usage: '[options] <id>',
    summary:
      "Generate a course's sessions from its schedule between two dates (its staff); dates that have one are skipped",
    load: async () => (await import('./courses/sessions-generate.js')).coursesSessionsGenerate,
  },
  {
    path: ['courses', 'sessions', 'list'],
    usage: '[options] <id>',
    summary: "List a course's sessions by date (its staff, enrolled students and their parents)",
    load: async () => (await import('./courses/sessions-list.js')).coursesSessionsList,
  },
  {
    path: ['attendance', 'mark'],
    usage: '[options] <session>',
    summary: "Mark a student's attendance in a course session (the course's staff)",
    load: async () => (await import('./attendance/mark.js')).attendanceMark,
  },
  {
    path: ['waitlist', 'list'],
    summary:
      'Your waitlist entries in play: waiting (with your place in line), offered, or held in your cart',
    load: async () => (await import('./waitlist/list.js')).waitlistList,
  },
  {
    path: ['waitlist', 'join'],
    usage: '[options]',
    summary: "Join a full event's, ticket type's or course's waitlist; prints your place in line",
    load: async () => (await import('./waitlist/join.js')).waitlistJoin,
  },
  {
    path: ['waitlist', 'leave'],
    usage: '[options]',
    summary: "Leave an event's or course's waitlist (an open offer passes to the next in line)",
    load: async () => (await import('./waitlist/leave.js')).waitlistLeave,
  },
  {
    path: ['waitlist', 'claim'],
    usage: '<entry>',
    summary:
      'Claim an offered place before its window ends: an RSVP, an enrollment, or a ticket held in your cart',
    load: async () => (await import('./waitlist/claim.js')).waitlistClaim,
  },
  {
    path: ['waitlist', 'decline'],
    usage: '<entry>',
    summary: 'Decline an offered place (or give back a held cart ticket): it passes to the next in line',
    load: async () => (await import('./waitlist/claim.js')).waitlistDecline,
  },
  {
    path: ['waitlist', 'show'],
    usage: '[options]',
    summary: "An event's or course's waitlist in line order, with the people (its owners and admins)",
    load: async () => (await import('./waitlist/staff.js')).waitlistShow,
  },
  {
    path: ['waitlist', 'offer'],
    usage: '[options] <entry>',
    summary: 'Offer a free place to a waiting entry now, out of turn (owners and admins)',
    load: async () => (await import('./waitlist/staff.js')).waitlistOffer,
  },
  {
    path: ['waitlist', 'reorder'],
    usage: '[options]',
    summary: 'Put the waiting entries in a new order, first in line first (owners and admins)',
    load: async () => (await import('./waitlist/staff.js')).waitlistReorder,
  },
  {
    path: ['attendance', 'code'],
    usage: '[options] <session>',
    summary:
      "A session's check-in link and its QR code (the course's staff): students open it to be marked present, or late after the start",
    load: async () => (await import('./attendance/code.js')).attendanceCode,
  },
  {
    path: ['attendance', 'export'],
    usage: '[options] <course>',
    summary:
      "A course's attendance, every session by every enrolled student with status and check-in time (the course's staff): table, --csv or --json",
    load: async () => (await import('./attendance/export.js')).attendanceExport,
  },
  {
    path: ['calendar'],
    usage: '[options]',
    summary:
      "Your calendar and your children's: courses and events of a day, a week (the default, Monday first) or a month; the feed URL with `calendar feed`",
    load: async () => (await import('./calendar/show.js')).calendarShow,
  },
  {
    path: ['calendar', 'feed'],
    usage: '[options]',
    summary:
      'Your calendar feed for a calendar app: whether it is on; --new makes a secret URL (replacing the old one), --revoke stops it',
    load: async () => (await import('./calendar/feed.js')).calendarFeed,
  },
  {
    path: ['users', 'list'],
    usage: '[options]',
    summary: 'List users, 25 a page, sorted by last name (admins): table, --json or --csv',
    load: async () => (await import('./users/list.js')).usersList,
  },
  {
    path: ['users', 'show'],
    usage: '<user>',
    summary:
      'Show a user: details, manager, parents, children, groups, courses taken and permissions, as far as you may see them',
    load: async () => (await import('./users/show.js')).usersShow,
  },
  {
    path: ['users', 'create'],
    usage: '[options]',
    summary: 'Create a user with the admin user form (admins)',
    load: async () => (await import('./users/create.js')).usersCreate,
  },
  {
    path: ['users', 'import'],
    usage: '[options] <file>',
    summary: 'Create or update users from a CSV, by username (admins); a dry run unless --run',
    load: async () => (await import('./users/import.js')).usersImport,
  },
  {
    path: ['users', 'update'],
    usage: '[options] <user>',
    summary: 'Change fields of a user (admins): the flags given, merged with the current record',
    load: async () => (await import('./users/update.js')).usersUpdate,
  },
  {
    path: ['users', 'delete'],
    usage: '[options] <user>',
    summary: 'Delete a user (admins): their sign-ins end at once; asks first on a terminal',
    load: async () => (await import('./users/delete.js')).usersDelete,
  },
  {
    path: ['users', 'grant'],
    usage: '<user> <permission...>',
    summary: 'Give a user permissions by key, e.g. create_event (admins and grant_permission holders)',
    load: async () => (await import('./users/permissions.js')).usersGrant,
  },
  {
    path: ['users', 'revoke'],
    usage: '<user> <permission...>',
    summary: 'Take permissions from a user by key (admins and grant_permission holders)',
    load: async () => (await import('./users/permissions.js')).usersRevoke,
  },
  {
    path: ['users', 'set-manager'],
    usage: '[options] <user> [manager]',
    summary: 'Set whom a user reports to, or --remove it (admins and assign_manager holders)',
    load: async () => (await import('./users/set-manager.js')).usersSetManager,
  },
  {
    path: ['users', 'family'],
    usage: '[options] <user>',
    summary: 'Add parents or children to a user (who may edit the user); the others are kept',
    load: async () => (await import('./users/family.js')).usersFamily,
  },
  {
    path: ['messages', 'inbox'],
    usage: '[options]',
    summary: 'List the messages you received, newest first, 20 a page (unread ones marked new)',
    load: async () => (await import('./messages/inbox.js')).messagesInbox,
  },
  {
    path: ['messages', 'sent'],
    usage: '[options]',
    summary: 'List the messages you sent, newest first, 20 a page, with their recipients',
    load: async () => (await import('./messages/sent.js')).messagesSent,
  },
  {
    path: ['messages', 'read'],
    usage: '<id>',
    summary: 'Show a message as text (from, to, course, date, subject, body); it becomes read',
    load: async () => (await import('./messages/read.js')).messagesRead,
  },
  {
    path: ['messages', 'send'],
    usage: '[options]',
    summary: 'Send a message to one or more people (by username or id); the text is plain text',
    load: async () => (await import('./messages/send.js')).messagesSend,
  },
  {
    path: ['messages', 'reply'],
    usage: '[options] <id>',
    summary: "Reply to a message: to its sender, or from its sender to everyone it went to ('Re: ...')",
    load: async () => (await import('./messages/reply.js')).messagesReply,
  },
  {
    path: ['messages', 'delete'],
    usage: '[options] <id>',
    summary: 'Delete a message for yourself (the others keep it); asks first on a terminal',
    load: async () => (await import('./messages/delete.js')).messagesDelete,
  },
  {
    path: ['admin', 'stats'],
    summary: "The admin dashboard's counts: users, events and courses by status (admins)",
    load: async () => (await import('./admin/stats.js')).adminStats,
  },
  {
    path: ['api'],
    usage: '[options] <method> <path>',
    summary: 'Call any API route with your sign-in (as gh api): the JSON answer on stdout',
    load: async () => (await import('./api/api.js')).api,
  },
  {
    path: ['completion'],
    usage: '<shell>',
    summary: 'Print the shell completion script for bash, zsh or fish',
    load: async () => (await import('./completion/completion.js')).completion,
  },
  {
    path: ['tui'],
    summary: 'Open the terminal UI: groups, inbox, courses and events; ? lists the keys, q quits',
    load: async () => (await import('./tui/tui.js')).tui,
  },
];

/** Every verb loaded: for completion and for tests that walk the whole tree. */
export function loadAllVerbs(): Promise<Verb[]> {
  return Promise.all(VERBS.map((entry) => entry.load()));
}
