import type { PermissionKey } from '../schemas/permission.js';

/**
 * The least a permission check needs. Structural so that both the server's request actor and the
 * User schema fit without conversion.
 */
export interface PermissionHolder {
  id: number;
  is_admin: boolean;
  permissions: ReadonlyArray<{ key: string }>;
}

type Viewer = PermissionHolder | null | undefined;

/** Spec section 6: a permission is held if the user is admin or the list has the key; guests hold none. */
export function hasPermission(user: Viewer, key: PermissionKey): boolean {
  if (!user) return false;
  if (user.is_admin) return true;
  return user.permissions.some((permission) => permission.key === key);
}

/** True when the user holds at least one of the keys (admin always). */
export function hasAnyPermission(user: Viewer, keys: readonly PermissionKey[]): boolean {
  return keys.some((key) => hasPermission(user, key));
}

export function isAdmin(user: Viewer): boolean {
  return user?.is_admin === true;
}

/** Relations between viewer and target that the server or the page already knows. */
export interface ViewerRelation {
  /** The viewer is a parent of the target. */
  isParent?: boolean;
}

function isSelf(viewer: Viewer, target: { id: number }): boolean {
  return !!viewer && viewer.id === target.id;
}

/** /user/{id}: admin, view_user holders, the user themself, or a parent. */
export function canViewUser(viewer: Viewer, target: { id: number }, relation: ViewerRelation = {}): boolean {
  if (!viewer) return false;
  return hasPermission(viewer, 'view_user') || isSelf(viewer, target) || relation.isParent === true;
}

/** Editing another user (and managing their family) needs create_user or edit_user. */
export function canEditUser(viewer: Viewer): boolean {
  return hasAnyPermission(viewer, ['create_user', 'edit_user']);
}

/** The manager and assistants card, and the groups card, need view_management. */
export function canViewManagement(viewer: Viewer): boolean {
  return hasPermission(viewer, 'view_management');
}

export function canAssignManager(viewer: Viewer): boolean {
  return hasPermission(viewer, 'assign_manager');
}

/** The permissions card ("My Permissions" on the profile) needs view_permission. */
export function canViewPermissions(viewer: Viewer): boolean {
  return hasPermission(viewer, 'view_permission');
}

export function canGrantPermissions(viewer: Viewer): boolean {
  return hasPermission(viewer, 'grant_permission');
}

/** The create event form, button and nav link: admin or create_event. */
export function canCreateEvent(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_event');
}

/**
 * Any signed-in user may create a course (ARCHITECTURE decision); see canPublishCourse for whether it is
 * published directly or sent for approval.
 */
export function canCreateCourse(viewer: Viewer): boolean {
  return !!viewer;
}

/** Admin or create_course publish directly; everyone else sees 'Request to publish'. */
export function canPublishCourse(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_course');
}

/**
 * Who finds every pending course and approves or rejects it (GET /admin/courses?status=pending): admins.
 * An owner holding create_course may publish their own pending course, but the list of all is the admins'.
 */
export function canApproveCourses(viewer: Viewer): boolean {
  return isAdmin(viewer);
}

/** Admin or create_event holders publish events directly; other owners send them to pending. */
export function canPublishEvent(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_event');
}

export function canCreateGroup(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_group');
}

export function canCreateUser(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_user');
}

/** Courses taken: admin, the user, a parent, or holders of view_user, create_user or assign_manager. */
export function canViewCoursesTaken(
  viewer: Viewer,
  target: { id: number },
  relation: ViewerRelation = {},
): boolean {
  if (!viewer) return false;
  return (
    isSelf(viewer, target) ||
    relation.isParent === true ||
    hasAnyPermission(viewer, ['view_user', 'create_user', 'assign_manager'])
  );
}

/** Course edit access: admin, a course owner, or a create_course holder. */
export function canEditCourse(viewer: Viewer, relation: { isOwner?: boolean } = {}): boolean {
  if (!viewer) return false;
  return relation.isOwner === true || hasPermission(viewer, 'create_course');
}

/** The teacher field of the course form is enabled for admin or create_course holders. */
export function canPickTeacher(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_course');
}

/** Event attendees, owners, status, deletion and images: admin or an owner of the event. */
export function canManageEvent(viewer: Viewer, relation: { isOwner?: boolean } = {}): boolean {
  if (!viewer) return false;
  return viewer.is_admin || relation.isOwner === true;
}
