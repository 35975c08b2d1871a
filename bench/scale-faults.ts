import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../fixtures/src/index.js';
import { connectDatabase } from '../server/src/db/connect.js';
import { type Buyer, fillCarts, makeBuyers, postJson, rushEvent, ticketsSold } from './lib/buyers.js';
import { REPO_ROOT } from './lib/paths.js';
import { startPrivatePostgres } from './lib/private-postgres.js';
import { timeCommand } from './lib/processes.js';
import { adminQuery, campusFleet, loadText, startHaproxy } from './lib/scale-deploy.js';
import type { Bench } from './lib/types.js';

// The fault run: two compiled server processes on a PostgreSQL server of the run's own (initdb in a temporary
// folder, never the machine's shared one), a shared Redis, haproxy in front (health checks, 3 retries on
// another server for a failed connection or an empty answer).
// 1. 200 buyers check out 50 tickets through haproxy, 10 at a time, each with an Idempotency-Key; a quarter
//    of the way in, process A is killed with SIGKILL. A checkout that fails at the client is sent once more
//    with the same key. Then: exactly 50 sold, no buyer half-written (an RSVP and a full cart, or neither),
//    no RSVP without its tickets; A is started again and serves.
// 2. Reads and sign-ins run for 20 s while PostgreSQL restarts (pg_ctl restart -m fast) at 5 s: failures per
//    second, then both processes healthy and listening again, and a logout through A reaching B at once
//    (the change feed reconnected) without restarting either.

const BUYERS = 200;
const TICKETS = 50;
const CONCURRENCY = 10;
const RESTART_LOAD_S = 20;
const RESTART_AT_S = 5;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Outcome = '200' | '409' | 'failed';

function outcomeOf(status: number): Outcome {
  if (status === 200) return '200';
  if (status === 409) return '409';
  return 'failed';
}

async function checkoutOnce(api: string, buyer: Buyer, key: string): Promise<Outcome> {
  try {
    return outcomeOf(
      await postJson(
        `${api}/cart/checkout`,
        buyer.token,
        { payment_type: 'cash' },
        { 'idempotency-key': key },
      ),
    );
  } catch {
    return 'failed';
  }
}

const count = (list: Outcome[], outcome: Outcome) => list.filter((value) => value === outcome).length;

/** Per buyer of the rush: an RSVP for the event, and a line still in the cart. Exactly one must hold. */
async function halfWritten(databaseUrl: string, eventId: number, buyers: Buyer[]) {
  const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    // The relational queries bring their operators along (the bench does not depend on drizzle-orm itself).
    const rsvps = await handle.db.query.rsvps.findMany({
      where: (rsvp, { eq }) => eq(rsvp.eventId, eventId),
      with: { tickets: true },
    });
    const carts = await handle.db.query.carts.findMany({
      where: (cart, { inArray }) =>
        inArray(
          cart.userId,
          buyers.map((buyer) => buyer.id),
        ),
      with: { items: true },
    });
    const withRsvp = new Set(rsvps.map((rsvp) => rsvp.userId));
    const withCart = new Set(carts.filter((cart) => cart.items.length > 0).map((cart) => cart.userId));
    return {
      both: buyers.filter((buyer) => withRsvp.has(buyer.id) && withCart.has(buyer.id)).length,
      neither: buyers.filter((buyer) => !withRsvp.has(buyer.id) && !withCart.has(buyer.id)).length,
      rsvpsWithoutTickets: rsvps.filter((rsvp) => rsvp.tickets.length === 0).length,
    };
  } finally {
    await handle.close();
  }
}

async function loginToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login of ${username} answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const bench: Bench = {
  name: 'scale-faults',
  description:
    'two processes behind haproxy on a private PostgreSQL: kill -9 one under a checkout load, then restart PostgreSQL under load',
  async run() {
    const loadAtStart = loadText();
    timeCommand(process.execPath, [join(REPO_ROOT, 'server', 'build.mjs')], REPO_ROOT, 300_000);
    const postgres = await startPrivatePostgres();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/campus');
    await adminQuery(postgres.url, 'CREATE DATABASE campus');
    const fleet = await campusFleet(databaseUrl, {
      REDIS_URL,
      REDIS_PREFIX: `campus-faults-${randomBytes(3).toString('hex')}:`,
    });
    const rows: string[][] = [];
    const notes: string[] = [];
    let step = 'starting the processes';
    try {
      const a = await fleet.add();
      const b = await fleet.add();
      const balancer = await startHaproxy({ pair: [a.url, b.url] });
      const api = `${balancer.urls.pair}/api`;
      try {
        // 1. kill -9 under a checkout load.
        step = 'the checkout load';
        const event = await rushEvent(databaseUrl, 'Fault run rush', TICKETS);
        const buyers = await makeBuyers(databaseUrl, `faults_${randomBytes(3).toString('hex')}`, BUYERS);
        await fillCarts(api, buyers, event);
        const first: Outcome[] = [];
        const final: Outcome[] = [];
        const queue = buyers.map((buyer) => ({ buyer, key: randomUUID() }));
        let started = 0;
        let killedAt = -1;
        const start = performance.now();
        const worker = async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            started += 1;
            if (killedAt < 0 && started >= BUYERS / 4) {
              killedAt = started;
              a.child.kill('SIGKILL');
            }
            const outcome = await checkoutOnce(api, next.buyer, next.key);
            first.push(outcome);
            // The client's own retry: once, with the same key (answered again if the first one sold).
            final.push(outcome === 'failed' ? await checkoutOnce(api, next.buyer, next.key) : outcome);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const settleMs = performance.now() - start;
        const retried = (await balancer.retries()).pair ?? { retried: 0, redispatched: 0 };
        const sold = await ticketsSold(databaseUrl, event.ticketTypeId);
        const half = await halfWritten(databaseUrl, event.eventId, buyers);
        step = 'starting A again';
        const restarted = await fleet.add(Number(new URL(a.url).port));
        const healthA = (await fetch(`${restarted.url}/api/health`)).status;

        rows.push(
          ['kill -9 of A after checkout', `${killedAt} of ${BUYERS} started, ${CONCURRENCY} at a time`],
          [
            'requests haproxy sent again (retried / to the other process)',
            `${retried.retried} / ${retried.redispatched}`,
          ],
          [
            'answers, first try',
            `200: ${count(first, '200')}, 409: ${count(first, '409')}, failed: ${count(first, 'failed')}`,
          ],
          [
            'answers after one client retry (same key)',
            `200: ${count(final, '200')}, 409: ${count(final, '409')}, failed: ${count(final, 'failed')}`,
          ],
          [
            'tickets sold',
            sold === TICKETS
              ? `${sold} of ${TICKETS}`
              : `${sold} of ${TICKETS} ${sold > TICKETS ? 'OVERSOLD!' : '(undersold)'}`,
          ],
          ['buyers half-written (RSVP and cart, or neither)', String(half.both + half.neither)],
          ['RSVPs without their tickets', String(half.rsvpsWithoutTickets)],
          ['all checkouts settled in', `${(settleMs / 1000).toFixed(1)} s`],
          ['A started again: GET /api/health', String(healthA)],
        );

        // 2. PostgreSQL restarts under load.
        step = 'the PostgreSQL restart';
        const reader = await loginToken(b.url, 'student');
        const perSecond: { ok: number; failed: number }[] = Array.from({ length: RESTART_LOAD_S }, () => ({
          ok: 0,
          failed: 0,
        }));
        const loadStart = performance.now();
        let restartMs = 0;
        const restart = (async () => {
          await new Promise((resolve) => setTimeout(resolve, RESTART_AT_S * 1000));
          const begin = performance.now();
          postgres.restart();
          restartMs = performance.now() - begin;
        })();
        const reads = ['/api/events', '/api/user', '/api/courses', '/api/profile'];
        const loadWorker = async (index: number) => {
          for (let request = index; ; request += 1) {
            const second = Math.floor((performance.now() - loadStart) / 1000);
            if (second >= RESTART_LOAD_S) return;
            const path = reads[request % reads.length] ?? '/api/events';
            const ok = await fetch(`${balancer.urls.pair}${path}`, {
              headers: path === '/api/events' ? {} : { authorization: `Bearer ${reader}` },
              signal: AbortSignal.timeout(5_000),
            })
              .then(async (response) => {
                await response.arrayBuffer();
                return response.ok;
              })
              .catch(() => false);
            const bucket = perSecond[second];
            if (bucket) bucket[ok ? 'ok' : 'failed'] += 1;
          }
        };
        await Promise.all([restart, ...Array.from({ length: 8 }, (_, index) => loadWorker(index))]);
        const failedSeconds = perSecond.flatMap((bucket, second) => (bucket.failed > 0 ? [second] : []));
        step = 'the checks after the restart';
        const health = await Promise.all(
          [restarted, b].map(
            async (server) => (await (await fetch(`${server.url}/api/health`)).json()) as unknown,
          ),
        );
        // The change feed listens again: a logout through A ends the token on B within a second.
        const teacher = await loginToken(restarted.url, 'teacher');
        const onB = async () =>
          (await fetch(`${b.url}/api/user`, { headers: { authorization: `Bearer ${teacher}` } })).status;
        await onB();
        await fetch(`${restarted.url}/api/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${teacher}` },
        });
        const logoutStart = performance.now();
        let afterLogout = await onB();
        while (afterLogout !== 401 && performance.now() - logoutStart < 1_000) afterLogout = await onB();

        rows.push(
          [
            'PostgreSQL restart (pg_ctl restart -m fast) took',
            `${(restartMs / 1000).toFixed(1)} s, at ${RESTART_AT_S} s of ${RESTART_LOAD_S} s of reads`,
          ],
          [
            'reads ok / failed per second',
            perSecond.map((bucket) => `${bucket.ok}/${bucket.failed}`).join(' '),
          ],
          ['seconds with failures', failedSeconds.length > 0 ? failedSeconds.join(', ') : 'none'],
          [
            'health after, A and B',
            health.map((body) => JSON.stringify((body as { data?: unknown }).data ?? body)).join('  '),
          ],
          [
            'logout through A seen on B (401) after the restart',
            afterLogout === 401
              ? `yes, in ${(performance.now() - logoutStart).toFixed(0)} ms`
              : `NO (${afterLogout})`,
          ],
        );
      } finally {
        await balancer.stop();
      }
    } catch (error) {
      throw new Error(
        `${step}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error}`,
      );
    } finally {
      await fleet.stopAll();
      postgres.stop();
    }
    notes.push(
      `Load average (1 / 5 / 15 min) at start ${loadAtStart}, at end ${loadText()}.`,
      'PostgreSQL: a private cluster (initdb in a temporary folder, its own port, fsync off), removed after.',
    );
    return { headers: ['figure', 'value'], rows, notes };
  },
};

export default bench;
