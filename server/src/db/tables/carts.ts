import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { events } from './events.js';
import { ticketTypes } from './ticket-types.js';
import { users } from './users.js';

/**
 * A cart belongs to a browser session (X-Session-ID) and, once signed in, to the user; a guest's cart is
 * merged into the user's on sign-in. Carts live in the database so API processes hold no state.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carts_session_idx').on(t.sessionId),
    uniqueIndex('carts_user_idx').on(t.userId),
    check('carts_owner_check', sql`${t.sessionId} IS NOT NULL OR ${t.userId} IS NOT NULL`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    // Adding a ticket type already in the cart raises its quantity.
    uniqueIndex('cart_items_cart_ticket_idx').on(t.cartId, t.ticketTypeId),
    index('cart_items_event_idx').on(t.eventId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
