import type { Database } from '../../db/connect.js';

/** The users rules (issue 8 fills this in). */
export function createUsersService(db: Database) {
  return { db };
}

export type UsersService = ReturnType<typeof createUsersService>;
