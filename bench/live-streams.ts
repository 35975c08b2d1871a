import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../fixtures/src/index.js';
import { connectLive, type LiveConnection, type LiveEvent } from '../sdk/src/index.js';
import {
  type CampusProcess,
  createScratchDatabase,
  startCampusProcess,
} from '../server/src/testing/campus-processes.js';
import { median, ms, p99 } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// 1,000 open GET /api/live streams on one server process (tsx server/src/main.ts on PGlite in a temporary
// DATA_DIR, demo data): the process's resident memory before and with them open (target: under 200 MiB in
// all), then the fan-out: one RSVP to the watched event reaches every stream as a `seats` event, and one
// message to the streams' user reaches every stream as `unread`: time from the write's answer to the first,
// median, p99 and last stream. The streams are held by the sdk's client in this process (so its memory is
// not the server's). Figures only. BENCH_LIVE_STREAMS sets the count. With BENCH_DATABASE_URL (a PostgreSQL
// server) the process runs on a scratch database there instead, and with BENCH_BUILT=1 it runs the bundle
// `pnpm start` runs (server/dist/main.mjs) rather than the sources through tsx.
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const MIB = 1024 * 1024;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

async function call(
  server: CampusProcess,
  method: string,
  path: string,
  token: string | null,
  body?: object,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function login(server: CampusProcess, username: string): Promise<{ token: string; id: number }> {
  const data = (await call(server, 'POST', '/login', null, { username, password: DEMO_PASSWORD })) as {
    token: string;
    user: { id: number };
  };
  return { token: data.token, id: data.user.id };
}

const bench: Bench = {
  name: 'live-streams',
  description: `${STREAMS} open live streams on one process: memory, and fan-out of one change to all`,
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'campus-bench-live-'));
    const postgresUrl = process.env.BENCH_DATABASE_URL;
    const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : null;
    const built = process.env.BENCH_BUILT === '1';
    // A fresh database is migrated and seeded first: minutes on a busy machine.
    const server = await startCampusProcess(
      scratch ? { DATA_DIR: dataDir, DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
      600_000,
      { built },
    );
    const where = `${scratch ? 'PostgreSQL' : 'PGlite'}, ${built ? 'the bundle (dist/main.mjs)' : 'tsx'}`;
    const connections: LiveConnection[] = [];
    try {
      const pid = server.child.pid ?? 0;
      const reader = await login(server, 'teacher');
      const admin = await login(server, 'admin');
      const rsvper = await login(server, 'coordinator');
      const events = (await call(server, 'GET', '/events?per_page=50', reader.token)) as {
        data: Array<{ id: number; title: string }>;
      };
      const event = events.data.find((item) => item.title === 'Community Cleanup Day');
      if (!event) throw new Error('Community Cleanup Day is not listed');
      // Warm the process (the stream route, loaders, JSON) before measuring its memory.
      for (let i = 0; i < 20; i += 1) await call(server, 'GET', `/events/${event.id}`, reader.token);
      const idleRss = await rssOf(pid);

      let onEvent: (index: number, event: LiveEvent) => void = () => {};
      let open = 0;
      const opening = performance.now();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${open} of ${STREAMS} streams opened`)),
          120_000,
        );
        for (let index = 0; index < STREAMS; index += 1) {
          let counted = false;
          connections.push(
            connectLive({
              baseUrl: `${server.url}/api`,
              getToken: () => reader.token,
              watch: [`event:${event.id}`],
              idleTimeoutMs: 600_000,
              onEvent: (live) => onEvent(index, live),
              onStatus: (status) => {
                if (status !== 'open' || counted) return;
                counted = true;
                open += 1;
                if (open === STREAMS) {
                  clearTimeout(timer);
                  resolve();
                }
              },
            }),
          );
        }
      });
      const openMs = performance.now() - opening;
      // Let the opening burst's garbage go before reading the resident size.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const openRss = await rssOf(pid);

      async function fanOut(kind: LiveEvent['type'], write: () => Promise<unknown>) {
        const times: number[] = new Array(STREAMS).fill(Number.NaN);
        let got = 0;
        const all = new Promise<void>((resolve) => {
          onEvent = (index, live) => {
            if (live.type !== kind || !Number.isNaN(times[index])) return;
            times[index] = performance.now();
            got += 1;
            if (got === STREAMS) resolve();
          };
        });
        await write();
        const startedAt = performance.now();
        await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        const delays = times
          .filter((time) => !Number.isNaN(time))
          .map((time) => Math.max(0, time - startedAt));
        return {
          got,
          first: Math.min(...delays),
          median: median(delays),
          p99: p99(delays),
          last: Math.max(...delays),
        };
      }

      const seats = await fanOut('seats', () =>
        call(server, 'POST', `/events/${event.id}/rsvp`, rsvper.token, { response: 'yes', quantity: 1 }),
      );
      const unread = await fanOut('unread', () =>
        call(server, 'POST', '/messages/direct', admin.token, {
          subject: 'Bench',
          content: '<p>Fan-out</p>',
          to_user_id: reader.id,
        }),
      );
      const row = (name: string, figures: typeof seats) => [
        name,
        `${figures.got}/${STREAMS}`,
        ms(figures.first),
        ms(figures.median),
        ms(figures.p99),
        ms(figures.last),
      ];
      return {
        headers: ['fan-out', 'streams reached', 'first', 'median', 'p99', 'last'],
        rows: [row('seats (an RSVP)', seats), row('unread (a message)', unread)],
        notes: [
          `server (${where}) RSS: ${(idleRss / MIB).toFixed(0)} MiB warm and idle, ${(openRss / MIB).toFixed(0)} MiB with ${STREAMS} streams open (target: under 200 MiB); ${((openRss - idleRss) / STREAMS / 1024).toFixed(1)} KiB a stream`,
          `${STREAMS} streams opened in ${ms(openMs)} (one user's token, each watching the event)`,
          'times are from the write’s answer to the event read by this process’s client (both on one machine)',
        ],
      };
    } finally {
      for (const connection of connections) connection.close();
      await server.stop();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
