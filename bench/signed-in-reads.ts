import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { calendarRange } from '../sdk/src/index.js';
import { todayInTimeZone } from '../server/src/db/seed/today.js';
import {
  cpuMsOf,
  ensureBuilt,
  memoryOf,
  type RunningServer,
  type ServerTarget,
  startServer,
} from './lib/campus-server.js';
import {
  createPostgresDatabase,
  fillCart,
  loadDataset,
  login,
  type PlainAnswer,
  startPlain,
  type Target,
} from './lib/http-targets.js';
import { stop } from './lib/processes.js';
import { median, ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// Every GET a signed-in screen of the web app calls (web/src/features/*), as the student demo account, on the
// large generated dataset, against the compiled server on PGlite and on PostgreSQL (when DATABASE_URL or
// TEST_DATABASE_URL is set: a database of the bench's own there, dropped after) and a plain node:http server
// answering the same bytes: req/s at 10 connections as a share of the plain server's, p99 at 50 connections,
// server CPU per request. Then each server again on the same data with the user answer cache off, for the
// deep pages' cost against the first page's; then the targets of issue 23 (holds / not). Knobs: BENCH_SIGNED_IN_DURATION
// (seconds per run, 3; BENCH_QUICK=1 gives 1), BENCH_SIGNED_IN_ONLY=words (calls whose path holds one),
// BENCH_HTTP_SCALE (a share of the large dataset), BENCH_HTTP_DATASET=demo. BENCH_SERVER_ROOT=/path/to/checkout
// runs that checkout's built server (server/dist/main.mjs, built there beforehand) instead of this one's: the
// "before" figures of a change, taken with this bench's calls and dataset.

interface Call {
  screen: string;
  path: string;
  as: 'guest' | 'user';
}

/** The calendar week around today (the dashboard's default view), as its query. */
function thisWeek(): string {
  const { from, to } = calendarRange('week', todayInTimeZone());
  return `from=${from}&to=${to}`;
}

/**
 * The screens and their reads (demo ids: event 2 Riverside Jazz Night, course 1 Introduction to Robotics with
 * the student enrolled, group 1 Grade 8 Science with the student a member). Page 100 of the lists is there
 * as a screen reads it; whether a deep page costs what the first one does is measured after, on misses
 * (`deepPageCosts`).
 */
export const SIGNED_IN_CALLS: Call[] = [
  { screen: 'every screen (header)', path: '/api/user', as: 'user' },
  { screen: 'every screen (inbox badge)', path: '/api/messages/unread-count', as: 'user' },
  { screen: 'every screen (cart badge), cart', path: '/api/cart', as: 'user' },
  { screen: 'dashboard: My Courses', path: '/api/dashboard/courses', as: 'user' },
  { screen: 'dashboard, My Events', path: '/api/user/events', as: 'user' },
  { screen: 'dashboard: calendar week', path: `/api/calendar?${thisWeek()}`, as: 'user' },
  { screen: 'My Events: RSVPs', path: '/api/user/rsvps', as: 'user' },
  { screen: 'My Events: events I own', path: '/api/user/owner-events', as: 'user' },
  { screen: 'My Courses: enrolled', path: '/api/user/enrolled-courses', as: 'user' },
  { screen: 'My Courses: teaching', path: '/api/user/courses', as: 'user' },
  { screen: 'My Courses: recommended', path: '/api/user/recommended-courses', as: 'user' },
  { screen: 'events list, page 1', path: '/api/events?page=1', as: 'user' },
  { screen: 'events list, page 1 (guest)', path: '/api/events?page=1', as: 'guest' },
  { screen: 'events list, page 100', path: '/api/events?page=100', as: 'user' },
  { screen: 'event detail', path: '/api/events/2', as: 'user' },
  { screen: 'event detail (guest)', path: '/api/events/2', as: 'guest' },
  { screen: 'courses list, page 1', path: '/api/courses?page=1', as: 'user' },
  { screen: 'courses list, page 100', path: '/api/courses?page=100', as: 'user' },
  { screen: 'course page', path: '/api/courses/1', as: 'user' },
  { screen: 'course page: sessions', path: '/api/courses/1/sessions', as: 'user' },
  { screen: 'groups: mine', path: '/api/groups/user-groups', as: 'user' },
  { screen: 'group page', path: '/api/groups/1', as: 'user' },
  { screen: 'group page: announcements', path: '/api/groups/1/announcements', as: 'user' },
  { screen: 'inbox', path: '/api/messages/inbox', as: 'user' },
  { screen: 'sent messages', path: '/api/messages/sent', as: 'user' },
  { screen: 'profile', path: '/api/profile', as: 'user' },
  { screen: 'profile: signed-in sessions', path: '/api/sessions', as: 'user' },
  { screen: 'checkout', path: '/api/cart/checkout-summary', as: 'user' },
];

const QUICK = process.env.BENCH_QUICK === '1';
const OTHER_ROOT = process.env.BENCH_SERVER_ROOT;
const COMMAND = OTHER_ROOT
  ? [process.execPath, '--enable-source-maps', join(OTHER_ROOT, 'server', 'dist', 'main.mjs')]
  : undefined;
const DURATION_S = Number(process.env.BENCH_SIGNED_IN_DURATION ?? (QUICK ? 1 : 3));
const SCALE = Number(process.env.BENCH_HTTP_SCALE ?? '1');
const DATASET = process.env.BENCH_HTTP_DATASET === 'demo' ? 'demo' : 'large';
/** BENCH_SIGNED_IN_ENV="NAME=value ...": more environment for the servers (USER_ANSWER_CACHE_TTL_MS=0: no cache). */
const SERVER_ENV = Object.fromEntries(
  (process.env.BENCH_SIGNED_IN_ENV ?? '')
    .split(/\s+/)
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const ONLY = (process.env.BENCH_SIGNED_IN_ONLY ?? '').split(',').filter(Boolean);
const CALLS =
  ONLY.length === 0 ? SIGNED_IN_CALLS : SIGNED_IN_CALLS.filter((c) => ONLY.some((w) => c.path.includes(w)));
/** Only a PostgreSQL the user named: this bench does not guess one. */
const POSTGRES_GIVEN = Boolean(
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
);

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  cpuUs: number;
}

async function load(target: Target, call: Call, connections: number, seconds: number): Promise<Sample> {
  const headers: Record<string, string> = {};
  if (call.as === 'user' && target.token) headers.authorization = `Bearer ${target.token}`;
  const cpuBefore = await target.cpuMs();
  const result = await autocannon({
    url: `${target.url}${call.path}`,
    connections,
    duration: seconds,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs: ((1000 * ((await target.cpuMs()) - cpuBefore)) / Math.max(1, result.requests.total)) | 0,
  };
}

/** A fresh start (migrate, seed), the dataset loaded while it is down, then a start on that data. */
async function startLoaded(given: ServerTarget, notes: string[], label: string): Promise<RunningServer> {
  const target = { ...given, env: { ...given.env, ...SERVER_ENV } };
  const fresh = await startServer(target, COMMAND);
  await stop(fresh.child);
  if (DATASET === 'large') notes.push(`${label}: ${await loadDataset(target, SCALE)}`);
  return startServer(target, COMMAND);
}

function asTarget(label: string, server: RunningServer): Target {
  return {
    label,
    url: server.url,
    stop: () => stop(server.child),
    memory: () => memoryOf(server.child),
    cpuMs: () => cpuMsOf(server.child),
  };
}

/** The same server on the same data with the user answer cache off: every signed-in read runs its statements. */
function withoutAnswerCache(config: ServerTarget): ServerTarget {
  return { ...config, env: { ...config.env, ...SERVER_ENV, USER_ANSWER_CACHE_TTL_MS: '0' } };
}

const DEEP_PAGE_LISTS = ['/api/events', '/api/courses'] as const;

/**
 * Server CPU of page 100 over page 1 of each list, read from the database every time (the answer cache off: a
 * cached page costs the same at any depth, so only a miss shows what OFFSET would cost), as the student at 10
 * connections: a warm-up, then page 1 and page 100 taken in turn twice, the lower CPU of each.
 */
async function deepPageCosts(target: Target): Promise<Map<string, number>> {
  const ratios = new Map<string, number>();
  for (const list of DEEP_PAGE_LISTS) {
    const pages = [1, 100].map((page): Call => ({ screen: list, path: `${list}?page=${page}`, as: 'user' }));
    for (const call of pages) await load(target, call, 10, Math.min(1, DURATION_S));
    const cpu = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let round = 0; round < 2; round++)
      for (const [i, call] of pages.entries())
        cpu[i] = Math.min(
          cpu[i] ?? Number.POSITIVE_INFINITY,
          (await load(target, call, 10, DURATION_S)).cpuUs,
        );
    ratios.set(list, (cpu[1] ?? Number.NaN) / (cpu[0] ?? Number.NaN));
  }
  return ratios;
}

const notes0: string[] = [];
const key = (call: Call) => `${call.as} ${call.path}`;

const bench: Bench = {
  name: 'signed-in-reads',
  description: `every GET of the signed-in screens, ${DURATION_S} s per run, 10 and 50 connections, PGlite${POSTGRES_GIVEN ? ' and PostgreSQL' : ''} beside a plain node:http server; ${DATASET === 'large' ? 'large generated dataset' : 'demo data'}`,
  async run() {
    if (OTHER_ROOT) notes0.push(`The server of ${OTHER_ROOT} (its server/dist/main.mjs).`);
    if (Object.keys(SERVER_ENV).length > 0)
      notes0.push(`Server environment: ${process.env.BENCH_SIGNED_IN_ENV}.`);
    else ensureBuilt();
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const dir = await mkdtemp(join(tmpdir(), 'campus-bench-signed-in-'));
    const targets: Target[] = [];
    const given = new Map<string, ServerTarget>();
    const notes: string[] = [...notes0];
    let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
    try {
      given.set('PGlite', { dataDir: join(dir, 'pglite') });
      targets.push(asTarget('PGlite', await startLoaded({ dataDir: join(dir, 'pglite') }, notes, 'PGlite')));
      if (POSTGRES_GIVEN) {
        postgres = await createPostgresDatabase();
        if (postgres) {
          const config = { dataDir: join(dir, 'postgres'), databaseUrl: postgres.url };
          given.set('PostgreSQL', config);
          const server = await startLoaded(config, notes, 'PostgreSQL');
          targets.push(asTarget('PostgreSQL', server));
        } else notes.push('PostgreSQL did not answer: its columns are empty.');
      } else notes.push('No DATABASE_URL or TEST_DATABASE_URL: PGlite only.');
      for (const target of targets) {
        target.token = await login(target.url);
        await fillCart(target.url, target.token);
      }
      const [first] = targets;
      if (!first) throw new Error('No server started');
      // The plain server keys answers by path; the guest's event detail shares the user's path, and the
      // user's bytes stand for both (about the same size).
      const plainAnswers: PlainAnswer[] = CALLS.filter((call) => call.as === 'user').map(({ path, as }) => ({
        path,
        as,
      }));
      for (const call of CALLS) if (!plainAnswers.some((a) => a.path === call.path)) plainAnswers.push(call);
      const plain = await startPlain(first, dir, plainAnswers);
      targets.push(plain);

      const at10 = new Map<string, Map<string, Sample>>();
      const at50 = new Map<string, Map<string, Sample>>();
      for (const call of CALLS) {
        for (const target of targets) await load(target, call, 10, Math.min(1, DURATION_S));
        for (const [connections, into] of [
          [10, at10],
          [50, at50],
        ] as const) {
          const row = new Map<string, Sample>();
          for (const target of targets)
            row.set(target.label, await load(target, call, connections, DURATION_S));
          into.set(key(call), row);
        }
      }
      const deepPages = new Map<string, number>();
      for (const [index, target] of targets.entries()) {
        const config = given.get(target.label);
        if (!config || !CALLS.some((call) => call.path.includes('?page='))) continue;
        await target.stop();
        const uncached = asTarget(target.label, await startServer(withoutAnswerCache(config), COMMAND));
        targets[index] = uncached;
        uncached.token = target.token;
        for (const [list, ratio] of await deepPageCosts(uncached))
          deepPages.set(`${list} ${target.label}`, ratio);
      }
      notes.push(
        `Load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} after, on ${availableParallelism()} cores.`,
        "req/s and CPU at 10 connections (the share is of the plain server in the same run); p99 at 50 connections (the plain server's beside it: what the load generator and the machine add).",
        'Server CPU per request: the server process only; on PostgreSQL the database processes come on top.',
      );
      return report(
        targets.map((t) => t.label),
        at10,
        at50,
        deepPages,
        notes,
      );
    } finally {
      for (const target of targets) await target.stop();
      await postgres?.drop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  },
};

const P99_TARGET_MS: Record<string, number> = { PGlite: 50, PostgreSQL: 25 };
/** Server CPU per signed-in list request (issue 23). */
const CPU_TARGET_US = 300;
/** GET /api/user beside a guest's page of events (issue 23: keep it at least this share). */
const USER_TO_GUEST_LIST_TARGET = 0.6;

function report(
  labels: string[],
  at10: Map<string, Map<string, Sample>>,
  at50: Map<string, Map<string, Sample>>,
  deepPages: Map<string, number>,
  notes: string[],
) {
  const servers = labels.filter((label) => label !== 'plain node:http');
  const rows: string[][] = [];
  const misses: string[] = [];
  const shares = new Map<string, number[]>();
  for (const call of CALLS) {
    const ten = at10.get(key(call));
    const fifty = at50.get(key(call));
    const plain = ten?.get('plain node:http');
    const cells = servers.map((label) => {
      const sample = ten?.get(label);
      const p99 = fifty?.get(label)?.p99 ?? Number.NaN;
      if (!sample || !plain) return '-';
      const share = sample.rps / plain.rps;
      shares.set(label, [...(shares.get(label) ?? []), share]);
      const failed = sample.failed + (fifty?.get(label)?.failed ?? 0);
      if (label === 'PostgreSQL' && share < 0.25)
        misses.push(`${call.path} (${call.as}) on PostgreSQL: ${pct(share)}`);
      if (p99 >= (P99_TARGET_MS[label] ?? Infinity))
        misses.push(`${call.path} (${call.as}) on ${label}: p99 ${ms(p99)}`);
      if (call.as === 'user' && sample.cpuUs > CPU_TARGET_US)
        misses.push(`${call.path} (${call.as}) on ${label}: ${sample.cpuUs} µs of CPU`);
      return `${sample.rps.toFixed(0)} (${pct(share)}), p99 ${ms(p99)}, ${sample.cpuUs} µs${failed ? `, ${failed} failed` : ''}`;
    });
    rows.push([
      `${call.screen}: GET ${call.path}${call.as === 'guest' ? ' (guest)' : ''}`,
      ...cells,
      plain ? `${plain.rps.toFixed(0)}, p99 ${ms(fifty?.get('plain node:http')?.p99 ?? Number.NaN)}` : '-',
    ]);
  }
  for (const label of servers) {
    const values = shares.get(label) ?? [];
    rows.push([
      `median share of the plain server, ${label}`,
      ...servers.map((l) => (l === label ? pct(median(values)) : '')),
      '',
    ]);
  }
  for (const list of DEEP_PAGE_LISTS)
    for (const label of servers) {
      const ratio = deepPages.get(`${list} ${label}`) ?? Number.NaN;
      if (Number.isFinite(ratio)) {
        rows.push([
          `${list} page 100 / page 1 (CPU, answer cache off), ${label}`,
          ...servers.map((l) => (l === label ? `${ratio.toFixed(2)}x` : '')),
          '',
        ]);
        if (ratio > 1.2) misses.push(`${list} page 100 costs ${ratio.toFixed(2)}x page 1 on ${label}`);
      }
    }
  for (const label of servers) {
    const user = at10.get('user /api/user')?.get(label)?.rps;
    const guestList = at10.get('guest /api/events?page=1')?.get(label)?.rps;
    if (user === undefined || guestList === undefined) continue;
    const ratio = user / guestList;
    rows.push([
      `GET /api/user / a guest's events page 1 (req/s), ${label}`,
      ...servers.map((l) => (l === label ? pct(ratio) : '')),
      '',
    ]);
    if (ratio < USER_TO_GUEST_LIST_TARGET)
      misses.push(`GET /api/user is ${pct(ratio)} of the guest list on ${label}`);
  }
  return {
    headers: [
      'screen: call',
      ...servers.map((l) => `${l}: req/s (share), p99 at 50, CPU/req`),
      'plain: req/s, p99 at 50',
    ],
    rows,
    notes: [
      ...notes,
      `Targets (issue 23): 25% of the plain server at 10 connections on PostgreSQL; p99 at 50 connections under 25 ms on PostgreSQL, 50 ms on PGlite; at most ${CPU_TARGET_US} µs of server CPU a signed-in request; page 100 within 20% of page 1; GET /api/user at least ${pct(USER_TO_GUEST_LIST_TARGET)} of a guest's events list.`,
      misses.length === 0 ? 'Every target holds.' : `Not held (${misses.length}): ${misses.join('; ')}`,
    ],
  };
}

const pct = (share: number) => `${(100 * share).toFixed(1)}%`;

export default bench;
