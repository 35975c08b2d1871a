import { RECIPIENT_SEARCH_LIMIT, type UserSummary } from '@campus/sdk';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { toUserSummary, userSummaryColumns } from '../users/group-member.js';
import { writableBy } from './recipient-rule.js';

/** `text` as a LIKE pattern that matches it literally anywhere ('50%_off' finds only itself). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /messages/recipients: at most 20 people the reader may write to whose first name, last name, full name
 * or username contains `search` (any case), by name after an exact username. Names and usernames only: no email, no contact data.
 */
export async function searchRecipients(
  db: Database,
  actor: UserActor,
  search: string,
): Promise<UserSummary[]> {
  const pattern = containsPattern(search);
  const matches = search
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.username, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )
    : undefined;
  const rows = await db
    .select(userSummaryColumns)
    .from(users)
    .where(and(writableBy(actor), matches))
    // The one whose username is the search comes first (the CLI finds people by username this way).
    .orderBy(
      sql`lower(${users.username}) = lower(${search}) DESC`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(RECIPIENT_SEARCH_LIMIT);
  return rows.map(toUserSummary);
}
