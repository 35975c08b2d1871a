import { type Cart, EVENT_END_MESSAGES } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { moveEvent, paidCourse, paidEvent } from '../payments/ended.test-support.js';

// Nothing is sold for an event that has ended (issue 18, security 2): a cart add, a checkout line (checked
// again at checkout, under the event's lock) and the payment intents all answer 422 and write nothing.

let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

const send = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Sends the request and expects it refused with `status` and `message`, with no table changed. */
async function refusedUnchanged(
  token: string,
  url: string,
  payload: object | undefined,
  message: string,
  status = 422,
) {
  const before = await digestDatabase(t.database);
  const response = await send(token, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(envelope(response).message).toBe(message);
  const after = await digestDatabase(t.database);
  expect(changedTables(before, after).filter((table) => table !== 'api_tokens')).toEqual([]);
  return response;
}

const intentsOf = async (username: string) =>
  t.database.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.userId, ids.user(username)));

describe('an event that has ended', () => {
  it('refuses a cart add (422 on event_id) and writes nothing', async () => {
    const event = await paidEvent(t.database.db, ids.user('owner'), -3);
    const response = await refusedUnchanged(
      await t.loginAs('student'),
      '/cart/add',
      { event_id: event.id, ticket_type_id: event.ticketTypeId, quantity: 1 },
      EVENT_END_MESSAGES.closed,
    );
    expect(envelope(response).errors).toEqual({ event_id: [EVENT_END_MESSAGES.closed] });
  });

  it('refuses an event payment intent', async () => {
    const event = await paidEvent(t.database.db, ids.user('owner'), -1);
    await refusedUnchanged(
      await t.loginAs('student'),
      `/events/${event.id}/payment-intent`,
      undefined,
      EVENT_END_MESSAGES.closed,
    );
    // The same event, still to come, has its intent.
    await moveEvent(t.database.db, event.id, 5);
    const open = await send(await t.loginAs('student'), 'POST', `/events/${event.id}/payment-intent`);
    expect(open.statusCode, open.body).toBe(201);
  });

  it('refuses a course payment intent once its last day has passed', async () => {
    const ended = await paidCourse(t.database.db, -2);
    await refusedUnchanged(
      await t.loginAs('student'),
      `/courses/${ended}/payment-intent`,
      undefined,
      EVENT_END_MESSAGES.courseEnded,
    );
    const today = await paidCourse(t.database.db, 0);
    const open = await send(await t.loginAs('student'), 'POST', `/courses/${today}/payment-intent`);
    expect(open.statusCode, open.body).toBe(201);
  });
});

describe('a cart line whose event the owner moved into the past', () => {
  it('refuses the cash checkout, the card checkout and the cart intents; the cart keeps its lines', async () => {
    const token = await t.loginAs('parent');
    const event = await paidEvent(t.database.db, ids.user('owner'), 7);
    const other = await paidEvent(t.database.db, ids.user('owner'), 8);
    for (const added of [event, other]) {
      const response = await send(token, 'POST', '/cart/add', {
        event_id: added.id,
        ticket_type_id: added.ticketTypeId,
        quantity: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await moveEvent(t.database.db, event.id, -1);
    const message = EVENT_END_MESSAGES.lineEnded(event.title);
    await refusedUnchanged(token, '/cart/checkout', { payment_type: 'cash' }, message);
    await refusedUnchanged(token, '/cart/checkout', { payment_type: 'zelle', notes: 'x' }, message);
    await refusedUnchanged(token, '/cart/checkout', { payment_type: 'credit_card' }, message);
    await refusedUnchanged(token, '/cart/payment-intent', undefined, message);
    expect(await intentsOf('parent')).toEqual([]);
    const cart = envelope<Cart>(await send(token, 'GET', '/cart')).data;
    expect(cart.items.map((item) => item.event_id).sort()).toEqual([event.id, other.id].sort());

    // Without the ended event's line, the rest checks out.
    const line = cart.items.find((item) => item.event_id === event.id);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${line?.id}`, headers: bearer(token) });
    const checkout = await send(token, 'POST', '/cart/checkout', { payment_type: 'cash' });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });
});
