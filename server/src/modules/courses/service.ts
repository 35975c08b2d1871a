import type { Database } from '../../db/connect.js';
import { createCourseAdministration } from './admin-service.js';
import { createCourseBrowsing } from './browse-service.js';
import { type CourseDeleteHooks, createCourseEditing } from './editing-service.js';

/**
 * Courses (spec sections 2, 5, 6 and 7): browsing and the dashboard lists, the course form, and the admin
 * course calls (status, owners, editors). Every course id goes through loadCourseFor.
 */
export function createCoursesService(
  db: Database,
  _now: () => Date = () => new Date(),
  hooks: CourseDeleteHooks = {},
) {
  return {
    ...createCourseBrowsing(db),
    ...createCourseEditing(db, hooks),
    ...createCourseAdministration(db),
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
