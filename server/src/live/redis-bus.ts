import type { Redis } from 'ioredis';
import type { LiveBus } from './bus.js';
import { chunkDeliveries, readDeliveries } from './envelope.js';

/** Redis takes large messages, but one delivery per NOTIFY-sized chunk keeps both buses alike. */
const REDIS_CHUNK_BYTES = 64_000;

/**
 * Deliveries over Redis pub/sub (REDIS_URL): PUBLISH on the app's connection, SUBSCRIBE on a connection of
 * its own (a subscribed connection can send nothing else). The channel carries the deployment's key prefix,
 * which ioredis applies to keys but not to channels.
 */
export async function createRedisBus(
  redis: Redis,
  log: { warn(o: object, m: string): void },
): Promise<LiveBus> {
  const channel = `${redis.options.keyPrefix ?? ''}live`;
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'Live updates: Redis subscriber error'));
  await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    async publish(deliveries) {
      for (const chunk of chunkDeliveries(deliveries, REDIS_CHUNK_BYTES)) {
        await redis.publish(channel, JSON.stringify(chunk));
      }
    },
    subscribe(handler) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          handler(readDeliveries(JSON.parse(text)));
        } catch (error) {
          log.warn({ err: error }, 'Live updates: an unreadable Redis message');
        }
      });
    },
    onGap(handler) {
      // After the first connection, each 'ready' follows a loss: what was published meanwhile is gone.
      subscriber.on('ready', handler);
      subscriber.on('close', handler);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
