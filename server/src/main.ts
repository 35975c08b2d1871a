import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';

// Starts Campus: open the database (PGlite in DATA_DIR unless DATABASE_URL), migrate, seed an empty one,
// serve API and web app on PORT, and close both cleanly on SIGINT/SIGTERM.

async function openDatabase(dataDir: string, databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (databaseUrl) return connectDatabase({ kind: 'postgres', url: databaseUrl });
  const pgdata = join(dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  return connectDatabase({ kind: 'pglite', dataDir: pgdata });
}

async function main(): Promise<void> {
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config.dataDir, config.databaseUrl);
  await migrateDatabase(database);
  if (await seedDemoData(database.db)) console.log('Seeded demo data');
  // PGlite runs no autovacuum, so planner statistics would only ever be as fresh as the last ANALYZE.
  if (database.kind === 'pglite') await database.exec('ANALYZE');

  const app = await buildApp({
    database,
    dataDir: config.dataDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ port: config.port, host: config.host });

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
