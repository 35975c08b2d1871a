import type { Database } from '../../db/connect.js';

export function createCourseSessionsService(_db: Database, _now: () => Date = () => new Date()) {
  return {};
}

export type CourseSessionsService = ReturnType<typeof createCourseSessionsService>;
