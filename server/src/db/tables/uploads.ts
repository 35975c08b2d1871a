import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns.js';
import { courses } from './courses.js';
import { events } from './events.js';
import { users } from './users.js';
import { UPLOAD_PURPOSES } from './values.js';

/**
 * A photo uploaded through an upload call (POST /events/upload-photo, /courses/upload-photo), before any
 * object holds it. A course's or event's photo fields may name only an upload of the same user, claimed once
 * by that object; deleting the object removes the files of the uploads it claimed, and no others.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    originalUrl: text('original_url').notNull().unique(),
    smallUrl: text('small_url').notNull().unique(),
    largeUrl: text('large_url').notNull().unique(),
    // The object that claimed it (at most one).
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    claimedAt: timestampTz('claimed_at'),
    ...timestamps(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_event_idx').on(t.eventId),
    index('uploads_course_idx').on(t.courseId),
  ],
);
