import { z } from 'zod';
import {
  CART_QUANTITY_MIN,
  DEFAULT_PAYMENT_TYPE,
  PAYMENT_TYPES,
  TICKET_SELECTION_MAX,
} from '../constants.js';
import { CHECKOUT_MESSAGES } from '../error-catalogue.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { notesField } from './rsvp.js';
import { wholeNumberField } from './whole-number.js';

/** A cart line holds 1 to 10 of one ticket type (spec 5: cart quantity at least 1, selection up to 10). */
const cartQuantity = wholeNumberField(M.cartQuantityMin, { min: CART_QUANTITY_MIN }).refine(
  (quantity) => quantity <= TICKET_SELECTION_MAX,
  M.cartQuantityMax,
);

/** POST /cart/add. */
export const CartAddSchema = z.object({
  event_id: idField(),
  ticket_type_id: idField(),
  quantity: cartQuantity,
});
export type CartAddInput = z.input<typeof CartAddSchema>;

/** PUT /cart/items/{id}: the quantity stays at least 1 (removing is a separate call). */
export const CartItemUpdateSchema = z.object({ quantity: cartQuantity });
export type CartItemUpdateInput = z.input<typeof CartItemUpdateSchema>;

/** POST /cart/checkout: payment type (default credit_card) and an optional note up to 500 characters. */
export const CheckoutSchema = z.object({
  payment_type: z.enum(PAYMENT_TYPES, { error: M.paymentTypeInvalid }).default(DEFAULT_PAYMENT_TYPE),
  notes: notesField,
});
export type CheckoutInput = z.input<typeof CheckoutSchema>;

/** The most of one ticket type a buyer may pick: 10, or fewer when fewer are available. */
export function maxTicketSelection(available: number | null | undefined): number {
  if (available === null || available === undefined) return TICKET_SELECTION_MAX;
  return Math.max(0, Math.min(TICKET_SELECTION_MAX, Math.floor(available)));
}

/** Select Tickets: null when at least one ticket is chosen, else the spec's message. */
export function ticketSelectionError(quantities: Readonly<Record<string, number>>): string | null {
  const total = Object.values(quantities).reduce((sum, n) => sum + Math.max(0, n), 0);
  return total > 0 ? null : M.selectAtLeastOneTicket;
}

/**
 * The server's refusals of a cart line or a checkout (not in the spec's catalogue): shown as they come, in
 * the web app's alerts and the CLI's errors.
 */
export const CART_RULE_MESSAGES = {
  freeEvent: 'This event is free: register for it instead of buying tickets',
  notOnSale: 'Tickets for this event are not on sale',
  ticketTypeNotOfEvent: 'This ticket type does not belong to the event',
  sessionRequired: 'A cart needs an X-Session-ID header or a signed-in user',
  /** 'General Admission' is sold out */
  soldOut: (ticketName: string) => `'${ticketName}' is sold out`,
  /** Only 3 'General Admission' tickets are left */
  onlyLeft: (ticketName: string, left: number) =>
    left <= 0
      ? `'${ticketName}' is sold out`
      : `Only ${left} '${ticketName}' ${left === 1 ? 'ticket is' : 'tickets are'} left`,
  /** The demo notice of a card checkout: nothing is charged. */
  cardDemo:
    'Demo mode: payment intents were created, one per organization. No card was charged and no tickets were issued.',
} as const;

/** Tickets of a ticket type still for sale: its max_quantity less those sold (null: unlimited). */
export function ticketsLeft(maxQuantity: number | null, sold: number): number | null {
  return maxQuantity === null ? null : Math.max(0, maxQuantity - sold);
}

/** What a checkout says once it went through: the demo notice for a card, the spec's confirmation for cash or Zelle. */
export function checkoutSuccessMessage(result: { demo: boolean }): string {
  return result.demo ? CART_RULE_MESSAGES.cardDemo : CHECKOUT_MESSAGES.cashOrZelleConfirmed;
}
