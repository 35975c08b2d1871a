import type { EnrollmentStatus } from '../schemas/enrollment.js';
import { COURSE_MESSAGES } from './error-catalogue.js';
import { type CourseEndFields, hasCourseEnded } from './event-end.js';

// Enrollment rules of spec sections 2 and 4, shared by the server (enroll, approve, capacity), the course
// page's buttons and the CLI.

/** Answers of POST /courses/{id}/enroll and the refusals the server gives. */
export const ENROLLMENT_MESSAGES = {
  enrolled: 'Successfully enrolled in the course.',
  requested: 'Your request to join this course has been submitted.',
  unenrolled: 'You have been unenrolled from the course.',
  requestCancelled: 'Your request to join has been cancelled.',
  full: 'This course is full.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  alreadyRequested: 'You have already requested to join this course.',
  rejected: 'Your request to join this course was rejected.',
  notEnrolled: 'You are not enrolled in this course.',
  notOpen: 'This course is not open for enrollment.',
  userAlreadyEnrolled: 'This user is already enrolled in this course.',
  userNotEnrolled: 'This user is not enrolled in this course.',
  noRequest: 'This user has no enrollment in this course.',
  sessionsHidden: 'You must be enrolled in this course to view its sessions.',
  approved: 'Enrollment approved.',
  rejectedByOwner: 'Enrollment rejected.',
  /**
   * A course whose last day has passed takes nobody (not in the spec's catalogue): the server's 422 on
   * enrol, the admin adds and approvals, and the course page's note in place of the enrol buttons.
   */
  ended: 'This course has ended: enrollment is closed.',
} as const;

/** Enrollment statuses that join a course (a place, or a request for one); rejected and completed do not. */
export const JOINING_ENROLLMENT_STATUSES = [
  'enrolled',
  'requested',
] as const satisfies readonly EnrollmentStatus[];

export function joinsCourse(status: EnrollmentStatus): boolean {
  return (JOINING_ENROLLMENT_STATUSES as readonly EnrollmentStatus[]).includes(status);
}

/**
 * Why nobody may join the course at `now`, or null while they may: once its last day has passed
 * (hasCourseEnded, on the wall clock of `timeZone`: the platform's on the server), nobody enrols, asks to
 * join, is added or approved. Leaving is not refused (the spec is silent on it), nor are the records kept
 * after the end (a rejection, a completed enrollment).
 */
export function courseEnrollmentClosedReason(
  course: CourseEndFields,
  now: Date,
  timeZone?: string,
): string | null {
  return hasCourseEnded(course, now, timeZone) ? ENROLLMENT_MESSAGES.ended : null;
}

/** Spec section 4: a course that needs approval gives requested; otherwise a direct join gives enrolled. */
export function initialEnrollmentStatus(course: { approval_required: boolean }): 'enrolled' | 'requested' {
  return course.approval_required ? 'requested' : 'enrolled';
}

/** Statuses that hold a place (count towards max_quantity). */
export const PLACE_HOLDING_STATUSES = ['enrolled'] as const satisfies readonly EnrollmentStatus[];

/** Places left, or null when the course is unlimited (blank max_quantity). */
export function placesLeft(course: { max_quantity: number | null }, enrolledCount: number): number | null {
  return course.max_quantity === null ? null : Math.max(0, course.max_quantity - enrolledCount);
}

/** A course is full when its enrollments reach max_quantity. */
export function isCourseFull(course: { max_quantity: number | null }, enrolledCount: number): boolean {
  return placesLeft(course, enrolledCount) === 0;
}

/** Sessions are hidden while an enrollment is requested or rejected (spec section 2). */
export function enrollmentShowsSessions(status: EnrollmentStatus | null | undefined): boolean {
  return status === 'enrolled' || status === 'completed';
}

/**
 * The course page's enrollment control (spec section 2): nothing when the enrol buttons do not show;
 * 'Enroll' or 'Request to Join' for a newcomer ('Course Full' disabled when full; no button but the reason
 * once the course has ended: `ended` in the options, from courseEnrollmentClosedReason); 'Cancel Request'
 * for a requested enrollment; 'Unenroll' for an enrolled one; a disabled 'Request Rejected' for a rejected one.
 */
export type EnrollmentControl =
  | { kind: 'none' }
  | { kind: 'enroll'; label: 'Enroll'; disabled: false }
  | { kind: 'request'; label: 'Request to Join'; disabled: false }
  | { kind: 'full'; label: 'Course Full'; disabled: true }
  | { kind: 'ended'; reason: string }
  | { kind: 'cancel_request'; label: 'Cancel Request'; disabled: false }
  | { kind: 'unenroll'; label: 'Unenroll'; disabled: false }
  | { kind: 'rejected'; label: 'Request Rejected'; disabled: true }
  | { kind: 'completed'; label: 'Completed'; disabled: true };

export function enrollmentControl(
  course: { approval_required: boolean; max_quantity: number | null; enrolled_count?: number },
  options: { canEnroll: boolean; status: EnrollmentStatus | null | undefined; ended?: boolean },
): EnrollmentControl {
  switch (options.status) {
    case 'rejected':
      return { kind: 'rejected', label: 'Request Rejected', disabled: true };
    case 'requested':
      return { kind: 'cancel_request', label: 'Cancel Request', disabled: false };
    case 'enrolled':
      return { kind: 'unenroll', label: 'Unenroll', disabled: false };
    case 'completed':
      return { kind: 'completed', label: 'Completed', disabled: true };
    default:
      break;
  }
  if (!options.canEnroll) return { kind: 'none' };
  if (options.ended) return { kind: 'ended', reason: ENROLLMENT_MESSAGES.ended };
  if (isCourseFull(course, course.enrolled_count ?? 0))
    return { kind: 'full', label: 'Course Full', disabled: true };
  return course.approval_required
    ? { kind: 'request', label: 'Request to Join', disabled: false }
    : { kind: 'enroll', label: 'Enroll', disabled: false };
}

/** The dashboard card's enrollment badge: Enrolled, Pending Approval or Request Rejected. */
export function enrollmentBadge(status: EnrollmentStatus | null | undefined): string | null {
  switch (status) {
    case 'enrolled':
      return 'Enrolled';
    case 'requested':
      return 'Pending Approval';
    case 'rejected':
      return 'Request Rejected';
    case 'completed':
      return 'Completed';
    default:
      return null;
  }
}

/** The course status badge: Published, Pending Approval, Draft. */
export function courseStatusBadge(status: 'draft' | 'pending' | 'published'): string {
  if (status === 'published') return 'Published';
  if (status === 'pending') return 'Pending Approval';
  return 'Draft';
}

/** Publish or Unpublish on the dashboard: published goes to draft, anything else to published (spec 4). */
export function toggledCourseStatus(status: 'draft' | 'pending' | 'published'): 'draft' | 'published' {
  return status === 'published' ? 'draft' : 'published';
}

/**
 * The status a save leads to (spec sections 2 and 4): 'draft' a draft; 'publish' published for admins and
 * create_course holders, pending ('Request to publish') for others; 'update' keeps the status, except that a
 * user without create_course cannot keep a course published by editing it (it goes back to pending), and
 * a new course saved with 'update' counts as 'publish'.
 */
export function courseStatusAfterSave(
  action: 'draft' | 'publish' | 'update',
  options: { mayPublish: boolean; current: 'draft' | 'pending' | 'published' | null },
): 'draft' | 'pending' | 'published' {
  if (action === 'draft') return 'draft';
  if (action === 'update' && options.current !== null) {
    return options.current === 'published' && !options.mayPublish ? 'pending' : options.current;
  }
  return options.mayPublish ? 'published' : 'pending';
}

/** The add-students summary (spec section 8). */
export function addStudentsMessage(added: number, failed: number): string | null {
  if (failed === 0) return null;
  if (added === 0) return COURSE_MESSAGES.addStudentsAllFailed;
  return COURSE_MESSAGES.addStudentsPartial(added, failed);
}
