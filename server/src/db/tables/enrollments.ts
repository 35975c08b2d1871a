import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';
import { courses } from './courses.js';
import { users } from './users.js';
import { ENROLLMENT_STATUSES } from './values.js';

/** One row per course and user: a rejected user keeps the row, so cannot request again. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('enrolled'),
    enrolledAt: timestampTz('enrolled_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_course_user_idx').on(t.courseId, t.userId),
    // A course's enrolled count (capacity) and pending list.
    index('enrollments_course_status_idx').on(t.courseId, t.status),
    index('enrollments_user_idx').on(t.userId, t.status),
  ],
);
