import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app.js';
import { hashPassword } from '../server/src/auth/password.js';
import { issueToken } from '../server/src/auth/token-store.js';
import { connectDatabase, type DatabaseHandle } from '../server/src/db/connect.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { events, ticketTypes, users } from '../server/src/db/schema.js';
import { seedDemoData } from '../server/src/db/seed.js';
import { countTicketsSold } from '../server/src/modules/rsvps/repository.js';
import { median, ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// 200 buyers, each with 1 ticket in the cart, check out at once (cash) for a ticket type of 50: the time
// for all 200 answers, how many tickets were sold (50, or OVERSOLD), the statuses, next to the median of
// 20 checkouts one after another on a ticket type nobody else buys. Over real HTTP (app.listen on port 0),
// on in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a database of the
// bench's own on that PostgreSQL server (dropped after). Figures only: nothing asserts a time.
const BUYERS = 200;
const TICKETS = 50;
const UNCONTENDED = 20;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Figures {
  settleMs: number;
  sold: number;
  statuses: Map<string, number>;
  uncontendedMs: number;
}

/** A published paid event with one ticket type; no seat limit, so only the tickets count. */
async function paidEvent(handle: DatabaseHandle, title: string, maxQuantity: number | null) {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [event] = await handle.db
    .insert(events)
    .values({
      title,
      date,
      eventStartTime: '19:00',
      eventEndTime: '21:00',
      isFree: false,
      status: 'published',
    })
    .returning({ id: events.id });
  if (!event) throw new Error('no event row');
  const [ticket] = await handle.db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: 'General Admission', priceCents: 1500, maxQuantity })
    .returning({ id: ticketTypes.id });
  if (!ticket) throw new Error('no ticket type row');
  return { eventId: event.id, ticketTypeId: ticket.id };
}

/** Users straight into the database (password campus123, one argon2 hash for all) and a token each. */
async function buyers(handle: DatabaseHandle, prefix: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword('campus123');
  const rows = await handle.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        username: `${prefix}_${i}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const row of rows) tokens.push((await issueToken(handle.db, row.id)).token);
  return tokens;
}

async function post(url: string, token: string, body: unknown): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One ticket of the type in each buyer's cart, one buyer after another. */
async function fillCarts(api: string, tokens: string[], item: { eventId: number; ticketTypeId: number }) {
  for (const token of tokens) {
    const status = await post(`${api}/cart/add`, token, {
      event_id: item.eventId,
      ticket_type_id: item.ticketTypeId,
      quantity: 1,
    });
    if (status !== 200) throw new Error(`POST /api/cart/add answered ${status}`);
  }
}

async function measure(handle: DatabaseHandle): Promise<Figures> {
  await migrateDatabase(handle);
  await seedDemoData(handle.db);
  const app = await buildApp({
    database: handle,
    dataDir: '/tmp/campus-bench-unused',
    guestPageCache: false,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const checkout = (token: string) => post(`${api}/cart/checkout`, token, { payment_type: 'cash' });

    const quiet = await paidEvent(handle, 'Bench uncontended', null);
    const quietTokens = await buyers(handle, 'bench_quiet', UNCONTENDED);
    await fillCarts(api, quietTokens, quiet);
    const samples: number[] = [];
    for (const token of quietTokens) {
      const start = performance.now();
      const status = await checkout(token);
      samples.push(performance.now() - start);
      if (status !== 200) throw new Error(`an uncontended checkout answered ${status}`);
    }

    const rush = await paidEvent(handle, 'Bench rush', TICKETS);
    const tokens = await buyers(handle, 'bench_rush', BUYERS);
    await fillCarts(api, tokens, rush);
    const start = performance.now();
    const answers = await Promise.all(tokens.map((token) => checkout(token).catch(() => 0)));
    const settleMs = performance.now() - start;

    const statuses = new Map<string, number>();
    for (const status of answers) {
      const key = status === 200 || status === 409 ? String(status) : 'other';
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    const sold = (await countTicketsSold(handle.db, [rush.ticketTypeId])).get(rush.ticketTypeId) ?? 0;
    return { settleMs, sold, statuses, uncontendedMs: median(samples) };
  } finally {
    await app.close();
  }
}

async function onPglite(): Promise<Figures> {
  const handle = await connectDatabase({ kind: 'pglite' });
  try {
    return await measure(handle);
  } finally {
    await handle.close();
  }
}

/** On a database of the bench's own on the PostgreSQL server, dropped after (as http.ts does). */
async function onPostgres(serverUrl: string): Promise<Figures> {
  const name = `campus_bench_${randomBytes(4).toString('hex')}`;
  const admin = await connectDatabase({ kind: 'postgres', url: serverUrl });
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await connectDatabase({ kind: 'postgres', url: url.href });
    try {
      return await measure(handle);
    } finally {
      await handle.close();
    }
  } finally {
    const again = await connectDatabase({ kind: 'postgres', url: serverUrl });
    await again.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.close();
  }
}

function soldText(sold: number): string {
  if (sold === TICKETS) return `${sold} of ${TICKETS}`;
  return sold > TICKETS ? `${sold} of ${TICKETS}  OVERSOLD!` : `${sold} of ${TICKETS} (undersold)`;
}

const bench: Bench = {
  name: 'checkout',
  description: `${BUYERS} concurrent cash checkouts of 1 ticket each for a ticket type of ${TICKETS}, over HTTP`,
  async run() {
    const targets: Array<[string, Figures]> = [['PGlite (in memory)', await onPglite()]];
    if (POSTGRES_URL) targets.push(['PostgreSQL', await onPostgres(POSTGRES_URL)]);
    const status = (figures: Figures, key: string) => String(figures.statuses.get(key) ?? 0);
    const oversold = targets.filter(([, figures]) => figures.sold > TICKETS).map(([label]) => label);
    return {
      headers: ['figure', ...targets.map(([label]) => label)],
      rows: [
        [`time to settle all ${BUYERS}`, ...targets.map(([, f]) => ms(f.settleMs))],
        ['tickets sold', ...targets.map(([, f]) => soldText(f.sold))],
        ['answers 200', ...targets.map(([, f]) => status(f, '200'))],
        ['answers 409 (sold out)', ...targets.map(([, f]) => status(f, '409'))],
        ['answers other', ...targets.map(([, f]) => status(f, 'other'))],
        [`uncontended checkout, median of ${UNCONTENDED}`, ...targets.map(([, f]) => ms(f.uncontendedMs))],
      ],
      notes: [
        ...(oversold.length > 0
          ? [`OVERSOLD on ${oversold.join(', ')}: more than ${TICKETS} tickets sold!`]
          : []),
        'Each buyer is a user with a token and 1 ticket in the cart; all checkouts are sent at once (fetch).',
        POSTGRES_URL
          ? 'PostgreSQL: a database of its own on BENCH_DATABASE_URL / TEST_DATABASE_URL, dropped after.'
          : 'PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it there too.',
      ],
    };
  },
};

export default bench;
