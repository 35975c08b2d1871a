import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.js';
import { runPrimary } from './runtime/cluster.js';
import { serve } from './runtime/serve.js';

// Starts Campus: open the database (PGlite in DATA_DIR unless DATABASE_URL), migrate, seed an empty one, serve
// API and web app on PORT, and drain on SIGTERM (runtime/serve.ts). With WORKERS=N (PostgreSQL only) the
// primary prepares the database and forks N serving workers (runtime/cluster.ts).

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const worker = cluster.isWorker;
  await serve(config, { prepare: !worker, banner: !worker });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // A bad environment variable says what to fix; anything else is a bug worth its stack.
  if (error instanceof Error && error.stack && !(error instanceof ConfigError)) console.error(error.stack);
  process.exit(1);
});
