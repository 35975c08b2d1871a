import type { Course } from '@campus/sdk';

export interface CourseSessionsSectionProps {
  /** The course as GET /courses/{id} answers it (abilities decide what shows). */
  course: Course;
}

/**
 * The course page's sessions (spec section 2): the list with its status filter and links to each session,
 * and for staff Generate Sessions. Shown only when `course.abilities.view_sessions` (being built).
 */
export function CourseSessionsSection(_props: CourseSessionsSectionProps) {
  return null;
}
