import { and, eq } from 'drizzle-orm';
import { cartItems, carts, ticketTypes } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  signedIn,
} from '../authorization-matrix.js';

// The cart and checkout (spec section 7 "Payments and cart"). Riverside Jazz Night is the demo's paid public
// event (General Admission and VIP). The matrix sends no X-Session-ID, so a guest has no cart: reading gives
// an empty one, adding is a 422 (a cart needs a session or a user), a line id is a 404; checkout and payment
// intents are signed-in only (401). Another user's cart line is a 404 to everyone. Session carts are tested
// in modules/cart/cart.test.ts.

const jazz = ({ ids }: MatrixContext) => ids.event('Riverside Jazz Night');

async function generalAdmission({ db, ids }: ArrangeContext): Promise<number> {
  const [row] = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, ids.event('Riverside Jazz Night')),
        eq(ticketTypes.name, 'General Admission'),
      ),
    );
  if (!row) throw new Error('Riverside Jazz Night has no General Admission ticket');
  return row.id;
}

/** A line of one General Admission ticket in `username`'s cart, as `made.itemId`. */
async function lineInCartOf(context: ArrangeContext, username: string) {
  const ticketTypeId = await generalAdmission(context);
  const [cart] = await context.db
    .insert(carts)
    .values({ userId: context.ids.user(username) })
    .returning({ id: carts.id });
  if (!cart) throw new Error('Arranging the cart returned no row');
  const [item] = await context.db
    .insert(cartItems)
    .values({
      cartId: cart.id,
      eventId: context.ids.event('Riverside Jazz Night'),
      ticketTypeId,
      quantity: 1,
    })
    .returning({ id: cartItems.id });
  if (!item) throw new Error('Arranging the cart line returned no row');
  return { itemId: item.id, ticketTypeId };
}

/** Arrange: a line in the cell's own cart (a guest's cell has none: it gets another user's, which it cannot reach). */
const ownLine = (context: ArrangeContext) =>
  lineInCartOf(context, context.role === 'guest' ? context.anotherUser : context.role);
/** Arrange: "another user's object", a line in another user's cart. */
const othersLine = (context: ArrangeContext) => lineInCartOf(context, context.anotherUser);
const ticketOnly = async (context: ArrangeContext) => ({ ticketTypeId: await generalAdmission(context) });

const itemUrl = ({ made }: MatrixContext) => `/api/cart/items/${made.itemId}`;
const addBody = (c: MatrixContext) => ({
  event_id: jazz(c),
  ticket_type_id: c.made.ticketTypeId,
  quantity: 1,
});

export const CART_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/cart', arrange: ownLine, expect: everyone(200), absent: noSecrets },
  { method: 'GET', url: '/api/cart/checkout-summary', arrange: ownLine, expect: everyone(200) },
  { method: 'DELETE', url: '/api/cart/clear', arrange: ownLine, expect: everyone(200) },
  {
    method: 'POST',
    url: '/api/cart/add',
    arrange: ticketOnly,
    body: addBody,
    expect: signedIn(200, { guest: 422 }),
  },
  // A draft (jchen's) is 404 but to admins, for whom it is not on sale (422); guests stop at the session (422).
  {
    method: 'POST',
    url: '/api/cart/add',
    arrange: ticketOnly,
    body: (c: MatrixContext) => ({ ...addBody(c), event_id: c.ids.event('Alumni Networking Brunch') }),
    expect: signedIn(404, { admin: 422, guest: 422 }),
  },
  // One's own line; another user's line is a 404 to everyone
  {
    method: 'PUT',
    url: itemUrl,
    arrange: ownLine,
    body: { quantity: 2 },
    expect: signedIn(200, { guest: 404 }),
  },
  { method: 'PUT', url: itemUrl, arrange: othersLine, body: { quantity: 2 }, expect: everyone(404) },
  { method: 'DELETE', url: itemUrl, arrange: ownLine, expect: signedIn(200, { guest: 404 }) },
  { method: 'DELETE', url: itemUrl, arrange: othersLine, expect: everyone(404) },
  // Checkout and payment intents: signed in; an empty cart is a 422
  {
    method: 'POST',
    url: '/api/cart/checkout',
    arrange: ownLine,
    body: { payment_type: 'cash' },
    expect: signedIn(200),
  },
  { method: 'POST', url: '/api/cart/checkout', body: { payment_type: 'zelle' }, expect: signedIn(422) },
  {
    method: 'POST',
    url: '/api/cart/payment-intent',
    arrange: ownLine,
    expect: signedIn(201),
    absent: noSecrets,
  },
  { method: 'POST', url: '/api/cart/payment-intent', expect: signedIn(422) },
  { method: 'POST', url: (c) => `/api/events/${jazz(c)}/payment-intent`, expect: signedIn(201) },
  {
    method: 'POST',
    url: (c) => `/api/events/${c.ids.event('Alumni Networking Brunch')}/payment-intent`,
    expect: signedIn(404, { admin: 422 }),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${c.ids.course('Spanish Conversation')}/payment-intent`,
    expect: signedIn(201),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${c.ids.course('Watercolor Basics')}/payment-intent`,
    expect: signedIn(404, { admin: 422 }),
  },
];
