import { type Course, courseAbilities, type Viewer } from '@campus/sdk';
import type { ScopedCourse } from '../../authorization/course-access.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError } from '../../errors.js';
import { findCoursesByIds } from './course-view.js';
import { findEnrollments, findStaff } from './people-repository.js';

/**
 * One course in full for the viewer the loader scoped it to: teacher, groups, enrolled count, the viewer's
 * enrollment status (none for a guest), owners, editors and the viewer's abilities (the sdk's courseAbilities
 * on the loader's relation). Two statements; the admin view adds one for the enrollments.
 */
export async function courseDetail(
  db: Database,
  viewer: Viewer,
  scoped: ScopedCourse,
  options: { enrollments?: boolean } = {},
): Promise<Course> {
  const id = scoped.course.id;
  const [found, staff, enrollments] = await Promise.all([
    findCoursesByIds(db, [id], viewer?.id ?? null),
    findStaff(db, id),
    options.enrollments ? findEnrollments(db, id) : Promise.resolve(undefined),
  ]);
  const course = found.get(id);
  // Deleted between the loader and this read.
  if (!course) throw new NotFoundError('Course not found');
  return {
    ...course,
    owners: staff.owners,
    editors: staff.editors,
    ...(enrollments ? { enrollments } : {}),
    abilities: courseAbilities(viewer, scoped.course, scoped.relation),
  };
}
