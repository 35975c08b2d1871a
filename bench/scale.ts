import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../fixtures/src/index.js';
import { fillCarts, makeBuyers, postJson, rushEvent, ticketsSold } from './lib/buyers.js';
import { cpuMsOf, type RunningServer } from './lib/campus-server.js';
import { REPO_ROOT } from './lib/paths.js';
import { timeCommand } from './lib/processes.js';
import { benchDatabase, campusFleet, loadText, startHaproxy } from './lib/scale-deploy.js';
import { median, ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// One process against two, side by side in one run: the compiled server (rebuilt first) twice on one
// PostgreSQL database of the bench's own (dropped after), sharing a Redis for the limits, behind haproxy
// (Debian's package; installed when missing and root): frontend "one" balances over process A alone, "two"
// over A and B. autocannon loads each read through each frontend in alternating rounds; then 200 buyers
// check out at once through "two" for 50 tickets. On 2 cores the second process competes with the first,
// PostgreSQL, haproxy and autocannon for the same CPU: expect well under 2x.
// BENCH_SCALE_DURATION (s, 10), BENCH_SCALE_ROUNDS (2), BENCH_SCALE_CONNECTIONS (50); PostgreSQL:
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; Redis: REDIS_URL, else the local one.

const DURATION_S = Number(process.env.BENCH_SCALE_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
const WARMUP_S = 2;
const BUYERS = 200;
const TICKETS = 50;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Read {
  label: string;
  path: string;
  signedIn: boolean;
}

const READS: Read[] = [
  { label: 'guest GET /api/events', path: '/api/events', signedIn: false },
  { label: 'signed-in GET /api/events', path: '/api/events', signedIn: true },
  { label: 'signed-in GET /api/profile', path: '/api/profile', signedIn: true },
];

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  cpuMsPerRequest: number;
}

async function load(url: string, token: string | null, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function sample(url: string, token: string | null, servers: RunningServer[]): Promise<Sample> {
  await load(url, token, WARMUP_S);
  const cpuBefore = await Promise.all(servers.map((server) => cpuMsOf(server.child)));
  const result = await load(url, token, DURATION_S);
  const cpuAfter = await Promise.all(servers.map((server) => cpuMsOf(server.child)));
  const cpu = cpuAfter.reduce((sum, value, index) => sum + value - (cpuBefore[index] ?? 0), 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

async function token(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

interface Rush {
  settleMs: number;
  sold: number;
  statuses: Map<string, number>;
}

async function rush(databaseUrl: string, api: string): Promise<Rush> {
  const event = await rushEvent(databaseUrl, 'Scale bench rush', TICKETS);
  const buyers = await makeBuyers(databaseUrl, `scale_${randomBytes(3).toString('hex')}`, BUYERS);
  await fillCarts(api, buyers, event);
  const start = performance.now();
  const answers = await Promise.all(
    buyers.map((buyer) =>
      postJson(
        `${api}/cart/checkout`,
        buyer.token,
        { payment_type: 'cash' },
        { 'idempotency-key': randomUUID() },
      ).catch(() => 0),
    ),
  );
  const settleMs = performance.now() - start;
  const statuses = new Map<string, number>();
  for (const status of answers) {
    const key = status === 200 || status === 409 ? String(status) : 'other';
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  return { settleMs, sold: await ticketsSold(databaseUrl, event.ticketTypeId), statuses };
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const bench: Bench = {
  name: 'scale',
  description: `reads through 1 and 2 server processes on one PostgreSQL behind haproxy, side by side; ${BUYERS} buyers for ${TICKETS} tickets across both`,
  async run() {
    const loadAtStart = loadText();
    timeCommand(process.execPath, [join(REPO_ROOT, 'server', 'build.mjs')], REPO_ROOT, 300_000);
    const database = await benchDatabase(POSTGRES_URL, 'scale');
    const fleet = await campusFleet(database.url, {
      REDIS_URL,
      REDIS_PREFIX: `campus-bench-${randomBytes(3).toString('hex')}:`,
    });
    try {
      const a = await fleet.add();
      const b = await fleet.add();
      const balancer = await startHaproxy({ one: [a.url], two: [a.url, b.url] });
      try {
        const bearer = await token(a.url);
        const samples = new Map<string, { one: Sample[]; two: Sample[] }>();
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const read of READS) {
            const entry = samples.get(read.label) ?? { one: [], two: [] };
            samples.set(read.label, entry);
            // Alternate which goes first, so neither always meets the machine warmer.
            const order: Array<'one' | 'two'> = round % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
            for (const topology of order) {
              const servers = topology === 'one' ? [a] : [a, b];
              const url = `${balancer.urls[topology]}${read.path}`;
              entry[topology].push(await sample(url, read.signedIn ? bearer : null, servers));
            }
          }
        }
        const checkout = await rush(database.url, `${balancer.urls.two}/api`);
        const loadAtEnd = loadText();

        const rows: string[][] = [];
        for (const read of READS) {
          const entry = samples.get(read.label);
          if (!entry) continue;
          const rps = (list: Sample[]) => median(list.map((s) => s.rps));
          const pick = (list: Sample[], key: keyof Sample) => median(list.map((s) => s[key]));
          rows.push([
            read.label,
            fixed(rps(entry.one)),
            fixed(rps(entry.two)),
            `${fixed(rps(entry.two) / rps(entry.one), 2)}x`,
            `${fixed(pick(entry.one, 'p50'))} / ${fixed(pick(entry.two, 'p50'))} ms`,
            `${fixed(pick(entry.one, 'p99'))} / ${fixed(pick(entry.two, 'p99'))} ms`,
            `${fixed(pick(entry.one, 'cpuMsPerRequest'), 2)} / ${fixed(pick(entry.two, 'cpuMsPerRequest'), 2)}`,
            `${fixed(pick(entry.one, 'failed'))} / ${fixed(pick(entry.two, 'failed'))}`,
          ]);
        }
        const status = (key: string) => String(checkout.statuses.get(key) ?? 0);
        const soldText =
          checkout.sold === TICKETS
            ? `${checkout.sold} of ${TICKETS}`
            : `${checkout.sold} of ${TICKETS} ${checkout.sold > TICKETS ? 'OVERSOLD!' : '(undersold)'}`;
        return {
          headers: [
            'read (req/s: median of rounds)',
            '1 process',
            '2 processes',
            'ratio',
            'p50 1 / 2',
            'p99 1 / 2',
            'server CPU ms/req 1 / 2',
            'failed 1 / 2',
          ],
          rows,
          notes: [
            `checkout rush through 2 processes: ${BUYERS} buyers at once for ${TICKETS} tickets: sold ${soldText}; 200: ${status('200')}, 409 (sold out): ${status('409')}, other: ${status('other')}; all settled in ${ms(checkout.settleMs)}`,
            `${ROUNDS} rounds of ${DURATION_S} s (after ${WARMUP_S} s of warm-up) per read and topology, ${CONNECTIONS} connections (autocannon, in this process), both through haproxy.`,
            `Machine: ${cpus().length} cores; load average (1 / 5 / 15 min) at start ${loadAtStart}, at end ${loadAtEnd}.`,
            'server CPU ms/req: CPU time of the serving processes (A, or A + B) per request answered.',
            'PostgreSQL: a database of its own (BENCH_DATABASE_URL / TEST_DATABASE_URL / local), dropped after; Redis: REDIS_URL or local.',
          ],
        };
      } finally {
        await balancer.stop();
      }
    } finally {
      await fleet.stopAll();
      await database.drop();
    }
  },
};

export default bench;
