import type { Database } from '../../db/connect.js';

/** The groups rules (issue 8 fills this in). */
export function createGroupsService(db: Database) {
  return { db };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
