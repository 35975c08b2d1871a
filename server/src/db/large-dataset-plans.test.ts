import { scaledGeneratedSizes } from '@campus/fixtures';
import { calendarRange } from '@campus/sdk';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../testing/count-queries.js';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { bearer } from '../testing/http.js';
import { pgliteTemplate } from '../testing/pglite-template.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { connectDatabase } from './connect.js';
import { loadGeneratedDataset } from './generated-data.js';
import { todayInTimeZone } from './seed/today.js';

// The heaviest reads of the signed-in screens, on a tenth of the large dataset (1,000 users, 20,000 RSVPs
// and 20,000 enrollments beside the demo data): every statement each sends is explained as the server runs
// it, a prepared statement's generic plan (EXPLAIN (GENERIC_PLAN), PGlite's PostgreSQL 17), and none may
// read RSVPs, enrollments or users from end to end. An index dropped or a filter that cannot use one shows
// here before it shows under load.

const BIG_TABLES = /Seq Scan on (rsvps|enrollments|users)\b/;

let t: TestApp;
let ids: FixtureIds;
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  const database = await connectDatabase({ kind: 'pglite', client });
  await loadGeneratedDataset(database.db, { sizes: scaledGeneratedSizes(0.1), today: todayInTimeZone() });
  t = await buildTestApp({ database, actorCache: false });
  ids = await loadFixtureIds(t.database);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

/** The calendar week around today (the dashboard's default view), as its query. */
function thisWeek(): string {
  const { from, to } = calendarRange('week', todayInTimeZone());
  return `from=${from}&to=${to}`;
}

const calls = () => [
  '/api/user',
  '/api/dashboard/courses',
  '/api/user/events',
  `/api/calendar?${thisWeek()}`,
  '/api/user/rsvps',
  '/api/user/enrolled-courses',
  '/api/user/recommended-courses',
  '/api/events?page=1',
  '/api/events?page=20',
  `/api/events/${ids.event('Riverside Jazz Night')}`,
  '/api/courses?page=1',
  '/api/courses?page=20',
  `/api/courses/${ids.course('Introduction to Robotics')}/sessions`,
  '/api/messages/inbox',
  '/api/cart',
];

/** Each statement's generic plan, as text. */
async function plans(statements: string[]): Promise<string[]> {
  const explained: string[] = [];
  for (const statement of new Set(statements)) {
    if (!/^\s*(select|with)\b/i.test(statement)) continue;
    // The simple query protocol: a statement with $1 in it and no values bound. Sequential scans off, as a
    // last resort only: at a tenth of the sizes a scan of users is cheaper than ten index lookups, which it
    // is not at full size; a Seq Scan left in the plan then means no index can serve the filter.
    const [, result] = await client.exec(
      `SET enable_seqscan = off; EXPLAIN (GENERIC_PLAN) ${statement}; RESET enable_seqscan;`,
    );
    explained.push((result?.rows ?? []).map((row) => Object.values(row)[0]).join('\n'));
  }
  return explained;
}

describe('the signed-in screens on the large dataset', () => {
  it('read RSVPs, enrollments and users only through indexes', async () => {
    const headers = bearer(await t.loginAs('student'));
    let explainedStatements = 0;
    const fullScans: string[] = [];
    for (const url of calls()) {
      const { result, queries } = await countQueries(t.database, () =>
        t.app.inject({ method: 'GET', url, headers }),
      );
      expect(result.statusCode, `${url}: ${result.body}`).toBe(200);
      const explained = await plans(queries);
      explainedStatements += explained.length;
      for (const plan of explained) if (BIG_TABLES.test(plan)) fullScans.push(`${url}:\n${plan}`);
    }
    expect(fullScans, fullScans.join('\n\n')).toEqual([]);
    expect(explainedStatements).toBeGreaterThanOrEqual(calls().length);
  });
});
