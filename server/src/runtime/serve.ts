import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@campus/fixtures';
import { loadCommonPasswords } from '@campus/sdk/common-passwords';
import { buildApp } from '../app.js';
import type { ServerConfig } from '../config.js';
import { drainOnSignals } from './drain.js';
import { openDatabase, prepareDatabase } from './open-database.js';

/** How often a running server refreshes PGlite's planner statistics (see prepareDatabase). */
const ANALYZE_EVERY_MS = 60 * 60 * 1000;

export interface ServeOptions {
  /** Migrate and seed first (false in a cluster worker: the primary did). */
  prepare: boolean;
  /** Print where it runs and the demo logins (false in a cluster worker: the primary does). */
  banner: boolean;
}

/** USER_ANSWER_CACHE_TTL_MS: unset keeps the defaults, 0 turns the cache off, else its TTL. */
function userAnswerCacheOption(ttlMs: number | undefined): { ttlMs: number } | boolean {
  if (ttlMs === undefined) return true;
  return ttlMs === 0 ? false : { ttlMs };
}

/** Runs one serving process: open the database, build the app, listen, drain on SIGTERM. */
export async function serve(config: ServerConfig, options: ServeOptions): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  if (options.prepare) await prepareDatabase(database);

  const app = await buildApp({
    database,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    redis: config.redis,
    s3: config.s3,
    waitlistJobs: 'auto',
    guestPageCache:
      config.guestPageCacheTtlMs === undefined ? undefined : { ttlMs: config.guestPageCacheTtlMs },
    userAnswerCache: userAnswerCacheOption(config.userAnswerCacheTtlMs),
    requestGate: { limit: config.requestGateLimit, waitMs: config.requestGateWaitMs },
    requestTimeoutMs: config.requestTimeoutMs,
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

  if (options.banner) {
    const address = app.server.address();
    printBanner(config, typeof address === 'object' && address ? address.port : config.port);
  }
  drainOnSignals(app, async () => {
    clearInterval(analyzer);
    await database.close();
  });
}

export function printBanner(config: ServerConfig, port: number): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Campus is running at http://${host}:${port} (API docs: http://${host}:${port}/api/docs)`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pgdata')}`}`,
  );
  if (config.workers > 1) console.log(`Processes: ${config.workers} (WORKERS)`);
  if (config.redis) console.log('Rate limits: shared in Redis (REDIS_URL)');
  if (config.s3) console.log(`Images: S3 bucket ${config.s3.bucket}`);
  console.log(`Demo logins (password: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(12)} ${account.role}`);
}
