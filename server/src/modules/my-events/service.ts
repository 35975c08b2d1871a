import type { Database } from '../../db/connect.js';

/** Filled in by issue 9. */
export function createMyEventsService(db: Database, now: () => Date = () => new Date()) {
  void db;
  void now;
  return {};
}

export type MyEventsService = ReturnType<typeof createMyEventsService>;
