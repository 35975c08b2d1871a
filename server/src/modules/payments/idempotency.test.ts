import { type CheckoutResult, IDEMPOTENCY_MESSAGES, type PaymentIntent } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { idempotencyKeys, paymentIntents, rsvps, users } from '../../db/schema.js';
import { changedTables, digestDatabase } from '../../testing/database-digest.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { paidCourse, paidEvent } from './ended.test-support.js';

// Payment calls with an Idempotency-Key (issue 18, security 4), as Stripe answers them: the same key and
// body within 24 hours answer the first answer, another body with the key is a 422, keys are per user. Without
// a key an open intent for the same lines is answered again. On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL, where the app's pool runs the parallel requests truly at once.

let t: TestApp;
let ids: FixtureIds;
/** The app's clock: tests move it past the keys' 24 hours. */
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  ids = await loadFixtureIds(t.database);
});
afterAll(async () => {
  await t?.close();
});

let buyerCount = 0;

/** A new user with a token, and a paid event of their own with `quantity` tickets in their cart. */
async function buyer(quantity = 2) {
  buyerCount += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({ firstName: 'Key', lastName: `${buyerCount}`, username: `key.${buyerCount}`, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const { token } = await issueToken(t.database.db, user.id, new Date(clock));
  const event = await paidEvent(t.database.db, ids.user('owner'), 10);
  if (quantity > 0) {
    const added = await send(token, '/cart/add', {
      event_id: event.id,
      ticket_type_id: event.ticketTypeId,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return { id: user.id, token, event };
}

function send(token: string, url: string, payload?: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
}

const intentsOf = (userId: number) =>
  t.database.db.select().from(paymentIntents).where(eq(paymentIntents.userId, userId));

const card = { payment_type: 'credit_card' };

describe('the same key and body', () => {
  it('answer the first answer again: the same intents, one set of them, marked as replayed', async () => {
    const me = await buyer();
    const first = await send(me.token, '/cart/checkout', card, 'attempt-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(me.token, '/cart/checkout', card, 'attempt-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await intentsOf(me.id)).toHaveLength(1);
  });

  it('a cash checkout sent again answers its RSVPs, not "your cart is empty"', async () => {
    const me = await buyer();
    const body = { payment_type: 'cash', notes: 'At the door' };
    const first = await send(me.token, '/cart/checkout', body, 'cash-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(me.token, '/cart/checkout', body, 'cash-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(envelope<CheckoutResult>(again).data.rsvps).toHaveLength(1);
    expect(await t.database.db.select().from(rsvps).where(eq(rsvps.userId, me.id))).toHaveLength(1);
    // Without the key the cart is empty now, as before.
    expect((await send(me.token, '/cart/checkout', body)).statusCode).toBe(422);
  });

  it('work on the event, course and cart intents too (201 each time)', async () => {
    const me = await buyer();
    const course = await paidCourse(t.database.db, 20);
    for (const url of [
      `/events/${me.event.id}/payment-intent`,
      `/courses/${course}/payment-intent`,
      '/cart/payment-intent',
    ]) {
      const first = await send(me.token, url, undefined, `key ${url}`);
      expect(first.statusCode, first.body).toBe(201);
      const again = await send(me.token, url, undefined, `key ${url}`);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    }
  });
});

describe('the same key for another request', () => {
  it('another body or another path is a 422 on the header and changes nothing', async () => {
    const me = await buyer();
    expect((await send(me.token, '/cart/checkout', card, 'once')).statusCode).toBe(200);
    for (const [url, body] of [
      ['/cart/checkout', { payment_type: 'cash' }],
      ['/cart/checkout', { ...card, notes: 'changed' }],
      ['/cart/payment-intent', undefined],
      [`/events/${me.event.id}/payment-intent`, undefined],
    ] as const) {
      const before = await digestDatabase(t.database);
      const response = await send(me.token, url, body, 'once');
      expect(response.statusCode, response.body).toBe(422);
      expect(envelope(response).errors).toEqual({ 'idempotency-key': [IDEMPOTENCY_MESSAGES.reused] });
      expect(
        changedTables(before, await digestDatabase(t.database)).filter((n) => n !== 'api_tokens'),
      ).toEqual([]);
    }
  });

  it("another user's key of the same name is theirs: each gets their own answer", async () => {
    const [me, you] = [await buyer(), await buyer()];
    const mine = envelope<CheckoutResult>(await send(me.token, '/cart/checkout', card, 'shared'));
    const yours = envelope<CheckoutResult>(await send(you.token, '/cart/checkout', card, 'shared'));
    expect(yours.data.payment_intents[0]?.id).not.toBe(mine.data.payment_intents[0]?.id);
    expect(await intentsOf(you.id)).toHaveLength(1);
  });

  it('a key older than 24 hours is forgotten: the request runs again', async () => {
    const me = await buyer();
    const first = envelope<CheckoutResult>(
      await send(me.token, '/cart/checkout', { payment_type: 'cash' }, 'old'),
    );
    expect(first.data.rsvps).toHaveLength(1);
    clock += 25 * 3_600_000;
    try {
      // The cart is empty since: the request runs again and says so, though the key answered a checkout.
      const later = await send(me.token, '/cart/checkout', card, 'old');
      expect(later.statusCode, later.body).toBe(422);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      clock -= 25 * 3_600_000;
    }
  });
});

describe('refusals', () => {
  it.each([
    ['', 'empty'],
    ['x'.repeat(256), 'too long'],
    ['caf\u00e9', 'not printable ASCII'],
  ])('a bad key (%#: %s) is a 422 on the header', async (key) => {
    const me = await buyer(1);
    const response = await send(me.token, '/cart/checkout', card, key);
    expect(response.statusCode, response.body).toBe(422);
    expect(envelope(response).errors?.['idempotency-key']).toEqual([IDEMPOTENCY_MESSAGES.invalid]);
    expect(await intentsOf(me.id)).toEqual([]);
  });

  it('a refused request keeps no key: the same key runs again once the cart is right', async () => {
    const me = await buyer(0);
    const empty = await send(me.token, '/cart/checkout', card, 'retry-me');
    expect(empty.statusCode).toBe(422);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.id)),
    ).toEqual([]);
    await send(me.token, '/cart/add', {
      event_id: me.event.id,
      ticket_type_id: me.event.ticketTypeId,
      quantity: 1,
    });
    const retried = await send(me.token, '/cart/checkout', card, 'retry-me');
    expect(retried.statusCode, retried.body).toBe(200);
  });
});

describe('without a key', () => {
  it('an open intent for the same lines is answered again; a changed cart gets a new one', async () => {
    const me = await buyer();
    const first = envelope<{ payment_intents: PaymentIntent[] }>(
      await send(me.token, '/cart/payment-intent'),
    );
    const again = envelope<CheckoutResult>(await send(me.token, '/cart/checkout', card));
    expect(again.data.payment_intents).toEqual(first.data.payment_intents);
    await send(me.token, '/cart/add', {
      event_id: me.event.id,
      ticket_type_id: me.event.ticketTypeId,
      quantity: 1,
    });
    const changed = envelope<CheckoutResult>(await send(me.token, '/cart/checkout', card));
    expect(changed.data.payment_intents[0]?.id).not.toBe(first.data.payment_intents[0]?.id);
    expect(changed.data.payment_intents[0]?.amount).toBe(36);
    expect(await intentsOf(me.id)).toHaveLength(2);
  });

  it('an event intent is reused too', async () => {
    const me = await buyer(0);
    const url = `/events/${me.event.id}/payment-intent`;
    const [a, b] = [await send(me.token, url), await send(me.token, url)];
    expect(envelope<PaymentIntent>(b).data.id).toBe(envelope<PaymentIntent>(a).data.id);
  });
});

describe('20 requests at once', () => {
  const codes = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

  it('with one key: one set of intents, the same answer to all', async () => {
    const me = await buyer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(me.token, '/cart/checkout', card, 'parallel-card')),
    );
    expect(codes(responses)).toEqual(Array(20).fill(200));
    const bodies = new Set(responses.map((response) => JSON.stringify(response.json())));
    expect(bodies.size).toBe(1);
    expect(await intentsOf(me.id)).toHaveLength(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      19,
    );
  });

  it('with one key on a cash checkout: one RSVP, all 20 answered with it', async () => {
    const me = await buyer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(me.token, '/cart/checkout', { payment_type: 'cash' }, 'parallel-cash'),
      ),
    );
    expect(codes(responses)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await t.database.db.select().from(rsvps).where(eq(rsvps.userId, me.id))).toHaveLength(1);
  });

  it('without a key on the event intent: still one open intent', async () => {
    const me = await buyer(0);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(me.token, `/events/${me.event.id}/payment-intent`)),
    );
    expect(codes(responses)).toEqual(Array(20).fill(201));
    expect(await intentsOf(me.id)).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the Idempotency-Key header on the four payment calls', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
    }>();
    for (const path of [
      '/api/cart/checkout',
      '/api/cart/payment-intent',
      '/api/events/{id}/payment-intent',
      '/api/courses/{id}/payment-intent',
    ]) {
      const header = document.paths[path]?.post?.parameters?.find((p) => p.in === 'header');
      expect(header, path).toMatchObject({ name: 'idempotency-key', required: false });
    }
  });
});
