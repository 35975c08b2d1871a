import { type Course, formatDateShort, recurrenceLabel } from '@campus/sdk';

/** The Courses tab's own texts (the spec gives the column contents, not these words). */
export const ADMIN_COURSES_TEXT = {
  noCourses: 'No courses yet. Create the first one with Create Course.',
  noneWithStatus: 'No courses with this status.',
  loading: 'Loading courses',
  notAssigned: 'Not assigned',
} as const;

/** The teacher's username, or 'Not assigned' (spec section 2, admin Courses tab). */
export function adminTeacherText(course: Pick<Course, 'teacher'>): string {
  return course.teacher?.username || ADMIN_COURSES_TEXT.notAssigned;
}

/** 'Online', the location, or a dash when there is none. */
export function adminCoursePlace(course: Pick<Course, 'is_online' | 'location'>): string {
  if (course.is_online) return 'Online';
  return course.location?.trim() || '—';
}

/** 'Jan 5, 2026', or 'No date'. */
export function adminCourseDate(course: Pick<Course, 'date'>): string {
  return formatDateShort(course.date);
}

/** 'Weekly on Monday, Wednesday' for a repeating course, else ''. */
export function adminCourseRecurrence(course: Course): string {
  return recurrenceLabel(course);
}
