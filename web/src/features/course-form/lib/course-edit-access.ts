import type { Course, User } from '@campus/sdk';

/**
 * Whether the user may open this course's form: the server's abilities.edit (admin, owners, editors, the
 * teacher). An answer without abilities is read the same way from its owners, editors and teacher, so that
 * the server stays the one that decides (it refuses the PUT of anyone else with a 403 anyway).
 */
export function mayEditCourse(user: User, course: Course): boolean {
  if (course.abilities) return course.abilities.edit;
  const isMe = (person: { id: number }) => person.id === user.id;
  return (
    user.is_admin ||
    course.teacher_id === user.id ||
    (course.owners?.some(isMe) ?? false) ||
    (course.editors?.some(isMe) ?? false)
  );
}
