import {
  CART_RULE_MESSAGES,
  type Cart,
  CHECKOUT_MESSAGES,
  type CheckoutResult,
  type CheckoutSummary,
  createCartSessionId,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, rsvps, ticketTypes } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ticketsSoldOf } from './tickets-sold.test-support.js';

// The cart and checkout (spec sections 3, 4, 5 and 7 "Payments and cart") on the demo's paid event, Riverside
// Jazz Night (General Admission $15, 100; VIP $40, 20). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let ids: FixtureIds;
let jazz: number;
let general: number;
let vip: number;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  jazz = ids.event('Riverside Jazz Night');
  const types = await t.database.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, jazz));
  general = types.find((type) => type.name === 'General Admission')?.id ?? 0;
  vip = types.find((type) => type.name === 'VIP')?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

interface Caller {
  session?: string;
  token?: string;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) {
  const headers: Record<string, string> = {};
  if (who.session) headers['x-session-id'] = who.session;
  if (who.token) Object.assign(headers, bearer(who.token));
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

const guest = (): Caller => ({ session: createCartSessionId('web') });
const add = (who: Caller, ticketTypeId: number, quantity: number, eventId = jazz) =>
  call('POST', '/cart/add', who, { event_id: eventId, ticket_type_id: ticketTypeId, quantity });
const cartOf = async (who: Caller) => envelope<Cart>(await call('GET', '/cart', who)).data;

const soldOf = (ticketTypeId: number) => ticketsSoldOf(t.database.db, ticketTypeId);

/** A new ticket type of the paid event with `max` tickets, none sold. */
async function ticketType(max: number, isActive = true): Promise<number> {
  const [row] = await t.database.db
    .insert(ticketTypes)
    .values({
      eventId: jazz,
      name: `Batch ${Math.random().toString(36).slice(2, 7)}`,
      priceCents: 1250,
      maxQuantity: max,
      isActive,
    })
    .returning({ id: ticketTypes.id });
  if (!row) throw new Error('no ticket type');
  return row.id;
}

describe('a guest cart (X-Session-ID)', () => {
  it('adds ticket types with prices from the server, adds up a repeated type, and totals exactly', async () => {
    const me = guest();
    const first = await call('POST', '/cart/add', me, {
      event_id: jazz,
      ticket_type_id: general,
      quantity: 2,
      price: 0.01,
      total_price: 0.02,
    });
    expect(first.statusCode, first.body).toBe(200);
    await add(me, vip, 1);
    const again = await add(me, general, 1);
    const cart = envelope<Cart>(again).data;
    expect(cart.items.map((item) => [item.ticket_type.name, item.quantity, item.total_price])).toEqual([
      ['General Admission', 3, 45],
      ['VIP', 1, 40],
    ]);
    expect(cart.total_amount).toBe(85);
    expect(cart.items[0]?.event).toMatchObject({
      title: 'Riverside Jazz Night',
      location: 'Riverside Auditorium',
    });
  });

  it('refuses more than 10 of one type (422 with the field message) and changes nothing', async () => {
    const me = guest();
    await add(me, general, 6);
    const response = await add(me, general, 5);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors?.quantity).toEqual([VALIDATION_MESSAGES.cartQuantityMax]);
    expect((await cartOf(me)).items[0]?.quantity).toBe(6);
    expect((await add(me, general, 0)).statusCode).toBe(422);
    expect((await add(me, general, 11)).statusCode).toBe(422);
  });

  it('refuses a sold-out type, more than are left, a free event, a draft and a type of another event', async () => {
    const me = guest();
    const inactive = await ticketType(5, false);
    const soldOut = await add(me, inactive, 1);
    expect(soldOut.statusCode).toBe(409);
    expect(envelope(soldOut).message).toMatch(/is sold out$/);
    const few = await ticketType(2);
    const tooMany = await add(me, few, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(envelope(tooMany).message).toMatch(/^Only 2 '.+' tickets are left$/);
    const free = await add(me, general, 1, ids.event('Spring Science Fair'));
    expect(free.statusCode).toBe(422);
    expect(envelope(free).errors?.event_id).toEqual([CART_RULE_MESSAGES.freeEvent]);
    expect((await add(me, general, 1, ids.event('Alumni Networking Brunch'))).statusCode).toBe(404);
    expect((await add(me, general, 1, ids.event('Grade 8 Parent-Teacher Night'))).statusCode).toBe(404);
    expect((await cartOf(me)).items).toEqual([]);
  });

  it('without a session or a user there is no cart: empty to read, 422 to add', async () => {
    expect(await cartOf({})).toEqual({ items: [], total_amount: 0 });
    const response = await add({}, general, 1);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).message).toBe(CART_RULE_MESSAGES.sessionRequired);
  });

  it("another session can neither read nor change the cart's lines (404)", async () => {
    const me = guest();
    const cart = envelope<Cart>(await add(me, general, 1)).data;
    const itemId = cart.items[0]?.id ?? 0;
    const stranger = guest();
    expect((await cartOf(stranger)).items).toEqual([]);
    expect((await call('PUT', `/cart/items/${itemId}`, stranger, { quantity: 3 })).statusCode).toBe(404);
    expect((await call('DELETE', `/cart/items/${itemId}`, stranger)).statusCode).toBe(404);
    const user = { token: await t.loginAs('manager') };
    expect((await call('DELETE', `/cart/items/${itemId}`, user)).statusCode).toBe(404);
    expect((await cartOf(me)).items[0]?.quantity).toBe(1);
  });

  it('updates and removes its own lines, clears, and summarises per event', async () => {
    const me = guest();
    const cart = envelope<Cart>(await add(me, general, 1)).data;
    await add(me, vip, 2);
    const itemId = cart.items[0]?.id ?? 0;
    const updated = await call('PUT', `/cart/items/${itemId}`, me, { quantity: 4 });
    expect(envelope<Cart>(updated).data.total_amount).toBe(4 * 15 + 2 * 40);
    expect((await call('PUT', `/cart/items/${itemId}`, me, { quantity: 0 })).statusCode).toBe(422);
    const summary = envelope<CheckoutSummary>(await call('GET', '/cart/checkout-summary', me)).data;
    expect(summary.summary).toEqual({ total_amount: 140, total_items: 6, unique_events: 1 });
    expect(summary.items_by_event[String(jazz)]).toMatchObject({
      event: { id: jazz, title: 'Riverside Jazz Night' },
      event_total: 140,
    });
    const removed = envelope<Cart>(await call('DELETE', `/cart/items/${itemId}`, me)).data;
    expect(removed.items.map((item) => item.ticket_type.name)).toEqual(['VIP']);
    expect(envelope<Cart>(await call('DELETE', '/cart/clear', me)).data.items).toEqual([]);
    expect((await cartOf(me)).items).toEqual([]);
  });
});

describe('checkout', () => {
  it('needs a signed-in user (401) and leaves the guest cart alone', async () => {
    const me = guest();
    await add(me, general, 1);
    expect((await call('POST', '/cart/checkout', me, { payment_type: 'cash' })).statusCode).toBe(401);
    expect((await cartOf(me)).items).toHaveLength(1);
  });

  it("a guest's cart joins the user's own cart when they sign in on that session", async () => {
    const session = guest().session;
    const token = await t.loginAs('owner');
    await add({ token }, vip, 1);
    await add({ session }, vip, 2);
    await add({ session }, general, 1);
    const joined = await cartOf({ session, token });
    expect(joined.items.map((item) => [item.ticket_type.name, item.quantity])).toEqual([
      ['VIP', 3],
      ['General Admission', 1],
    ]);
    expect((await cartOf({ session })).items).toEqual([]);
    await call('DELETE', '/cart/clear', { token });
  });

  it('cash: pending RSVP with tickets, amount owed, payment type and note; the cart empties; again is a 422', async () => {
    const token = await t.loginAs('manager');
    await add({ token }, general, 2);
    await add({ token }, vip, 1);
    const response = await call(
      'POST',
      '/cart/checkout',
      { token },
      { payment_type: 'cash', notes: 'At the door' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(CHECKOUT_MESSAGES.cashOrZelleConfirmed);
    const result = envelope<CheckoutResult>(response).data;
    expect(result).toMatchObject({ payment_type: 'cash', demo: false, payment_intents: [] });
    expect(result.rsvps).toHaveLength(1);
    expect(result.rsvps[0]).toMatchObject({
      event_id: jazz,
      user_id: ids.user('manager'),
      response: 'yes',
      quantity: 3,
      status: 'pending',
      payment_type: 'cash',
      notes: 'At the door',
      total_amount_owed: 70,
    });
    expect(
      result.rsvps[0]?.tickets.map((ticket) => [
        ticket.ticket_type_name,
        ticket.quantity,
        ticket.total_price,
      ]),
    ).toEqual([
      ['General Admission', 2, 30],
      ['VIP', 1, 40],
    ]);
    expect((await cartOf({ token })).items).toEqual([]);
    const again = await call('POST', '/cart/checkout', { token }, { payment_type: 'cash' });
    expect(again.statusCode).toBe(422);
    expect(envelope(again).message).toBe(CHECKOUT_MESSAGES.cartEmpty);
    const mine = await t.database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, jazz), eq(rsvps.userId, ids.user('manager'))));
    expect(mine).toHaveLength(1);
  });

  it('an RSVP one has gains the new tickets and the amount owed', async () => {
    // The demo parent has 2 General Admission tickets (approved, credit card, $30 owed).
    const token = await t.loginAs('parent');
    await add({ token }, vip, 1);
    const result = envelope<CheckoutResult>(
      await call('POST', '/cart/checkout', { token }, { payment_type: 'zelle' }),
    ).data;
    expect(result.rsvps[0]).toMatchObject({ quantity: 3, status: 'pending', payment_type: 'zelle' });
    expect(result.rsvps[0]?.tickets.map((ticket) => ticket.ticket_type_name)).toEqual([
      'General Admission',
      'VIP',
    ]);
    expect(result.rsvps[0]?.total_amount_owed).toBe(70);
  });

  it('credit card: demo payment intents (one per organization), nothing sold, the cart kept', async () => {
    const token = await t.loginAs('teacher');
    await add({ token }, general, 1);
    const soldBefore = await soldOf(general);
    const response = await call('POST', '/cart/checkout', { token }, { payment_type: 'credit_card' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).message).toBe(CART_RULE_MESSAGES.cardDemo);
    const result = envelope<CheckoutResult>(response).data;
    expect(result).toMatchObject({ payment_type: 'credit_card', demo: true, rsvps: [] });
    expect(result.payment_intents).toHaveLength(1);
    expect(result.payment_intents[0]).toMatchObject({ amount: 15, status: 'requires_payment_method' });
    expect(result.payment_intents[0]?.id).toMatch(/^pi_demo_/);
    expect(await soldOf(general)).toBe(soldBefore);
    expect((await cartOf({ token })).items).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, ids.user('teacher')));
    expect(stored.map((row) => row.amountCents)).toContain(1500);
    await call('DELETE', '/cart/clear', { token });
  });

  it('a ticket type that sold out since it was added: 409 naming it, and the cart is kept', async () => {
    const few = await ticketType(1);
    const [first, second] = [await t.loginAs('coordinator'), await t.loginAs('student')];
    await add({ token: first }, few, 1);
    await add({ token: second }, few, 1);
    expect(
      (await call('POST', '/cart/checkout', { token: first }, { payment_type: 'cash' })).statusCode,
    ).toBe(200);
    const lost = await call('POST', '/cart/checkout', { token: second }, { payment_type: 'cash' });
    expect(lost.statusCode).toBe(409);
    expect(envelope(lost).message).toMatch(/^'Batch .+' is sold out$/);
    expect((await cartOf({ token: second })).items).toHaveLength(1);
    await call('DELETE', '/cart/clear', { token: second });
  });
});
