import type { EnrollmentStatus } from '../schemas/enrollment.js';
import {
  canAssignManager,
  canEditUser,
  canGrantPermissions,
  canManageEvent,
  canViewCoursesTaken,
  canViewManagement,
  canViewPermissions,
  canViewUser,
  type PermissionHolder,
} from './permissions.js';

// What an actor may do with one event, course, group or user, given their relation to it. The server's
// scoped loaders read the relation in one statement and answer 404/403 from these rules; the clients can
// ask the same questions of the same rules.

/** Whoever asks: a signed-in user (any PermissionHolder), or null for a guest. */
export type Viewer = PermissionHolder | null;

/**
 * How an object shows itself to the actor: `visible`; `forbidden` (they may know it exists: 403, as the spec
 * answers a non-member on a group page); or `hidden` (its existence is private: 404, as for a draft event).
 */
export type Sight = 'visible' | 'forbidden' | 'hidden';

export interface Access<Ability extends string> {
  sight: Sight;
  /** What the actor may do beyond seeing it (manage, edit, ...), each decided by a permission rule. */
  can: Readonly<Record<Ability, boolean>>;
}

/** The two fields of an event or a course that decide who sees it. */
export interface StatusAndVisibility {
  status: string;
  visibility: string;
}

/** The actor's relations to one event. */
export interface EventRelation {
  isAdmin: boolean;
  isOwner: boolean;
  /** The author: keeps sight of their own unpublished event. */
  isCreator: boolean;
  /** Member or coordinator of one of the event's groups (a private event's audience). */
  isGroupMember: boolean;
  /** Has an RSVP (an owner may have added them to a private event). */
  isAttendee: boolean;
  /** A parent of someone with an RSVP (spec: parents see their children's events). */
  isParentOfAttendee: boolean;
}

/** manage: attendees, RSVP fields, owners, status, deletion and images (spec section 6). */
export type EventAbility = 'manage';

/**
 * Who sees an event: admin, its owners and author always; anyone a published public event; a published
 * private event only its groups, attendees and their parents. Everyone else gets a 404 (the spec sends a
 * guest home and lets a signed-in user retry a user-scoped fetch).
 */
export function eventAccess(
  viewer: Viewer,
  event: StatusAndVisibility,
  relation: EventRelation,
): Access<EventAbility> {
  const privileged = relation.isAdmin || relation.isOwner || relation.isCreator;
  const audience =
    event.visibility === 'public' ||
    relation.isGroupMember ||
    relation.isAttendee ||
    relation.isParentOfAttendee;
  const visible = privileged || (event.status === 'published' && audience);
  return {
    sight: visible ? 'visible' : 'hidden',
    can: { manage: canManageEvent(viewer, { isOwner: relation.isOwner }) },
  };
}

/** The actor's relations to one course. */
export interface CourseRelation {
  isAdmin: boolean;
  isOwner: boolean;
  isEditor: boolean;
  isTeacher: boolean;
  isCreator: boolean;
  /** Member or coordinator of one of the course's groups (a private course's audience). */
  isGroupMember: boolean;
  /** Has an enrollment that was not rejected (enrolled, requested or completed). */
  isStudent: boolean;
  /** A parent of such a student (spec: parents see their children's courses). */
  isParentOfStudent: boolean;
  /** The viewer's own enrollment status, null when none. */
  enrollmentStatus: EnrollmentStatus | null;
  /** A parent of a student whose enrollment is enrolled or completed (sees the sessions). */
  isParentOfEnrolled: boolean;
}

/**
 * edit: the course and its sessions, images and attendance (admin, owners, editors and the teacher).
 * manage: status, enrollments, owners, editors, messages and deletion (owners and admin; editors may not
 * manage enrollments). Decision: spec 6's "course edit access: admin, course owner, or create_course holder"
 * is read as who may open the course form; holding create_course does not open other people's courses.
 */
export type CourseAbility = 'edit' | 'manage';

/**
 * Who sees a course: its staff (admin, owners, editors, teacher, author) always; anyone a published public
 * course; a published private course its groups, students and their parents, and a 403 for others (the
 * page then falls back to /public/courses/{id}); an unpublished course is a 404 to everyone else.
 */
export function courseAccess(
  viewer: Viewer,
  course: StatusAndVisibility,
  relation: CourseRelation,
): Access<CourseAbility> {
  const staff =
    relation.isAdmin || relation.isOwner || relation.isEditor || relation.isTeacher || relation.isCreator;
  const audience =
    course.visibility === 'public' ||
    relation.isGroupMember ||
    relation.isStudent ||
    relation.isParentOfStudent;
  const published = course.status === 'published';
  const sight = staff || (published && audience) ? 'visible' : published ? 'forbidden' : 'hidden';
  const edit =
    viewer !== null && (relation.isAdmin || relation.isOwner || relation.isEditor || relation.isTeacher);
  return { sight, can: { edit, manage: viewer !== null && (relation.isAdmin || relation.isOwner) } };
}

/** The `abilities` a course answer carries for its viewer (spec sections 2 and 6). */
export function courseAbilities(
  viewer: Viewer,
  course: StatusAndVisibility,
  relation: CourseRelation,
): { edit: boolean; manage: boolean; view_sessions: boolean; enroll: boolean } {
  const { can } = courseAccess(viewer, course, relation);
  const enrolled = relation.enrollmentStatus === 'enrolled' || relation.enrollmentStatus === 'completed';
  return {
    edit: can.edit,
    manage: can.manage,
    view_sessions: can.edit || enrolled || relation.isParentOfEnrolled,
    // Enrol buttons: published, and public or shared with one of the viewer's groups (spec section 2). The
    // course's own staff and admins run it rather than join it (admins are never students: spec section 5).
    enroll:
      viewer !== null &&
      !relation.isAdmin &&
      !relation.isOwner &&
      !relation.isEditor &&
      !relation.isTeacher &&
      course.status === 'published' &&
      (course.visibility === 'public' || relation.isGroupMember),
  };
}

export interface GroupRelation {
  isAdmin: boolean;
  isMember: boolean;
  isCoordinator: boolean;
}

/** manage: edit or delete the group, its members, coordinators and announcements (coordinators and admin). */
export type GroupAbility = 'manage';

/** Group pages need membership (spec section 6): others get 403 'Access denied: You are not a member...'. */
export function groupAccess(relation: GroupRelation): Access<GroupAbility> {
  const manage = relation.isAdmin || relation.isCoordinator;
  return { sight: manage || relation.isMember ? 'visible' : 'forbidden', can: { manage } };
}

export interface UserRelation {
  isAdmin: boolean;
  isSelf: boolean;
  /** The viewer is a parent of the user. */
  isParent: boolean;
  /** The viewer is a child of the user. */
  isChild: boolean;
}

/** The cards of a user page (spec section 6), each an sdk rule. */
export type UserAbility =
  | 'edit'
  | 'viewCoursesTaken'
  | 'viewManagement'
  | 'assignManager'
  | 'viewPermissions'
  | 'grantPermissions';

/** Viewing a user: admin, view_user holders, the user, or a parent; others get the spec's 403 message. */
export function userAccess(
  viewer: Viewer,
  target: { id: number },
  relation: UserRelation,
): Access<UserAbility> {
  const family = { isParent: relation.isParent };
  return {
    sight: canViewUser(viewer, target, family) ? 'visible' : 'forbidden',
    can: {
      edit: canEditUser(viewer),
      viewCoursesTaken: canViewCoursesTaken(viewer, target, family),
      // Decision (issue 19): a user also sees their own manager, assistants and groups.
      viewManagement: canViewManagement(viewer) || relation.isSelf,
      assignManager: canAssignManager(viewer),
      viewPermissions: canViewPermissions(viewer),
      grantPermissions: canGrantPermissions(viewer),
    },
  };
}
