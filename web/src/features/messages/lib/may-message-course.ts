import { type Course, isAdmin, type User } from '@campus/sdk';

/**
 * Who sees the Message Teacher panel: the course's enrolled students, its staff (owners, editors, teacher:
 * `abilities.edit`) and admins. The server checks the same on every send (403 for anyone else).
 */
export function mayMessageCourse(
  user: User | null,
  course: Pick<Course, 'abilities' | 'enrollment_status'>,
): boolean {
  if (!user) return false;
  if (isAdmin(user) || course.abilities?.edit) return true;
  return course.enrollment_status === 'enrolled';
}
