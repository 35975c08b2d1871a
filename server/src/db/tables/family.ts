import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { users } from './users.js';

/** Parent and child accounts (spec: parents, children; a parent sees the children's courses and events). */
export const parentChild = pgTable(
  'parent_child',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index('parent_child_child_idx').on(t.childId)],
);
