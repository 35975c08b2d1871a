import { adminStats } from './admin/stats.js';
import { api } from './api/api.js';
import { attendanceCode } from './attendance/code.js';
import { attendanceExport } from './attendance/export.js';
import { attendanceMark } from './attendance/mark.js';
import { authLogin } from './auth/login.js';
import { authLogout } from './auth/logout.js';
import { authSessions } from './auth/sessions.js';
import { authSessionsRevoke } from './auth/sessions-revoke.js';
import { authStatus } from './auth/status.js';
import { calendarFeed } from './calendar/feed.js';
import { calendarShow } from './calendar/show.js';
import { cartAdd } from './cart/add.js';
import { cartCheckout } from './cart/checkout.js';
import { cartClear } from './cart/clear.js';
import { cartRemove } from './cart/remove.js';
import { cartShow } from './cart/show.js';
import { completion } from './completion/completion.js';
import { coursesApprove, coursesReject } from './courses/decide.js';
import { coursesEnroll } from './courses/enroll.js';
import { coursesEnrollments } from './courses/enrollments.js';
import { coursesList } from './courses/list.js';
import { coursesSessionsGenerate } from './courses/sessions-generate.js';
import { coursesSessionsList } from './courses/sessions-list.js';
import { coursesShow } from './courses/show.js';
import { coursesUnenroll } from './courses/unenroll.js';
import { eventsAttendees } from './events/attendees.js';
import { eventsList } from './events/list.js';
import { eventsPublish, eventsUnpublish } from './events/publish.js';
import { eventsRsvp } from './events/rsvp.js';
import { eventsRsvps } from './events/rsvps.js';
import { eventsShow } from './events/show.js';
import { groupsAddMembers } from './groups/add-members.js';
import { groupsAnnounce } from './groups/announce.js';
import { groupsAnnouncements } from './groups/announcements.js';
import { groupsCoordinatorsAdd } from './groups/coordinators-add.js';
import { groupsCoordinatorsRemove } from './groups/coordinators-remove.js';
import { groupsCreate } from './groups/create.js';
import { groupsDelete } from './groups/delete.js';
import { groupsEdit } from './groups/edit.js';
import { groupsList } from './groups/list.js';
import { groupsMembers } from './groups/members.js';
import { groupsRemoveMembers } from './groups/remove-members.js';
import { groupsShow } from './groups/show.js';
import { messagesDelete } from './messages/delete.js';
import { messagesInbox } from './messages/inbox.js';
import { messagesRead } from './messages/read.js';
import { messagesReply } from './messages/reply.js';
import { messagesSend } from './messages/send.js';
import { messagesSent } from './messages/sent.js';
import { orgsAddUsers } from './orgs/add-users.js';
import { orgsCreate } from './orgs/create.js';
import { orgsDeactivate } from './orgs/deactivate.js';
import { orgsEdit } from './orgs/edit.js';
import { orgsList } from './orgs/list.js';
import { orgsRemoveUser } from './orgs/remove-user.js';
import { orgsShow } from './orgs/show.js';
import { orgsUsers } from './orgs/users.js';
import type { Verb } from './shared/verb.js';
import { tui } from './tui/tui.js';
import { usersCreate } from './users/create.js';
import { usersDelete } from './users/delete.js';
import { usersFamily } from './users/family.js';
import { usersImport } from './users/import.js';
import { usersList } from './users/list.js';
import { usersGrant, usersRevoke } from './users/permissions.js';
import { usersSetManager } from './users/set-manager.js';
import { usersShow } from './users/show.js';
import { usersUpdate } from './users/update.js';
import { waitlistClaim, waitlistDecline } from './waitlist/claim.js';
import { waitlistJoin } from './waitlist/join.js';
import { waitlistLeave } from './waitlist/leave.js';
import { waitlistList } from './waitlist/list.js';
import { waitlistOffer, waitlistReorder, waitlistShow } from './waitlist/staff.js';
import { whoami } from './whoami/whoami.js';

/**
 * Every command, in help order. Later issues add theirs here. A verb with verbs under it (auth sessions,
 * then auth sessions revoke) comes before them, so the tree has one command of that name.
 */
export const VERBS: readonly Verb[] = [
  authLogin,
  authStatus,
  authSessions,
  authSessionsRevoke,
  authLogout,
  whoami,
  groupsList,
  groupsShow,
  groupsCreate,
  groupsEdit,
  groupsDelete,
  groupsMembers,
  groupsAddMembers,
  groupsRemoveMembers,
  groupsCoordinatorsAdd,
  groupsCoordinatorsRemove,
  groupsAnnounce,
  groupsAnnouncements,
  orgsList,
  orgsShow,
  orgsCreate,
  orgsEdit,
  orgsDeactivate,
  orgsUsers,
  orgsAddUsers,
  orgsRemoveUser,
  eventsList,
  eventsShow,
  eventsRsvp,
  eventsRsvps,
  eventsAttendees,
  eventsPublish,
  eventsUnpublish,
  cartShow,
  cartAdd,
  cartRemove,
  cartClear,
  cartCheckout,
  coursesList,
  coursesShow,
  coursesEnroll,
  coursesUnenroll,
  coursesEnrollments,
  coursesApprove,
  coursesReject,
  coursesSessionsGenerate,
  coursesSessionsList,
  attendanceMark,
  waitlistList,
  waitlistJoin,
  waitlistLeave,
  waitlistClaim,
  waitlistDecline,
  waitlistShow,
  waitlistOffer,
  waitlistReorder,
  attendanceCode,
  attendanceExport,
  calendarShow,
  calendarFeed,
  usersList,
  usersShow,
  usersCreate,
  usersImport,
  usersUpdate,
  usersDelete,
  usersGrant,
  usersRevoke,
  usersSetManager,
  usersFamily,
  messagesInbox,
  messagesSent,
  messagesRead,
  messagesSend,
  messagesReply,
  messagesDelete,
  adminStats,
  api,
  completion,
  tui,
];
