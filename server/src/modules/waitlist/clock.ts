import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { WaitlistService } from './service.js';

/** The pg-boss queue of the waitlist's clock: each job is one sweep (expire due holds, offer free places). */
export const WAITLIST_SWEEP_QUEUE = 'waitlist-sweep';
/** How often the in-process timer sweeps on PGlite. */
const TIMER_EVERY_MS = 30_000;

/**
 * The clock-driven part of the waitlist (issue 25): offers whose claim window has passed expire and their
 * places move on. On PostgreSQL a durable pg-boss queue drives it (a sweep each minute by cron, and one at
 * each offer's end): jobs live in the database, so they survive a restart, and each runs once however many
 * processes work the queue. On PGlite (one process) an in-process timer does. `tick()` runs a sweep here
 * and now: tests move the app's clock, then tick.
 */
export interface WaitlistClock {
  readonly kind: 'pg-boss' | 'timer' | 'manual';
  tick(): Promise<{ expired: number; offered: number }>;
  /** Asks for a sweep at `at` (an offer's end): a pg-boss job; the timer and manual clocks need none. */
  sweepAt(at: Date): Promise<void>;
  stop(): Promise<void>;
}

export function manualClock(service: WaitlistService): WaitlistClock {
  return { kind: 'manual', tick: () => service.sweep(), sweepAt: async () => {}, stop: async () => {} };
}

export function timerClock(
  service: WaitlistService,
  log: FastifyBaseLogger,
  everyMs = TIMER_EVERY_MS,
): WaitlistClock {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = service
      .sweep()
      .catch((error: unknown) => log.error({ err: error }, 'the waitlist sweep failed'));
  }, everyMs);
  timer.unref();
  return {
    kind: 'timer',
    tick: () => service.sweep(),
    sweepAt: async () => {},
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

export interface PgBossClockOptions {
  url: string;
  /** The schema pg-boss keeps its tables in (the app's schema plus `_pgboss`, or `pgboss`). */
  schema: string;
  log: FastifyBaseLogger;
}

/** The durable clock on PostgreSQL: pg-boss in its own schema, a cron sweep each minute, a worker here. */
export async function pgBossClock(
  service: WaitlistService,
  options: PgBossClockOptions,
): Promise<WaitlistClock> {
  const boss = new PgBoss({
    connectionString: options.url,
    schema: options.schema,
    max: 2,
    application_name: 'campus-waitlist',
  });
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'pg-boss failed'));
  await boss.start();
  // 'stately': at most one sweep waiting and one running per singleton key, however many processes ask. The
  // cron's sweeps share the empty key; each offer end has a key of its own (below).
  await boss.createQueue(WAITLIST_SWEEP_QUEUE, { name: WAITLIST_SWEEP_QUEUE, policy: 'stately' });
  await boss.schedule(WAITLIST_SWEEP_QUEUE, '* * * * *');
  await boss.work(WAITLIST_SWEEP_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await service.sweep();
  });
  return {
    kind: 'pg-boss',
    tick: () => service.sweep(),
    sweepAt: async (at) => {
      // Keyed by its time: one job per offer end however many processes ask for it. Unkeyed, the stately
      // queue's one waiting job would be the first offer's end (hours away) and pg-boss would drop every
      // other send meanwhile (later offers' ends, the cron's minute sweeps) without an error.
      await boss.send(WAITLIST_SWEEP_QUEUE, {}, { startAfter: at, singletonKey: `at:${at.toISOString()}` });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
