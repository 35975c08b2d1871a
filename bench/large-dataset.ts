import { performance } from 'node:perf_hooks';
import { scaledGeneratedSizes } from '../fixtures/src/index.js';
import { buildApp } from '../server/src/app.js';
import { connectDatabase } from '../server/src/db/connect.js';
import { loadGeneratedDataset } from '../server/src/db/generated-data.js';
import { migrateDatabase } from '../server/src/db/migrate.js';
import { todayInTimeZone } from '../server/src/db/seed/today.js';
import { seedDemoData } from '../server/src/db/seed.js';
import { median, ms, p95, p99 } from './lib/stats.js';
import type { Bench } from './lib/types.js';

// BENCH_SCALE=0.1 runs a tenth of the default sizes (10,000 users, 2,000 courses, 2,000 events,
// 200,000 enrollments and RSVPs) for a quick look. The data is dated around today, so about half the events
// are upcoming. Requests go one at a time: these are service times, without a queue of concurrent requests.
const SCALE = Number(process.env.BENCH_SCALE ?? '1');
const REQUESTS = 200;

async function timeRequests(send: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    const status = await send();
    samples.push(performance.now() - start);
    if (status !== 200) throw new Error(`request answered ${status}`);
  }
  return samples;
}

const bench: Bench = {
  name: 'large-dataset',
  description: 'the generated large dataset on in-memory PGlite: load time, then request latency',
  async run() {
    const handle = await connectDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(handle);
      await seedDemoData(handle.db);
      const loaded = await loadGeneratedDataset(handle.db, {
        sizes: scaledGeneratedSizes(SCALE),
        today: todayInTimeZone(),
      });
      // The guest page cache off: this bench times what a request costs with the database, not a cache hit.
      const app = await buildApp({
        database: handle,
        dataDir: '/tmp/campus-bench-unused',
        guestPageCache: false,
      });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'student', password: 'campus123' },
        });
        const token: string = login.json().data.token;
        const headers = { authorization: `Bearer ${token}` };
        const profile = await timeRequests(
          async () => (await app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode,
        );
        const organizations = await timeRequests(
          async () =>
            (await app.inject({ method: 'GET', url: '/api/organizations/registration' })).statusCode,
        );
        const events = await timeRequests(
          async () => (await app.inject({ method: 'GET', url: '/api/events?page=1' })).statusCode,
        );
        const myEvents = await timeRequests(
          async () => (await app.inject({ method: 'GET', url: '/api/user/events', headers })).statusCode,
        );
        const rows = Object.entries(loaded.rows).map(([table, count]) => [`rows in ${table}`, String(count)]);
        const timing = (label: string, samples: number[]) => [
          `${label} median / p95 / p99`,
          [median(samples), p95(samples), p99(samples)].map((value) => `${value.toFixed(1)} ms`).join(' / '),
        ];
        return {
          headers: ['figure', 'value'],
          rows: [
            ['load (generate + bulk insert)', ms(loaded.milliseconds)],
            ...rows,
            ['GET /api/profile median / p95', `${ms(median(profile))} / ${ms(p95(profile))}`],
            [
              'GET /api/organizations/registration median / p95',
              `${ms(median(organizations))} / ${ms(p95(organizations))}`,
            ],
            timing('GET /api/events?page=1 (guest)', events),
            timing('GET /api/user/events (student)', myEvents),
          ],
          notes: [
            `Scale ${SCALE} of the default sizes; ${REQUESTS} sequential requests each through app.inject.`,
          ],
        };
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
  },
};

export default bench;
