import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clock, day, timestamps, timestampTz } from './columns.js';
import { courses } from './courses.js';
import { users } from './users.js';
import { ATTENDANCE_STATUSES, CHECKIN_METHODS, SESSION_STATUSES } from './values.js';

/** One dated meeting of a course, generated from its schedule or added by hand. */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sessionDate: day('session_date').notNull(),
    startTime: clock('start_time'),
    endTime: clock('end_time'),
    agenda: text('agenda'),
    summary: text('summary'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
    ...timestamps(),
  },
  (t) => [index('course_sessions_course_date_idx').on(t.courseId, t.sessionDate)],
);

export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    courseSessionId: integer('course_session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    notes: text('notes'),
    arrivalTime: clock('arrival_time'),
    departureTime: clock('departure_time'),
    /** When the student checked in, and how: with the session's code, or marked present or late by staff. */
    checkedInAt: timestampTz('checked_in_at'),
    checkinMethod: text('checkin_method', { enum: CHECKIN_METHODS }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendance_session_user_idx').on(t.courseSessionId, t.userId),
    index('attendance_user_idx').on(t.userId),
  ],
);

/** Notes on a session by its staff, optionally about one student (parents see their children's). */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: serial('id').primaryKey(),
    courseSessionId: integer('course_session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('session_notes_session_idx').on(t.courseSessionId),
    index('session_notes_student_idx').on(t.studentId),
  ],
);

export const sessionImages = pgTable(
  'session_images',
  {
    id: serial('id').primaryKey(),
    courseSessionId: integer('course_session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageUrlSmall: text('image_url_small').notNull(),
    imageUrlLarge: text('image_url_large').notNull(),
    caption: text('caption'),
    displayOrder: integer('display_order').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('session_images_session_order_idx').on(t.courseSessionId, t.displayOrder)],
);
