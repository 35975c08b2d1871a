import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns.js';
import { groups } from './groups.js';
import { users } from './users.js';

/** A group announcement; its display status (Active, Scheduled, Expired, Inactive) follows from the dates. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    availableFrom: timestampTz('available_from').notNull(),
    availableUntil: timestampTz('available_until'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  // Lists page a group's announcements newest first.
  (t) => [index('announcements_group_idx').on(t.groupId, t.availableFrom)],
);
