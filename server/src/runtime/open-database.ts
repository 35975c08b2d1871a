import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.js';
import { connectDatabase, type DatabaseHandle } from '../db/connect.js';
import { applyPendingMigrations, withStartupLock } from '../db/migrate.js';
import { seedDemoData } from '../db/seed.js';

// An initdb'd empty cluster that server/build.mjs writes beside the bundle (dist/). Under tsx (pnpm dev)
// there is none beside src/runtime/, and PGlite runs initdb itself.
const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-initdb.tar.gz', import.meta.url));

/** PGlite in `<dataDir>/pgdata` (from the template when new), or PostgreSQL at DATABASE_URL. */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectDatabase({ kind: 'postgres', url: config.databaseUrl });
  const pgdata = join(config.dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  const loadDataDir =
    fresh && existsSync(PGLITE_TEMPLATE) ? new Blob([await readFile(PGLITE_TEMPLATE)]) : undefined;
  return connectDatabase({ kind: 'pglite', dataDir: pgdata, loadDataDir });
}

/**
 * Migrates and seeds an empty database, under the startup lock: of several processes starting at once on
 * one PostgreSQL, one does the work and the others find it done.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
): Promise<{ migrated: number; seeded: boolean }> {
  const prepared = await withStartupLock(database, async () => {
    const migrated = await applyPendingMigrations(database);
    const seeded = await seedDemoData(database.db);
    return { migrated, seeded };
  });
  if (prepared.seeded) console.log('Seeded demo data');
  // PGlite runs no autovacuum (nor keeps the row counts that would tell when to), so planner statistics are
  // only as fresh as the last ANALYZE; they are kept in the folder across restarts. After a bulk change
  // (migrations, the seed) they are refreshed before the first request, and then every hour (serve.ts). Not
  // at every start: on one connection the first requests would wait the second or so ANALYZE takes.
  if (database.kind === 'pglite' && (prepared.migrated > 0 || prepared.seeded))
    await database.exec('ANALYZE');
  return prepared;
}
