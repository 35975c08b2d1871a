import type { Database } from '../../db/connect.js';

/** The events rules (issue 9 fills this in). */
export function createEventsService(db: Database) {
  return { db };
}

export type EventsService = ReturnType<typeof createEventsService>;
