import { z } from 'zod';
import { PAYMENT_TYPES } from '../rules/constants.js';
import { IdSchema, IsoDateSchema, MoneySchema, TimeSchema } from './common.js';
import { RsvpRecordSchema, RsvpSchema } from './rsvp.js';
import { TicketTypeSchema } from './ticket-type.js';

export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);

/** The event as a cart line shows it: title, date and time, location. */
export const CartEventSchema = z.object({
  id: IdSchema,
  title: z.string(),
  date: IsoDateSchema,
  event_start_time: TimeSchema,
  event_end_time: TimeSchema.nullable(),
  location: z.string().nullable(),
});
export type CartEvent = z.infer<typeof CartEventSchema>;

export const CartItemSchema = z.object({
  id: IdSchema,
  event_id: IdSchema,
  event: CartEventSchema,
  ticket_type_id: IdSchema,
  ticket_type: TicketTypeSchema,
  quantity: z.number().int().min(1),
  /** quantity times the ticket type's price. */
  total_price: MoneySchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  total_amount: MoneySchema,
});
export type Cart = z.infer<typeof CartSchema>;

export const CheckoutTicketSchema = z.object({
  cart_item_id: IdSchema,
  ticket_type_id: IdSchema,
  ticket_type_name: z.string(),
  unit_price: MoneySchema,
  quantity: z.number().int(),
  total_price: MoneySchema,
});
export type CheckoutTicket = z.infer<typeof CheckoutTicketSchema>;

export const CheckoutEventGroupSchema = z.object({
  event: CartEventSchema.pick({ id: true, title: true, date: true, event_start_time: true }),
  event_total: MoneySchema,
  tickets: z.array(CheckoutTicketSchema),
});
export type CheckoutEventGroup = z.infer<typeof CheckoutEventGroupSchema>;

/** GET /cart/checkout-summary: lines grouped per event (keyed by event id) and the totals. */
export const CheckoutSummarySchema = z.object({
  items_by_event: z.record(z.string(), CheckoutEventGroupSchema),
  summary: z.object({
    total_amount: MoneySchema,
    total_items: z.number().int(),
    unique_events: z.number().int(),
  }),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

/** One demo payment intent per organization of the events in the cart. */
export const PaymentIntentSchema = z.object({
  id: z.string(),
  organization_id: IdSchema.nullable(),
  amount: MoneySchema,
  client_secret: z.string(),
  status: z.string(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** POST /cart/payment-intent: `data.payment_intents`. */
export const CartPaymentIntentsSchema = z.object({ payment_intents: z.array(PaymentIntentSchema) });
export type CartPaymentIntents = z.infer<typeof CartPaymentIntentsSchema>;

/**
 * POST /cart/checkout. Cash or Zelle: the RSVPs made or extended (pending, with their tickets and the
 * amount owed) and the cart emptied. Credit card (demo): the payment intents, nothing charged, the cart kept.
 */
export const CheckoutResultRecordSchema = z.object({
  payment_type: PaymentTypeSchema,
  rsvps: z.array(RsvpRecordSchema),
  payment_intents: z.array(PaymentIntentSchema),
  /** True when nothing was charged (a card checkout in demo mode). */
  demo: z.boolean(),
});
/** The server answers with the record schema (no one-way transforms); clients read with this one. */
export const CheckoutResultSchema = CheckoutResultRecordSchema.extend({ rsvps: z.array(RsvpSchema) });
export type CheckoutResult = z.output<typeof CheckoutResultSchema>;
