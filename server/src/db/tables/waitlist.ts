import { WAITLIST_STATUSES } from '@campus/sdk';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cartItems } from './carts.js';
import { timestamps, timestampTz } from './columns.js';
import { courses } from './courses.js';
import { events } from './events.js';
import { ticketTypes } from './ticket-types.js';
import { users } from './users.js';

/**
 * A place in line for a full event (event_id), one of its ticket types (event_id and ticket_type_id) or a
 * full course (course_id). `position` orders the line (lowest first; staff may reorder); an offer holds a
 * place until `expires_at`, and so does a paid claim's cart line (`cart_item_id`) while it is unpaid.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    position: integer('position').notNull(),
    offeredAt: timestampTz('offered_at'),
    expiresAt: timestampTz('expires_at'),
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check(
      'waitlist_entries_target_check',
      sql`(${t.eventId} IS NULL) <> (${t.courseId} IS NULL) AND (${t.ticketTypeId} IS NULL OR ${t.eventId} IS NOT NULL)`,
    ),
    // One entry in play per user and event, and per user and course: a second join is refused.
    uniqueIndex('waitlist_entries_event_user_active_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.eventId} IS NOT NULL AND ${t.status} IN ('waiting', 'offered', 'in_cart')`),
    uniqueIndex('waitlist_entries_course_user_active_idx')
      .on(t.courseId, t.userId)
      .where(sql`${t.courseId} IS NOT NULL AND ${t.status} IN ('waiting', 'offered', 'in_cart')`),
    // The line of an event or course, and the holds counted with its seats.
    index('waitlist_entries_event_idx').on(t.eventId, t.status, t.position),
    index('waitlist_entries_course_idx').on(t.courseId, t.status, t.position),
    index('waitlist_entries_ticket_type_idx').on(t.ticketTypeId, t.status),
    // The clock's sweep: holds whose window has passed.
    index('waitlist_entries_expiry_idx').on(t.expiresAt).where(sql`${t.status} IN ('offered', 'in_cart')`),
    index('waitlist_entries_user_idx').on(t.userId, t.status),
  ],
);
