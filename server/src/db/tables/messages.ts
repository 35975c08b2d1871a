import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { courses } from './courses.js';
import { users } from './users.js';

/**
 * A message: written once, read by everyone in `message_recipients` (one person, a course's staff, or a
 * whole group). The sender deletes their copy with deleted_by_sender; each recipient theirs with deleted_at.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    // Null when the sender's account was deleted (or for a message from the platform): the mail stays.
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    // A course message (to the course's staff) and its replies; kept without the course if it is deleted.
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    deletedBySender: boolean('deleted_by_sender').notNull().default(false),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The Sent tab: the sender's undeleted messages, newest first.
    index('messages_sent_idx')
      .on(t.fromUserId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedBySender} = false`),
    // A course's messages panel, newest first.
    index('messages_course_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * One row per recipient of a message: the reader's own read and deleted state. created_at repeats the
 * message's, so an inbox page is read off one index without touching messages first.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at'),
    deletedAt: timestampTz('deleted_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    // Inbox pages: a reader's undeleted messages, newest first.
    index('message_recipients_inbox_idx')
      .on(t.userId, t.createdAt.desc(), t.messageId.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    // The unread count (polled every 30 seconds by every signed-in browser): one index-only count.
    index('message_recipients_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL AND ${t.deletedAt} IS NULL`),
  ],
);
