import { z } from 'zod';
import {
  CART_QUANTITY_MIN,
  DEFAULT_PAYMENT_TYPE,
  PAYMENT_TYPES,
  TICKET_SELECTION_MAX,
} from '../constants.js';
import { idField } from './id.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { notesField } from './rsvp.js';
import { wholeNumberField } from './whole-number.js';

const cartQuantity = wholeNumberField(M.cartQuantityMin, { min: CART_QUANTITY_MIN });

/** POST /cart/add. */
export const CartAddSchema = z.object({
  event_id: idField(),
  ticket_type_id: idField(),
  quantity: cartQuantity,
});
export type CartAddInput = z.input<typeof CartAddSchema>;

/** PUT /cart/items/{id}: the quantity stays at least 1 (removing is a separate call). */
export const CartItemUpdateSchema = z.object({ quantity: cartQuantity });

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
