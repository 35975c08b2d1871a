import type { CartAddInput, CartItemUpdateInput, CheckoutInput } from '../rules/validation/cart.js';
import {
  CartPaymentIntentsSchema,
  CartSchema,
  CheckoutResultSchema,
  CheckoutSummarySchema,
  PaymentIntentSchema,
} from '../schemas/cart.js';
import type { Transport } from './transport.js';

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
    /** POST /cart/checkout (signed in): cash or Zelle makes the RSVPs; a card makes demo payment intents. */
    checkout: (input: CheckoutInput) =>
      transport.request('POST', '/cart/checkout', { body: input, schema: CheckoutResultSchema }),
    /** POST /cart/payment-intent (signed in, no payload): one demo payment intent per organization. */
    paymentIntents: () =>
      transport.request('POST', '/cart/payment-intent', { schema: CartPaymentIntentsSchema }),
  };
}

/** Demo payment intents for one event or one course (spec section 7 "Payments and cart"). */
export function paymentsResource(transport: Transport) {
  return {
    /** POST /events/{id}/payment-intent: a demo intent for the event's cheapest active ticket. */
    forEvent: (eventId: number) =>
      transport.request('POST', `/events/${eventId}/payment-intent`, { schema: PaymentIntentSchema }),
    /** POST /courses/{id}/payment-intent: a demo intent for the course's price. */
    forCourse: (courseId: number) =>
      transport.request('POST', `/courses/${courseId}/payment-intent`, { schema: PaymentIntentSchema }),
  };
}
