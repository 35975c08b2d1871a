import type { Course } from '@campus/sdk';

export interface CourseCardProps {
  course: Course;
  /** 'browse' on /courses; 'dashboard' adds the status badge, Max: N students and the enrollment badge. */
  variant?: 'browse' | 'dashboard';
}

/** A course card of spec section 2 (being built). */
export function CourseCard({ course }: CourseCardProps) {
  return <a href={`/course/${course.id}`}>{course.name}</a>;
}
