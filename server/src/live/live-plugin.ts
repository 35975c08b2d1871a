import fp from 'fastify-plugin';
import { changeFeedBus } from './bus.js';
import { createLiveHub } from './hub.js';
import { createRedisBus } from './redis-bus.js';
import { StreamRegistry } from './registry.js';
import { installSeatsAfterReply } from './seats-after-reply.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open GET /api/live streams (modules/live/routes.ts adds them). */
    liveStreams: StreamRegistry;
  }
}

export interface LivePluginOptions {
  /** How often every open stream gets a comment line (proxies close silent connections); 20 s. */
  heartbeatMs?: number;
  /**
   * A stream ends after about this long (give or take a tenth, so reconnections spread out) and the client
   * opens the next: access to its topics is checked anew, and a balancer spreads streams over processes
   * started since. 30 minutes.
   */
  maxStreamMs?: number;
}

export const DEFAULT_HEARTBEAT_MS = 20_000;
export const DEFAULT_MAX_STREAM_MS = 30 * 60_000;

/**
 * Decorates `app.live` (live/live-hub.ts), the hub services publish through after their commits, and
 * `app.liveStreams`. Deliveries cross processes over Redis pub/sub when REDIS_URL is set, else over the
 * change feed (LISTEN/NOTIFY; in process on PGlite). A stream ends when its user's actor changes (logout,
 * revoked sessions, rights: the client reconnects and is checked anew), when deliveries may have been lost
 * (the client reconnects and reads the current state), and before the server closes (so draining is not held
 * up by streams that never end on their own).
 */
export const livePlugin = fp<LivePluginOptions>(
  async (app, options) => {
    const bus = app.redis ? await createRedisBus(app.redis, app.log) : changeFeedBus(app.changes);
    const registry = new StreamRegistry(options.maxStreamMs ?? DEFAULT_MAX_STREAM_MS);
    bus.subscribe((deliveries) => registry.deliver(deliveries));
    bus.onGap(() => registry.closeAll());
    const stopActor = app.changes.subscribe('actor', ({ userId }) => registry.closeUser(userId));
    // One timer for every stream: an idle stream has none of its own, and no query.
    const heartbeat = setInterval(() => registry.heartbeat(), options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('live', createLiveHub(app.db, bus, app.log));
    app.decorate('liveStreams', registry);
    installSeatsAfterReply(app);
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      registry.closeAll();
    });
    app.addHook('onClose', async () => {
      stopActor();
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['database', 'change-feed', 'redis'] },
);
