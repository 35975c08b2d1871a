import type { Database } from '../../db/connect.js';

/** Filled in by issue 9. */
export function createEventImagesService(db: Database, now: () => Date = () => new Date()) {
  void db;
  void now;
  return {};
}

export type EventImagesService = ReturnType<typeof createEventImagesService>;
