import type { Database } from '../../db/connect.js';

/** The announcements rules (issue 8 fills this in). */
export function createAnnouncementsService(db: Database) {
  return { db };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
