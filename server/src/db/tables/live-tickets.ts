import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { apiTokens, users } from './users.js';

/**
 * A one-use ticket to open GET /api/live (a browser's EventSource cannot send the bearer token): issued to a
 * signed-in token, good for a minute, deleted when used. Stored only as its SHA-256 hash; it goes with its
 * token (a revoked token's tickets are refused by the join on redemption, a deleted one's rows go here).
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiTokenId: integer('api_token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('live_tickets_token_hash_idx').on(t.tokenHash),
    index('live_tickets_expires_at_idx').on(t.expiresAt),
  ],
);
