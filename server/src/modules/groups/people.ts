import { asc } from 'drizzle-orm';
import { users } from '../../db/schema.js';

// Users as group answers show them come from users/group-member.ts (a summary or a member row); this is
// the order their lists are read in.

/** People lists read by last name, then first name (the id keeps ties stable). */
export const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];
