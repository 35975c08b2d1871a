import { createCartSessionId } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
