import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis shared by every process (REDIS_URL), or null: then the rate limits count in process. */
    redis: Redis | null;
  }
}

export interface RedisPluginOptions {
  redis?: RedisConfig;
}

/**
 * Opens the Redis connection when one is configured. Every key gets the configured prefix (ioredis's
 * keyPrefix), so deployments and test runs can share a server. The first connection must succeed, so a
 * server with a wrong REDIS_URL does not start; after that ioredis reconnects by itself, and a command
 * sent while it cannot fails after one retry instead of waiting (the limits then let the request through,
 * plugins/rate-limit.ts).
 */
export const redisPlugin = fp<RedisPluginOptions>(
  async (app, options) => {
    if (!options.redis) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.redis.url, {
      keyPrefix: options.redis.prefix,
      lazyConnect: true,
      connectTimeout: 5_000,
      commandTimeout: 2_000,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
