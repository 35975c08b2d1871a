import { createCartSessionId } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../../db/schema.js';
import { countQueries } from '../../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// The cart and its checkout summary run as many statements for a cart of one line as for one of twelve:
// the lines come with their events and ticket types in one statement.

let t: TestApp;
let ids: FixtureIds;
let types: number[];

beforeAll(async () => {
  // Without the actor cache every request costs the same actor statement, so counts compare exactly.
  t = await buildTestApp({ actorCache: false });
  ids = await loadFixtureIds(t.database);
  const jazz = ids.event('Riverside Jazz Night');
  const added = await t.database.db
    .insert(ticketTypes)
    .values(Array.from({ length: 10 }, (_, i) => ({ eventId: jazz, name: `Row ${i}`, priceCents: 500 + i })))
    .returning({ id: ticketTypes.id });
  const existing = await t.database.db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, jazz));
  types = [...new Set([...existing.map((row) => row.id), ...added.map((row) => row.id)])];
});
afterAll(() => t?.close());

async function cartWith(lines: number, username: string) {
  const headers = { ...bearer(await t.loginAs(username)), 'x-session-id': createCartSessionId('web') };
  for (const ticketTypeId of types.slice(0, lines)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers,
      payload: { event_id: ids.event('Riverside Jazz Night'), ticket_type_id: ticketTypeId, quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return headers;
}

async function statements(url: string, headers: Record<string, string>, lines: number): Promise<number> {
  const { result, count, queries } = await countQueries(t.database, () =>
    t.app.inject({ method: 'GET', url, headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  expect(result.body).toContain(`Row ${Math.min(lines, types.length) - 3}`);
  expect(count, queries.join('\n')).toBeLessThanOrEqual(6);
  return count;
}

it('GET /cart and GET /cart/checkout-summary run the same statements for 3 lines and for 12', async () => {
  expect(types.length).toBe(12);
  const few = await cartWith(3, 'manager');
  const many = await cartWith(12, 'owner');
  for (const url of ['/api/cart', '/api/cart/checkout-summary']) {
    expect(await statements(url, many, 12)).toBe(await statements(url, few, 3));
  }
});

describe('POST /api/cart/add', () => {
  // With the actor cache on (as in production) and warm, the actor costs nothing; what is left is the add.
  let cached: TestApp;
  beforeAll(async () => {
    cached = await buildTestApp();
  });
  afterAll(() => cached?.close());

  const add = (headers: Record<string, string>, ticketTypeId: number, quantity = 1) =>
    cached.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers,
      payload: { event_id: ids.event('Riverside Jazz Night'), ticket_type_id: ticketTypeId, quantity },
    });

  it('runs at most 4 statements: a new cart, a new line, a raised line, and a refusal', async () => {
    const headers = { ...bearer(await cached.loginAs('parent')), 'x-session-id': createCartSessionId('web') };
    await cached.app.inject({ method: 'GET', url: '/api/user', headers });
    const jazzTypes = await cached.database.db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, ids.event('Riverside Jazz Night')));
    const [first, second] = jazzTypes.map((row) => row.id);
    if (first === undefined || second === undefined) throw new Error('two ticket types expected');
    const cases: [number, number, number][] = [
      [first, 1, 200],
      [second, 2, 200],
      [first, 3, 200],
      [first, 7, 422],
    ];
    for (const [ticketTypeId, quantity, status] of cases) {
      const { result, count, queries } = await countQueries(cached.database, () =>
        add(headers, ticketTypeId, quantity),
      );
      expect(result.statusCode, result.body).toBe(status);
      // On PostgreSQL every write request also announces itself to other processes after its answer (the
      // change feed's pg_notify, plugins/guest-page-cache.ts): not the add's own work.
      const own = queries.filter((query) => !query.startsWith('select pg_notify'));
      expect(own.length, queries.join('\n')).toBeLessThanOrEqual(4);
      expect(count - own.length).toBeLessThanOrEqual(1);
    }
    const cart = (await cached.app.inject({ method: 'GET', url: '/api/cart', headers })).json<{
      data: { items: { ticket_type_id: number; quantity: number }[] };
    }>().data;
    expect(cart.items.map((item) => [item.ticket_type_id, item.quantity])).toEqual([
      [first, 4],
      [second, 2],
    ]);
  });
});
