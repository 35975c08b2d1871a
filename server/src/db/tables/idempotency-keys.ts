import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './users.js';

/**
 * An `Idempotency-Key` a user sent with a payment call, as Stripe keeps them: the first answer is stored with
 * a hash of the request (method, path, body), and a repeat within 24 hours answers it again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Method and path, e.g. 'POST /api/cart/checkout'.
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still being answered.
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
