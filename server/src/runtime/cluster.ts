import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config.js';
import { DRAIN_TIMEOUT_MS } from './drain.js';
import { openDatabase, prepareDatabase } from './open-database.js';
import { printBanner } from './serve.js';

/** A worker that dies sooner than this after its start is not restarted at once again (a crash loop). */
const RESTART_PAUSE_MS = 1_000;

/**
 * WORKERS=N on one machine: the primary migrates and seeds once, then forks N workers (serve.ts, each a
 * whole server on the shared port; node's cluster hands connections round-robin). A worker that dies is
 * replaced. SIGTERM or SIGINT is passed to every worker, which drains; the primary exits when all have.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }

  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork({ CAMPUS_WORKER: '1' });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) printBanner(config, config.port);
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_PAUSE_MS);
  });
  for (let index = 0; index < config.workers; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining ${config.workers} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS + 5_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
