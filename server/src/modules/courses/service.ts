import type { Database } from '../../db/connect.js';

export function createCoursesService(_db: Database, _now: () => Date = () => new Date()) {
  return {};
}

export type CoursesService = ReturnType<typeof createCoursesService>;
