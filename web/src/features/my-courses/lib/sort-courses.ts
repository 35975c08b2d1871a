import { type Course, courseStatusBadge, type SortDirection } from '@campus/sdk';

/** The sortable columns of 'Courses I'm an owner' (spec section 2). */
export type OwnedCourseSortKey = 'name' | 'status' | 'teacher' | 'visibility' | 'approval_required';

export const OWNED_COURSE_COLUMNS: readonly { key: OwnedCourseSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'teacher', label: 'Teacher' },
  { key: 'visibility', label: 'Visibility' },
  { key: 'approval_required', label: 'RSVP Needed' },
];

/** What the Teacher column shows: the teacher's username, or 'Unknown' (as the course cards say). */
export function teacherText(course: Pick<Course, 'teacher'>): string {
  return course.teacher?.username ?? 'Unknown';
}

export function rsvpNeededText(course: Pick<Course, 'approval_required'>): string {
  return course.approval_required ? 'Yes' : 'No';
}

/** The text a column shows, which is also what it sorts by (so the order matches what one reads). */
function cellText(course: Course, key: OwnedCourseSortKey): string {
  switch (key) {
    case 'name':
      return course.name;
    case 'status':
      return courseStatusBadge(course.status);
    case 'teacher':
      return teacherText(course);
    case 'visibility':
      return course.visibility;
    case 'approval_required':
      return rsvpNeededText(course);
  }
}

/** A sorted copy; ties keep name order, so the rows never jump around between equal values. */
export function sortCourses(courses: readonly Course[], key: OwnedCourseSortKey, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return [...courses].sort(
    (a, b) =>
      sign * cellText(a, key).localeCompare(cellText(b, key), 'en', { sensitivity: 'base', numeric: true }) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }) ||
      a.id - b.id,
  );
}
