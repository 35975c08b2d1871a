import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, timestamps, timestampTz } from './columns.js';
import { events } from './events.js';
import { ticketTypes } from './ticket-types.js';
import { users } from './users.js';
import { CHECKIN_METHODS, RSVP_PAYMENT_TYPES, RSVP_RESPONSES, RSVP_STATUSES } from './values.js';

/** A user's answer to an event: one per event and user. */
export const rsvps = pgTable(
  'rsvps',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response', { enum: RSVP_RESPONSES }).notNull().default('yes'),
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: RSVP_STATUSES }).notNull().default('approved'),
    notes: text('notes'),
    paymentType: text('payment_type', { enum: RSVP_PAYMENT_TYPES }),
    // Owner-only fields.
    ownerNotes: text('owner_notes'),
    paidAmountCents: cents('paid_amount_cents'),
    totalAmountOwedCents: cents('total_amount_owed_cents').notNull().default(0),
    /** When the attendee checked in, and how: with the event's code, or by hand by an owner. */
    checkedInAt: timestampTz('checked_in_at'),
    checkinMethod: text('checkin_method', { enum: CHECKIN_METHODS }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('rsvps_event_user_idx').on(t.eventId, t.userId),
    // Seats taken per event: sum(quantity) by status.
    index('rsvps_event_status_idx').on(t.eventId, t.status),
    // Seats taken (yes, approved or pending) summed per event from the index alone: every events list does it.
    index('rsvps_seats_idx')
      .on(t.eventId, t.quantity)
      .where(sql`${t.response} = 'yes' and ${t.status} in ('approved', 'pending')`),
    index('rsvps_user_idx').on(t.userId),
    check('rsvps_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Tickets bought with an RSVP; name and unit price are kept as sold. */
export const rsvpTickets = pgTable(
  'rsvp_tickets',
  {
    id: serial('id').primaryKey(),
    rsvpId: integer('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    // Kept when the ticket type goes, so the RSVP still shows what was bought.
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'set null' }),
    ticketName: text('ticket_name').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('rsvp_tickets_rsvp_idx').on(t.rsvpId),
    // Sold count per ticket type.
    index('rsvp_tickets_ticket_type_idx').on(t.ticketTypeId),
    check('rsvp_tickets_quantity_check', sql`${t.quantity} > 0`),
  ],
);
