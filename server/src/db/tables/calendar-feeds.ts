import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { users } from './users.js';

/**
 * A user's personal calendar feed (one at most): a secret URL that calendar apps read without a session.
 * The token is stored only as its SHA-256 hash; a new one replaces the row, so the old URL stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
