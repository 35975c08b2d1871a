import {
  CART_RULE_MESSAGES,
  CartAddSchema,
  CartItemUpdateSchema,
  CartPaymentIntentsSchema,
  CartSchema,
  CheckoutResultRecordSchema,
  CheckoutSchema,
  CheckoutSummarySchema,
  checkoutSuccessMessage,
  IdParamSchema,
  isCartSessionId,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { seatsChangedAfterReply } from '../../live/seats-after-reply.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { answerIdempotently, IDEMPOTENCY_NOTE, IdempotencyHeadersSchema } from '../shared/idempotency.js';
import type { CartRequest } from './service.js';

const CartEnvelope = successEnvelope(CartSchema);
const SESSION_NOTE =
  "The cart is the signed-in user's, else the one of the X-Session-ID header ('web-session-...' or 'cli-session-...'); a guest cart of the session joins the user's once they sign in.";

/** Who the cart call is for: the signed-in user, and the cart session id when the header holds one. */
function cartRequest(request: FastifyRequest): CartRequest {
  const header = request.headers['x-session-id'];
  return { actor: request.actor ?? null, sessionId: isCartSessionId(header) ? header : null };
}

/** The cart and checkout (spec section 7 "Payments and cart"). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const service = () => app.services.cart;

  app.get(
    '/cart',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The cart: lines and total',
        description: SESSION_NOTE,
        response: { 200: CartEnvelope },
      },
    },
    async (request) => ok(await service().get(cartRequest(request)), 'Cart retrieved'),
  );

  app.post(
    '/cart/add',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Adds tickets of a published paid event to the cart',
        description: `${SESSION_NOTE} A ticket type already in the cart adds up, to at most 10 (422). A sold-out ticket type, or more than are left, is a 409. Prices come from the ticket type.`,
        body: CartAddSchema,
        response: { 200: CartEnvelope, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ok(await service().add(cartRequest(request), request.body), 'Item added to cart'),
  );

  app.put(
    '/cart/items/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sets a cart line's quantity (1 to 10, within what is left)",
        description: `${SESSION_NOTE} Another cart's line is a 404.`,
        params: IdParamSchema,
        body: CartItemUpdateSchema,
        response: { 200: CartEnvelope, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service().updateItem(cartRequest(request), request.params.id, request.body),
        'Cart item updated',
      ),
  );

  app.delete(
    '/cart/items/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Removes a cart line',
        description: `${SESSION_NOTE} Another cart's line is a 404.`,
        params: IdParamSchema,
        response: { 200: CartEnvelope, ...errorResponses(404) },
      },
    },
    async (request) =>
      ok(await service().removeItem(cartRequest(request), request.params.id), 'Item removed from cart'),
  );

  app.delete(
    '/cart/clear',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Empties the cart',
        description: SESSION_NOTE,
        response: { 200: CartEnvelope },
      },
    },
    async (request) => ok(await service().clear(cartRequest(request)), 'Cart cleared'),
  );

  app.get(
    '/cart/checkout-summary',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The cart grouped per event, with the totals',
        description: SESSION_NOTE,
        response: { 200: successEnvelope(CheckoutSummarySchema) },
      },
    },
    async (request) => ok(await service().summary(cartRequest(request))),
  );

  app.post(
    '/cart/checkout',
    {
      schema: {
        tags,
        summary:
          'Checks the cart out: cash or Zelle make the RSVPs; a credit card makes demo payment intents',
        description: `Signed in only (401). An empty cart is a 422, and so is a line of an event that has ended (checked again at checkout; nothing is written). Cash or Zelle: in one transaction, one pending RSVP per event (an RSVP one has gains the tickets) with its tickets, the amount owed, payment type and note; the cart is emptied, so sending it again is a 422. More tickets or seats than are left is a 409 naming the ticket, and the cart is kept. Credit card: demo mode, one payment intent per organization (an open one for the same lines is answered again), no card charged, the cart kept. ${IDEMPOTENCY_NOTE}`,
        ...bearerSecurity,
        headers: IdempotencyHeadersSchema,
        body: CheckoutSchema,
        response: { 200: successEnvelope(CheckoutResultRecordSchema), ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      return answerIdempotently(app, request, reply, 200, async (db) => {
        const result = await service()
          .within(db)
          .checkout({ ...cartRequest(request), actor }, request.body);
        for (const rsvp of result.rsvps) seatsChangedAfterReply(request, 'event', rsvp.event_id);
        return ok(result, checkoutSuccessMessage(result));
      });
    },
  );

  app.post(
    '/cart/payment-intent',
    {
      schema: {
        tags,
        summary: 'Demo payment intents for the cart: one per organization of its events',
        description: `Signed in only (401); an empty cart, or a line of an event that has ended, is a 422. An open intent for the same lines is answered again. Demo mode: no card is charged. ${IDEMPOTENCY_NOTE}`,
        ...bearerSecurity,
        headers: IdempotencyHeadersSchema,
        response: { 201: successEnvelope(CartPaymentIntentsSchema), ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      return answerIdempotently(app, request, reply, 201, async (db) => {
        const intents = await service()
          .within(db)
          .paymentIntents({ ...cartRequest(request), actor });
        return ok({ payment_intents: intents }, CART_RULE_MESSAGES.cardDemo);
      });
    },
  );
};
