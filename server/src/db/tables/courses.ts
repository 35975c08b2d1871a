import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { cents, clock, day, timestamps } from './columns.js';
import { groups } from './groups.js';
import { organizations } from './organizations.js';
import { users } from './users.js';
import { COURSE_STATUSES, MONTHLY_OPTIONS, RECURRENCE_TYPES, VISIBILITIES } from './values.js';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('public'),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    // The creator's organization (ARCHITECTURE decisions).
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // Sent as approval_required, read as rsvp_needed: one field.
    approvalRequired: boolean('approval_required').notNull().default(false),
    // Null: unlimited places.
    maxQuantity: integer('max_quantity'),
    // Hours a waitlist offer stays open (issue 25).
    waitlistClaimHours: integer('waitlist_claim_hours').notNull().default(24),
    /** Minutes before each session's start that check-in opens (issue 25). */
    checkinOpensMinutes: integer('checkin_opens_minutes').notNull().default(30),
    isFree: boolean('is_free').notNull().default(true),
    priceCents: cents('price_cents'),
    location: text('location'),
    isOnline: boolean('is_online').notNull().default(false),
    meetingLink: text('meeting_link'),
    date: day('date'),
    startTime: clock('start_time'),
    endTime: clock('end_time'),
    endDate: day('end_date'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrenceType: text('recurrence_type', { enum: RECURRENCE_TYPES }),
    recurrenceEndDate: day('recurrence_end_date'),
    // Lowercase weekday names, monday to sunday.
    weeklyDays: text('weekly_days').array(),
    monthlyOption: text('monthly_option', { enum: MONTHLY_OPTIONS }),
    mainPhotoSmall: text('main_photo_small'),
    mainPhotoLarge: text('main_photo_large'),
    mainPhotoOriginal: text('main_photo_original'),
    ...timestamps(),
  },
  (t) => [
    // The browse list: published courses in list order (date, nulls last as asc puts them, then name), with
    // the columns of a signed-in viewer's filter after the key, so a page and its total read this index alone.
    index('courses_browse_idx').on(t.status, t.date, t.name, t.id, t.visibility, t.creatorId, t.teacherId),
    index('courses_guest_browse_idx').on(t.status, t.visibility, t.date, t.name, t.id),
    index('courses_teacher_idx').on(t.teacherId),
    index('courses_creator_idx').on(t.creatorId),
    index('courses_organization_idx').on(t.organizationId),
    check('courses_price_cents_check', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check('courses_max_quantity_check', sql`${t.maxQuantity} IS NULL OR ${t.maxQuantity} > 0`),
  ],
);

/** Users who manage a course (status, enrollments, owners, editors, messages, deletion). */
export const courseOwners = pgTable(
  'course_owners',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_owners_user_idx').on(t.userId)],
);

/** Users who edit a course and its sessions, without managing enrollments. */
export const courseEditors = pgTable(
  'course_editors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_editors_user_idx').on(t.userId)],
);

/** The groups of a private course (their members may enrol; recommendations come from them). */
export const courseGroups = pgTable(
  'course_groups',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.groupId] }), index('course_groups_group_idx').on(t.groupId)],
);
