import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cents, timestamps } from './columns.js';
import { events } from './events.js';

/** A kind of ticket for a paid event; max_quantity is its whole inventory (null: unlimited). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('General Admission'),
    priceCents: cents('price_cents').notNull().default(0),
    description: text('description'),
    maxQuantity: integer('max_quantity'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId),
    check('ticket_types_price_cents_check', sql`${t.priceCents} >= 0`),
    check('ticket_types_max_quantity_check', sql`${t.maxQuantity} IS NULL OR ${t.maxQuantity} > 0`),
  ],
);
