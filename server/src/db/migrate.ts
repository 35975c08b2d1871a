import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './connect.js';

/** The SQL files drizzle-kit generates (`pnpm --filter @campus/server db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// A small runner instead of Drizzle's migrators: it runs on both drivers through one code path, and it keeps
// its journal in the current schema (not a shared `drizzle` schema), so every test schema migrates itself.
const JOURNAL = '__campus_migrations';
const journal = pgTable(JOURNAL, { hash: text('hash').primaryKey() });

/**
 * Applies every migration not applied yet. Returns how many it applied. Each migration and its journal row go
 * in one simple-protocol message, which PostgreSQL (and PGlite) run as one implicit transaction: a failing
 * migration leaves nothing behind, and no connection is left inside an aborted BEGIN.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  /** Another folder of migrations (tests of a data move apply the ones before it first). */
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<number> {
  await handle.exec(
    `CREATE TABLE IF NOT EXISTS "${JOURNAL}" (hash text PRIMARY KEY, created_at bigint NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = await handle.db.select({ hash: journal.hash }).from(journal);
  const applied = new Set(done.map((row) => row.hash));
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
