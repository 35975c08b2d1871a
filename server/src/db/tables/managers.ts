import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { users } from './users.js';

/** Each user has at most one manager; subordinates and the assistants tree are read through manager_id. */
export const userManagers = pgTable(
  'user_managers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_managers_manager_idx').on(t.managerId)],
);
