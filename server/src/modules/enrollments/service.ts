import type { Database } from '../../db/connect.js';

export function createEnrollmentsService(_db: Database, _now: () => Date = () => new Date()) {
  return {};
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
