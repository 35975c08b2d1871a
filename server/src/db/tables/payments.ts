import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cents, timestamps } from './columns.js';
import { courses } from './courses.js';
import { events } from './events.js';
import { organizations } from './organizations.js';
import { users } from './users.js';
import { PAYMENT_INTENT_STATUSES, PAYMENT_TYPES } from './values.js';

/** A demo payment intent (no real card payment): one per organization at a card checkout. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    // The demo provider's id, e.g. 'pi_demo_…', and the secret a card form would use.
    providerId: text('provider_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // Set for a single event or course payment; a cart payment lists its lines in `items`.
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('credit_card'),
    notes: text('notes'),
    items: jsonb('items').$type<PaymentIntentItem[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('payment_intents_user_idx').on(t.userId)],
);

export interface PaymentIntentItem {
  eventId: number;
  ticketTypeId: number;
  quantity: number;
  unitPriceCents: number;
}
