import type { FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Stops a process gracefully on SIGTERM (a balancer, systemd, the cluster primary) or SIGINT: GET /api/health
 * answers 503 at once, the listening socket closes (new connections go to the other processes; a balancer
 * retries them there), idle keep-alive connections close, requests in flight finish and are answered, and
 * then `cleanup` runs (the database) and the process exits 0. Past `timeoutMs` it exits 1.
 */
export function drainOnSignals(
  app: FastifyInstance,
  cleanup: () => Promise<void>,
  timeoutMs = DRAIN_TIMEOUT_MS,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    console.log(`${signal} received: finishing the requests in flight, then stopping`);
    const timer = setTimeout(() => {
      console.error(`Requests still in flight after ${timeoutMs / 1000} s; stopping anyway`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await app.close();
      await cleanup();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
