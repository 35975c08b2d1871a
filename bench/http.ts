import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMsOf,
  ensureBuilt,
  type Memory,
  memoryOf,
  mib,
  type RunningServer,
  type ServerTarget,
  sleep,
  startServer,
} from './lib/campus-server.js';
import { homePageWeight } from './lib/home-page.js';
import { HTTP_SCENARIOS, type HttpScenario } from './lib/http-scenarios.js';
import {
  createPostgresDatabase,
  fillCart,
  loadDataset,
  login,
  POSTGRES_URL,
  startPlain,
  type Target,
} from './lib/http-targets.js';
import { stop } from './lib/processes.js';
import { median, ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// The compiled server (as `pnpm start` runs it) under HTTP load, on PGlite and on PostgreSQL, beside a plain
// node:http server answering the same bytes. BENCH_QUICK=1 runs one 2 s round for a quick look;
// BENCH_HTTP_DURATION (seconds) and BENCH_HTTP_ROUNDS set them outright. PostgreSQL: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local server of the README; the bench makes a database of its own there and
// drops it after. Both databases hold the large generated dataset (bench/large-dataset.ts: 10,000 users, 2,000
// events, 200,000 RSVPs, ...) dated around today, loaded after the first start; BENCH_HTTP_DATASET=demo keeps
// the demo data alone and BENCH_HTTP_SCALE=0.1 loads a tenth. BENCH_HTTP_CONNECTIONS sets autocannon's
// concurrent connections (50): a closed loop, so at saturation the latency is mostly the queue those
// connections form (Little's law: p50 is about connections / req/s). BENCH_HTTP_ONLY=events,my-events loads
// only the scenarios whose path contains one of those words (the plain server and the ratios still apply).
const QUICK = process.env.BENCH_QUICK === '1';
const DURATION_S = Number(process.env.BENCH_HTTP_DURATION ?? (QUICK ? 2 : 10));
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? (QUICK ? 1 : 3));
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);
const DATASET = process.env.BENCH_HTTP_DATASET === 'demo' ? 'demo' : 'large';
const SCALE = Number(process.env.BENCH_HTTP_SCALE ?? '1');
const ONLY = (process.env.BENCH_HTTP_ONLY ?? '').split(',').filter(Boolean);
const SCENARIOS =
  ONLY.length === 0
    ? HTTP_SCENARIOS
    : HTTP_SCENARIOS.filter((scenario) =>
        ONLY.some((word) => scenario.path.replaceAll('/', '-').includes(word)),
      );
const WARMUP_S = Math.min(2, DURATION_S);
const SETTLE_MS = 3_000;

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Server CPU time per answered request, microseconds. */
  cpuUs: number;
}

interface StartFigures {
  freshMs: number;
  freshCpuMs: number;
  freshPeak: number;
  reusedMs: number;
  reusedCpuMs: number;
  idle: Memory;
}

async function load(target: Target, scenario: HttpScenario, seconds: number): Promise<Sample> {
  const headers: Record<string, string> = {};
  if (scenario.as === 'user' && target.token) headers.authorization = `Bearer ${target.token}`;
  const cpuBefore = await target.cpuMs();
  const result = await autocannon({
    url: `${target.url}${scenario.path}`,
    method: scenario.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs: ((1000 * ((await target.cpuMs()) - cpuBefore)) / result.requests.total) | 0,
  };
}

/**
 * A fresh start (migrate, seed), the large dataset loaded from this process, then ROUNDS restarts on the same
 * data, the last left running.
 */
async function startMeasured(
  target: ServerTarget,
  notes: string[],
  label: string,
): Promise<{ server: RunningServer; figures: StartFigures }> {
  const fresh = await startServer(target);
  const freshPeak = (await memoryOf(fresh.child)).peak;
  await stop(fresh.child);
  if (DATASET === 'large') notes.push(`${label}: ${await loadDataset(target, SCALE)}`);
  const reused: number[] = [];
  const reusedCpu: number[] = [];
  let server: RunningServer | undefined;
  for (let round = 0; round < Math.max(1, ROUNDS); round++) {
    if (server) await stop(server.child);
    server = await startServer(target);
    reused.push(server.startMs);
    reusedCpu.push(server.startCpuMs);
  }
  if (!server) throw new Error('unreachable');
  await sleep(SETTLE_MS);
  const idle = await memoryOf(server.child);
  return {
    server,
    figures: {
      freshMs: fresh.startMs,
      freshCpuMs: fresh.startCpuMs,
      freshPeak,
      reusedMs: median(reused),
      reusedCpuMs: median(reusedCpu),
      idle,
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

const bench: Bench = {
  name: 'http',
  description: `compiled server under load (autocannon, ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION_S} s rounds) on PGlite, PostgreSQL and a plain node:http server; ${DATASET === 'large' ? `large generated dataset${SCALE === 1 ? '' : ` x ${SCALE}`}` : 'demo data only'}`,
  async run() {
    ensureBuilt();
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const dir = await mkdtemp(join(tmpdir(), 'campus-bench-http-'));
    const targets: Target[] = [];
    const starts = new Map<string, StartFigures>();
    const notes: string[] = [];
    let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
    try {
      const pglite = await startMeasured({ dataDir: join(dir, 'pglite') }, notes, 'PGlite');
      starts.set('PGlite', pglite.figures);
      targets.push(serverTarget('PGlite', pglite.server));

      postgres = await createPostgresDatabase();
      if (postgres) {
        const started = await startMeasured(
          { dataDir: join(dir, 'postgres'), databaseUrl: postgres.url },
          notes,
          'PostgreSQL',
        );
        starts.set('PostgreSQL', started.figures);
        targets.push(serverTarget('PostgreSQL', started.server));
      } else notes.push(`PostgreSQL did not answer at ${POSTGRES_URL}: its column is empty.`);

      for (const target of targets) {
        target.token = await login(target.url);
        await fillCart(target.url, target.token);
      }
      const [first] = targets;
      if (!first) throw new Error('No server started');
      const plain = await startPlain(first, dir, HTTP_SCENARIOS);
      targets.push(plain);

      const samples = new Map<string, Sample[]>();
      for (const scenario of SCENARIOS) for (const target of targets) await load(target, scenario, WARMUP_S);
      for (let round = 0; round < ROUNDS; round++) {
        for (const scenario of SCENARIOS) {
          // Rotated so that no target always runs first (or last) while the machine is busy.
          const order = targets.map((_, index) => targets[(index + round) % targets.length]);
          for (const target of order) {
            if (!target) continue;
            const key = `${scenario.path} ${target.label}`;
            samples.set(key, [...(samples.get(key) ?? []), await load(target, scenario, DURATION_S)]);
          }
        }
      }
      const afterLoad = new Map<string, Memory>();
      for (const target of targets) afterLoad.set(target.label, await target.memory());
      const page = await homePageWeight(first.url);
      // Other work on the machine moves every figure; the load average says how busy it was.
      notes.push(
        `Load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} after, on ${availableParallelism()} cores.`,
      );

      return report(targets, samples, starts, afterLoad, page, notes);
    } finally {
      for (const target of targets) await target.stop();
      await postgres?.drop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  },
};

function serverTarget(label: string, server: RunningServer): Target {
  return {
    label,
    url: server.url,
    stop: () => stop(server.child),
    memory: () => memoryOf(server.child),
    cpuMs: () => cpuMsOf(server.child),
  };
}

function report(
  targets: Target[],
  samples: Map<string, Sample[]>,
  starts: Map<string, StartFigures>,
  afterLoad: Map<string, Memory>,
  page: Awaited<ReturnType<typeof homePageWeight>>,
  notes: string[],
) {
  const columns = ['PGlite', 'PostgreSQL', 'plain node:http'];
  const figure = (scenario: HttpScenario, label: string) => {
    const runs = samples.get(`${scenario.path} ${label}`) ?? [];
    return {
      rps: median(runs.map((run) => run.rps)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      failed: runs.reduce((sum, run) => sum + run.failed, 0),
      cpuUs: median(runs.map((run) => run.cpuUs)),
    };
  };
  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    const plain = figure(scenario, 'plain node:http');
    rows.push([
      `${scenario.method} ${scenario.path} req/s`,
      ...columns.map((label) => {
        if (!targets.some((target) => target.label === label)) return '-';
        const { rps } = figure(scenario, label);
        return label === 'plain node:http'
          ? rps.toFixed(0)
          : `${rps.toFixed(0)} (${percent(rps, plain.rps)})`;
      }),
    ]);
    rows.push([
      `  p50 / p99`,
      ...columns.map((label) => {
        const { p50, p99, failed } = figure(scenario, label);
        return Number.isFinite(p50) ? `${ms(p50)} / ${ms(p99)}${failed ? ` (${failed} failed)` : ''}` : '-';
      }),
    ]);
    rows.push([
      `  server CPU per request`,
      ...columns.map((label) => {
        const { cpuUs } = figure(scenario, label);
        return Number.isFinite(cpuUs) ? `${cpuUs.toFixed(0)} µs` : '-';
      }),
    ]);
  }
  const [guest, user] = HTTP_SCENARIOS;
  if (guest && user && SCENARIOS.includes(guest) && SCENARIOS.includes(user))
    rows.push([
      `${user.path} vs ${guest.path} (throughput)`,
      ...columns.map((label) =>
        label === 'plain node:http' || !starts.has(label)
          ? ''
          : percent(figure(user, label).rps, figure(guest, label).rps),
      ),
    ]);
  const startRow = (name: string, pick: (figures: StartFigures) => string) => [
    name,
    ...columns.map((label) => {
      const figures = starts.get(label);
      return figures ? pick(figures) : '';
    }),
  ];
  rows.push(
    startRow('start, fresh folder / new database', (f) => `${ms(f.freshMs)} (CPU ${ms(f.freshCpuMs)})`),
  );
  rows.push(startRow('  peak RSS of that start (VmHWM)', (f) => mib(f.freshPeak)));
  rows.push(
    startRow(
      `start, reused (median of ${Math.max(1, ROUNDS)})`,
      (f) => `${ms(f.reusedMs)} (CPU ${ms(f.reusedCpuMs)})`,
    ),
  );
  rows.push(startRow(`RSS idle (${SETTLE_MS / 1000} s after a reused start)`, (f) => mib(f.idle.rss)));
  rows.push(['RSS after load', ...columns.map((label) => mib(afterLoad.get(label)?.rss ?? Number.NaN))]);
  rows.push([
    `home page, guest (${page.files} files): raw / on the wire`,
    `${kib(page.raw)} / ${kib(page.wire)}`,
    '',
    '',
  ]);
  return {
    headers: ['figure', ...columns],
    rows,
    notes: [
      ...notes,
      `Medians of ${ROUNDS} rotated rounds of ${DURATION_S} s per target (after a ${WARMUP_S} s warm-up); autocannon runs in this process and sends no accept-encoding.`,
      'Start = spawn of node server/dist/main.mjs until GET /api/organizations/registration answers 200; CPU = the CPU time the server had used by then (less swayed by other load than wall time).',
      'The plain server answers the bytes the PGlite server gave for each path. Everything shares the same cores.',
      'Server CPU per request: CPU time of the server process over a run / requests answered; it varies less with other load than req/s does. On PostgreSQL the database processes come on top.',
    ],
  };
}

export default bench;
