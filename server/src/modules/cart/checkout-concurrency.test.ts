import type { Cart } from '@campus/sdk';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/token-store.js';
import { events, rsvps, ticketTypes, users } from '../../db/schema.js';
import { type FixtureIds, loadFixtureIds } from '../../testing/fixture-ids.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { ticketsSoldOf } from './tickets-sold.test-support.js';

// Checkouts at once never sell past a ticket type's or an event's limit (spec: inventory counted inside the
// checkout transaction with the rows locked). On PGlite (one connection) and on PostgreSQL with
// TEST_DATABASE_URL, where the app's pool runs the checkouts truly in parallel.

let t: TestApp;
let ids: FixtureIds;
let jazz: number;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await loadFixtureIds(t.database);
  jazz = ids.event('Riverside Jazz Night');
});
afterAll(async () => {
  await t?.close();
});

async function buyers(prefix: string, count: number): Promise<string[]> {
  const created = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Buyer',
        lastName: `${i}`,
        username: `${prefix}.${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(created.map(async (user) => (await issueToken(t.database.db, user.id)).token));
}

async function newTicketType(maxQuantity: number): Promise<number> {
  const [row] = await t.database.db
    .insert(ticketTypes)
    .values({ eventId: jazz, name: `Race ${maxQuantity}-${Date.now()}`, priceCents: 1000, maxQuantity })
    .returning({ id: ticketTypes.id });
  if (!row) throw new Error('no ticket type');
  return row.id;
}

const soldOf = (ticketTypeId: number) => ticketsSoldOf(t.database.db, ticketTypeId);

const checkout = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/checkout',
    headers: bearer(token),
    payload: { payment_type: 'cash' },
  });

async function addOne(token: string, ticketTypeId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: bearer(token),
    payload: { event_id: jazz, ticket_type_id: ticketTypeId, quantity: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('concurrent checkouts', () => {
  it('50 buyers at once for a ticket type with 10 left: exactly 10 sold, 40 clear 409s, no cart lost', async () => {
    const ticketTypeId = await newTicketType(10);
    const tokens = await buyers('race.ticket', 50);
    for (const token of tokens) await addOne(token, ticketTypeId);
    const responses = await Promise.all(tokens.map(checkout));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(envelope(response).message).toMatch(/^'Race 10-\d+' is sold out$/);
    expect(await soldOf(ticketTypeId)).toBe(10);
    // The winners' carts are empty; every loser keeps the line.
    const carts = await Promise.all(
      tokens.map(
        async (token) =>
          envelope<Cart>(await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) }))
            .data,
      ),
    );
    expect(carts.filter((cart) => cart.items.length === 1)).toHaveLength(40);
    // The amounts owed add up to what was sold.
    const [owed] = await t.database.db
      .select({ cents: sql<number>`coalesce(sum(${rsvps.totalAmountOwedCents}), 0)`.mapWith(Number) })
      .from(rsvps)
      .innerJoin(users, eq(users.id, rsvps.userId))
      .where(sql`${users.username} like 'race.ticket.%'`);
    expect(owed?.cents).toBe(10 * 1000);
  });

  it("the event's capacity holds too: 20 buyers of an unlimited type for 6 seats left", async () => {
    const ticketTypeId = await t.database.db
      .insert(ticketTypes)
      .values({ eventId: jazz, name: 'Unlimited race', priceCents: 500, maxQuantity: null })
      .returning({ id: ticketTypes.id })
      .then(([row]) => row?.id ?? 0);
    const [held] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${rsvps.quantity}), 0)`.mapWith(Number) })
      .from(rsvps)
      .where(and(eq(rsvps.eventId, jazz), eq(rsvps.response, 'yes'), sql`${rsvps.status} <> 'denied'`));
    await t.database.db
      .update(events)
      .set({ maxCapacity: (held?.n ?? 0) + 6 })
      .where(eq(events.id, jazz));
    const tokens = await buyers('race.seat', 20);
    for (const token of tokens) await addOne(token, ticketTypeId);
    const codes = (await Promise.all(tokens.map(checkout))).map((response) => response.statusCode);
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 200)).toHaveLength(6);
    expect(codes.filter((code) => code === 409)).toHaveLength(14);
    expect(await soldOf(ticketTypeId)).toBe(6);
    await t.database.db.update(events).set({ maxCapacity: 120 }).where(eq(events.id, jazz));
  });

  it('the same checkout sent 5 times at once (a double click, retries): one set of RSVPs', async () => {
    const ticketTypeId = await newTicketType(50);
    const [token = ''] = await buyers('race.double', 1);
    await addOne(token, ticketTypeId);
    const codes = (await Promise.all(Array.from({ length: 5 }, () => checkout(token)))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await soldOf(ticketTypeId)).toBe(1);
  });
});
