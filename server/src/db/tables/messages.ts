import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { courses } from './courses.js';
import { users } from './users.js';

/**
 * A direct message, or a course message (course_id set) addressed to the course's staff. Each side deletes
 * only its own copy, so the row stays until both have.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null for a course message read by the course's staff rather than one person.
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestampTz('read_at'),
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    deletedByRecipient: boolean('deleted_by_recipient').notNull().default(false),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Inbox pages and the unread count.
    index('messages_to_user_idx').on(t.toUserId, t.isRead),
    index('messages_from_user_idx').on(t.fromUserId),
    index('messages_course_idx').on(t.courseId),
  ],
);
