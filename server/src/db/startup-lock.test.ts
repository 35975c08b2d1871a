import { type ChildProcess, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config.js';
import { createBlankDatabase } from '../testing/test-database.js';
import type { DatabaseHandle } from './connect.js';
import { MIGRATIONS_FOLDER } from './migrate.js';

// Ten processes start at the same moment on one empty PostgreSQL database (as ten servers of a deployment
// would): each migrates and seeds under the startup lock (an advisory lock), so exactly one does the work and
// the nine others wait for it and find nothing left to do. Without the lock they would create the same
// tables at once and fail, or seed the demo data ten times.

const url = process.env.TEST_DATABASE_URL;
const PROCESSES = 10;

let database: DatabaseHandle;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (url) database = await createBlankDatabase();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.close();
});

interface Outcome {
  code: number | null;
  output: string;
}

function startChild(schema: string): { child: ChildProcess; ready: Promise<void>; done: Promise<Outcome> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/prepare-database-child.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: url, TEST_SCHEMA: schema },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
    if (output.includes('ready\n')) markReady();
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const done = new Promise<Outcome>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, ready: Promise.race([ready, done.then(() => {})]), done };
}

describe.runIf(url)('ten processes starting at once on one empty database', () => {
  it('migrate and seed exactly once between them', async () => {
    const schema = database.postgres?.schema;
    if (!schema) throw new Error('not a test schema');
    const started = Array.from({ length: PROCESSES }, () => startChild(schema));
    await Promise.all(started.map((one) => one.ready));
    for (const one of started) one.child.stdin?.end('go\n');
    const outcomes = await Promise.all(started.map((one) => one.done));

    for (const outcome of outcomes) expect(outcome.code, outcome.output).toBe(0);
    const reports = outcomes.map((outcome) => {
      const line = outcome.output.trim().split('\n').at(-1) ?? '';
      return JSON.parse(line) as { migrated: number; seeded: boolean };
    });
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
    // One process applied every migration and seeded; the nine others found both done.
    expect(reports.map((report) => report.migrated).sort((x, y) => y - x)).toEqual([
      migrations,
      ...Array(PROCESSES - 1).fill(0),
    ]);
    expect(reports.filter((report) => report.seeded)).toHaveLength(1);

    const count = async (table: string) => {
      const result = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    };
    expect(await count('__campus_migrations')).toBe(migrations);
    expect(await count('users')).toBeGreaterThan(0);
    // The demo accounts once each (a second seed would have failed on their unique usernames or doubled rows).
    const admins = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE username = 'admin'`,
    )) as { rows: { n: number }[] };
    expect(admins.rows[0]?.n).toBe(1);
  }, 180_000);
});
