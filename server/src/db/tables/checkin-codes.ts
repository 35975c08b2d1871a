import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseSessions } from './course-sessions.js';
import { events } from './events.js';

/**
 * The check-in code of a course session or an event (exactly one of the two): 24 random url-safe characters
 * that staff show as a QR code and a link. Kept apart from the session and event rows so that no list or
 * detail of them can carry it by accident. A row is made for every new session and event by a trigger
 * (migration 0008) and replaced when staff regenerate it, so the old link stops at once.
 */
export const checkinCodes = pgTable(
  'checkin_codes',
  {
    id: serial('id').primaryKey(),
    courseSessionId: integer('course_session_id').references(() => courseSessions.id, {
      onDelete: 'cascade',
    }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('checkin_codes_code_idx').on(t.code),
    uniqueIndex('checkin_codes_session_idx').on(t.courseSessionId),
    uniqueIndex('checkin_codes_event_idx').on(t.eventId),
    check('checkin_codes_one_target', sql`(${t.courseSessionId} is null) <> (${t.eventId} is null)`),
  ],
);
