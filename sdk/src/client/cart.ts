import type { CartAddInput, CartItemUpdateInput, CheckoutInput } from '../rules/validation/cart.js';
import { IDEMPOTENCY_KEY_HEADER, type IdempotentCallOptions } from '../rules/validation/idempotency-key.js';
import {
  CartPaymentIntentsSchema,
  CartSchema,
  CheckoutResultSchema,
  CheckoutSummarySchema,
  PaymentIntentSchema,
} from '../schemas/cart.js';
import type { Transport } from './transport.js';

/** The Idempotency-Key header of a payment call, when the caller gave a key. */
function idempotencyHeaders(options?: IdempotentCallOptions): Record<string, string> | undefined {
  return options?.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined;
}

/**
 * The cart of spec section 7 "Payments and cart". It belongs to the transport's X-Session-ID and, once
 * signed in, to the user (a guest's cart joins the user's). Every call answers with the whole cart, so a
 * client shows what the server holds after each change.
 */
export function cartResource(transport: Transport) {
  return {
    /** GET /cart: the lines with their events and ticket types, and the total. */
    get: () => transport.request('GET', '/cart', { schema: CartSchema }),
    /** POST /cart/add: adds tickets (a ticket type already in the cart gets the quantity added). */
    add: (input: CartAddInput) => transport.request('POST', '/cart/add', { body: input, schema: CartSchema }),
    /** PUT /cart/items/{id}: sets a line's quantity (1 to 10, within what is left). */
    updateItem: (itemId: number, input: CartItemUpdateInput) =>
      transport.request('PUT', `/cart/items/${itemId}`, { body: input, schema: CartSchema }),
    /** DELETE /cart/items/{id}: removes one line. */
    removeItem: (itemId: number) =>
      transport.request('DELETE', `/cart/items/${itemId}`, { schema: CartSchema }),
    /** DELETE /cart/clear: removes every line. */
    clear: () => transport.request('DELETE', '/cart/clear', { schema: CartSchema }),
    /** GET /cart/checkout-summary: the lines grouped per event, and the totals. */
    checkoutSummary: () =>
      transport.request('GET', '/cart/checkout-summary', { schema: CheckoutSummarySchema }),
    /**
     * POST /cart/checkout (signed in): cash or Zelle makes the RSVPs; a card makes demo payment intents. With
     * an idempotency key, a repeat of the same attempt answers the first answer instead of paying twice.
     */
    checkout: (input: CheckoutInput, options?: IdempotentCallOptions) =>
      transport.request('POST', '/cart/checkout', {
        body: input,
        schema: CheckoutResultSchema,
        headers: idempotencyHeaders(options),
      }),
    /** POST /cart/payment-intent (signed in, no payload): one demo payment intent per organization. */
    paymentIntents: (options?: IdempotentCallOptions) =>
      transport.request('POST', '/cart/payment-intent', {
        schema: CartPaymentIntentsSchema,
        headers: idempotencyHeaders(options),
      }),
  };
}

/** Demo payment intents for one event or one course (spec section 7 "Payments and cart"). */
export function paymentsResource(transport: Transport) {
  return {
    /** POST /events/{id}/payment-intent: a demo intent for the event's cheapest active ticket. */
    forEvent: (eventId: number, options?: IdempotentCallOptions) =>
      transport.request('POST', `/events/${eventId}/payment-intent`, {
        schema: PaymentIntentSchema,
        headers: idempotencyHeaders(options),
      }),
    /** POST /courses/{id}/payment-intent: a demo intent for the course's price. */
    forCourse: (courseId: number, options?: IdempotentCallOptions) =>
      transport.request('POST', `/courses/${courseId}/payment-intent`, {
        schema: PaymentIntentSchema,
        headers: idempotencyHeaders(options),
      }),
  };
}
