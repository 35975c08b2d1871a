import fp from 'fastify-plugin';
import { manualClock, pgBossClock, timerClock, type WaitlistClock } from '../modules/waitlist/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waitlist's clock (modules/waitlist/clock.ts): `tick()` expires due offers and offers free places. */
    waitlistClock: WaitlistClock;
  }
}

export interface WaitlistClockPluginOptions {
  /**
   * 'auto' (serving): pg-boss on PostgreSQL, an in-process timer on PGlite. 'manual' (tests, the default):
   * nothing runs by itself; `app.waitlistClock.tick()` sweeps.
   */
  waitlistJobs?: 'auto' | 'manual';
}

export const waitlistClockPlugin = fp<WaitlistClockPluginOptions>(
  async (app, options) => {
    const service = app.services.waitlist;
    let clock: WaitlistClock = manualClock(service);
    if (options.waitlistJobs === 'auto') {
      const postgres = app.database.postgres;
      if (postgres) {
        try {
          clock = await pgBossClock(service, {
            url: postgres.url,
            schema: postgres.schema ? `${postgres.schema}_pgboss` : 'pgboss',
            log: app.log,
          });
        } catch (error) {
          // The queue could not start (no right to make its schema?): the timer keeps offers moving meanwhile.
          app.log.error(
            { err: error },
            'pg-boss did not start: the waitlist sweeps on a timer in this process',
          );
          clock = timerClock(service, app.log);
        }
      } else {
        clock = timerClock(service, app.log);
      }
    }
    app.decorate('waitlistClock', clock);
    app.addHook('onClose', () => clock.stop());
  },
  { name: 'waitlist-clock', dependencies: ['services', 'database'] },
);
