import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, IdempotencyKeySchema } from '../rules/validation/idempotency-key.js';
import { createCampusClient } from './create-client.js';
import { fakeFetch, success } from './fake-fetch.test-support.js';

const intent = { id: 'pi_demo_1', organization_id: 1, amount: 25, client_secret: 's', status: 'open' };
const checkoutResult = { payment_type: 'credit_card', rsvps: [], payment_intents: [intent], demo: true };

describe('payment calls with an Idempotency-Key', () => {
  it('send the key as the Idempotency-Key header on the four payment calls', async () => {
    const { fetch, requests } = fakeFetch(
      success(checkoutResult),
      success({ payment_intents: [intent] }),
      success(intent),
      success(intent),
    );
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch, getToken: () => 't' });
    await client.cart.checkout({ payment_type: 'credit_card' }, { idempotencyKey: 'attempt-1' });
    await client.cart.paymentIntents({ idempotencyKey: 'attempt-2' });
    await client.payments.forEvent(4, { idempotencyKey: 'attempt-3' });
    await client.payments.forCourse(9, { idempotencyKey: 'attempt-4' });
    expect(requests.map((r) => [r.method, r.url, r.headers['Idempotency-Key']])).toEqual([
      ['POST', 'http://a/api/cart/checkout', 'attempt-1'],
      ['POST', 'http://a/api/cart/payment-intent', 'attempt-2'],
      ['POST', 'http://a/api/events/4/payment-intent', 'attempt-3'],
      ['POST', 'http://a/api/courses/9/payment-intent', 'attempt-4'],
    ]);
    // The call's own header goes beside the transport's ones.
    expect(requests[0]?.headers).toMatchObject({
      Authorization: 'Bearer t',
      'Content-Type': 'application/json',
    });
  });

  it('send no Idempotency-Key header without a key', async () => {
    const { fetch, requests } = fakeFetch(success(checkoutResult));
    const client = createCampusClient({ baseUrl: 'http://a/api', fetch });
    await client.cart.checkout({ payment_type: 'credit_card' });
    expect(requests[0]?.headers).not.toHaveProperty('Idempotency-Key');
  });
});

describe('idempotency keys', () => {
  it('a fresh key each time, which the server accepts', () => {
    const [a, b] = [createIdempotencyKey(), createIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(IdempotencyKeySchema.safeParse(a).success).toBe(true);
  });

  it.each([
    ['', false],
    [' ', false],
    [' padded', false],
    ['x'.repeat(255), true],
    ['x'.repeat(256), false],
    ['with inner space', true],
    ['tab\there', false],
    ['café', false],
    ['a', true],
  ])('%j is valid: %s', (key, valid) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});
