import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseHandle } from './connect.js';

/** The SQL files drizzle-kit generates (`pnpm --filter @campus/server db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// A small runner instead of Drizzle's migrators: it runs on both drivers through one code path, and it keeps
// its journal in the current schema (not a shared `drizzle` schema), so every test schema migrates itself.
const JOURNAL = '__campus_migrations';
const journal = pgTable(JOURNAL, { hash: text('hash').primaryKey() });

/**
 * Applies every migration not applied yet, under the startup lock (see `withStartupLock`). Returns how many
 * it applied.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  /** Another folder of migrations (tests of a data move apply the ones before it first). */
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<number> {
  return withStartupLock(handle, () => applyPendingMigrations(handle, migrationsFolder));
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock of this database (and schema), so that of ten
 * processes starting at once one migrates (and seeds) while the others wait, then find nothing left to do.
 * The lock is held by a connection of its own (a pooled one could be handed to `work`'s queries and the
 * lock with it); PGlite is one process and needs none. A process that dies holding it releases it with its
 * connection.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.postgres) return work();
  const client = new pg.Client({ connectionString: handle.postgres.url, application_name: 'campus startup' });
  await client.connect();
  const key = `campus_startup:${handle.postgres.schema ?? ''}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies every migration not applied yet; call it under `withStartupLock`. Each migration and its journal
 * row go in one simple-protocol message, which PostgreSQL (and PGlite) run as one implicit transaction: a
 * failing migration leaves nothing behind, and no connection is left inside an aborted BEGIN.
 */
export async function applyPendingMigrations(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<number> {
  await handle.exec(
    `CREATE TABLE IF NOT EXISTS "${JOURNAL}" (hash text PRIMARY KEY, created_at bigint NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied = await appliedHashes(handle);
  let count = 0;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (applied.has(migration.hash)) continue;
    // drizzle-kit writes foreign keys as "public"."table"; unqualified names follow the search_path instead.
    const statements = migration.sql
      .map((statement) => statement.replaceAll('"public".', '').trim().replace(/;$/, ''))
      .filter((statement) => statement.length > 0);
    statements.push(
      `INSERT INTO "${JOURNAL}" (hash, created_at) VALUES ('${migration.hash}', ${migration.folderMillis})`,
    );
    await handle.exec(statements.join(';\n'));
    count += 1;
  }
  return count;
}

async function appliedHashes(handle: DatabaseHandle): Promise<Set<string>> {
  const done = await handle.db.select({ hash: journal.hash }).from(journal);
  return new Set(done.map((row) => row.hash));
}

let knownHashes: string[] | undefined;

/**
 * How many of this build's migrations the database lacks (0: current). Reads the journal, so it also tells
 * whether the database answers (it throws when not); GET /api/health asks it.
 */
export async function pendingMigrationCount(handle: DatabaseHandle): Promise<number> {
  knownHashes ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (migration) => migration.hash,
  );
  const applied = await appliedHashes(handle);
  return knownHashes.filter((hash) => !applied.has(hash)).length;
}
