import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { loadCommonPasswords } from '@campus/sdk/common-passwords';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';

// Starts Campus: open the database (PGlite in DATA_DIR unless DATABASE_URL), migrate, seed an empty one,
// serve API and web app on PORT, and close both cleanly on SIGINT/SIGTERM.

/** How often a running server refreshes PGlite's planner statistics (see main). */
const ANALYZE_EVERY_MS = 60 * 60 * 1000;

// An initdb'd empty cluster that server/build.mjs writes beside the bundle (dist/). Under tsx (pnpm dev)
// there is none beside src/main.ts, and PGlite runs initdb itself.
const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-initdb.tar.gz', import.meta.url));

async function openDatabase(dataDir: string, databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (databaseUrl) return connectDatabase({ kind: 'postgres', url: databaseUrl });
  const pgdata = join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  const fresh = !existsSync(join(pgdata, 'PG_VERSION'));
  const loadDataDir =
    fresh && existsSync(PGLITE_TEMPLATE) ? new Blob([await readFile(PGLITE_TEMPLATE)]) : undefined;
  return connectDatabase({ kind: 'pglite', dataDir: pgdata, loadDataDir });
}

async function main(): Promise<void> {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config.dataDir, config.databaseUrl);
  const migrated = await migrateDatabase(database);
  const seeded = await seedDemoData(database.db);
  if (seeded) console.log('Seeded demo data');
  // PGlite runs no autovacuum (nor keeps the row counts that would tell when to), so planner statistics are
  // only as fresh as the last ANALYZE; they are kept in the folder across restarts. After a bulk change
  // (migrations, the seed) they are refreshed before the first request, and then every hour. Not at every
  // start: on one connection the first requests would wait the second or so ANALYZE takes.
  if (database.kind === 'pglite' && (migrated > 0 || seeded)) await database.exec('ANALYZE');

  const app = await buildApp({
    database,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });
  // The common-password list takes a few hundred milliseconds to unpack: done now, in the background,
  // rather than in the first registration or password change.
  loadCommonPasswords().catch((error: unknown) =>
    app.log.error({ err: error }, 'could not load the common-password list'),
  );
  const analyzer =
    database.kind === 'pglite'
      ? setInterval(() => {
          database.exec('ANALYZE').catch((error: unknown) => app.log.warn({ err: error }, 'ANALYZE failed'));
        }, ANALYZE_EVERY_MS).unref()
      : undefined;

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Campus is running at http://${host}:${port} (API docs: http://${host}:${port}/api/docs)`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pgdata')}`}`,
  );
  console.log(`Demo logins (password: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(12)} ${account.role}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(analyzer);
    console.log(`\n${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
