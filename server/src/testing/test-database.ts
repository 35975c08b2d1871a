import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle, type QueryListener } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoData } from '../db/seed.js';
import { pgliteTemplate } from './pglite-template.js';

export interface TestDatabaseOptions {
  onQuery?: QueryListener;
}

/**
 * A migrated database holding the demo data, private to the caller: on PGlite a fresh instance loaded from
 * a template (migrated and seeded once per process); with TEST_DATABASE_URL a new PostgreSQL schema,
 * migrated and seeded, dropped on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL) {
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    return connectDatabase({ kind: 'pglite', client, onQuery: options.onQuery });
  }
  const handle = await createBlankDatabase(options);
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * An empty database, not even migrated (for migration and seeding tests): a new in-memory PGlite (slow: a
 * few seconds), or with TEST_DATABASE_URL a new PostgreSQL schema, dropped on close.
 */
export async function createBlankDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return connectDatabase({ kind: 'pglite', onQuery: options.onQuery });
  const schema = `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA "${schema}"`);
  const handle = await connectDatabase({ kind: 'postgres', url, schema, onQuery: options.onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      // pg-boss's tables, if an app ran the waitlist's queue on this schema (plugins/waitlist-clock.ts).
      await adminQuery(url, `DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
    },
  };
}

const SCHEMA_PREFIX = 'test_';

/**
 * Drops test schemas left behind by runs that died before closing their databases. A schema's name holds
 * its creation time; only those older than `olderThanMs` go, so concurrent runs keep theirs.
 */
export async function dropStaleTestSchemas(url: string, olderThanMs = 3_600_000): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE '${SCHEMA_PREFIX}%'`,
    );
    const now = Date.now();
    const stale = rows.map((row) => row.name).filter((name) => isStaleTestSchema(name, now, olderThanMs));
    for (const name of stale) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    return stale;
  } finally {
    await client.end();
  }
}

/**
 * True for a test schema name (`test_<base-36 ms>_<hex>`, or its pg-boss schema `..._pgboss`) created more
 * than `olderThanMs` before `now`.
 */
export function isStaleTestSchema(name: string, now: number, olderThanMs: number): boolean {
  const match = /^test_([0-9a-z]+)_[0-9a-f]+(?:_pgboss)?$/.exec(name);
  if (!match?.[1]) return false;
  return now - Number.parseInt(match[1], 36) > olderThanMs;
}

/** One statement on a short-lived connection (schema set-up and clean-up outside the pool). */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
