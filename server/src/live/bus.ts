import type { ChangeFeed } from '../changes/change-feed.js';
import { chunkDeliveries, type LiveDelivery, readDeliveries } from './envelope.js';

declare module '../changes/change-feed.js' {
  interface ChangeTopics {
    /** Live stream deliveries (live/envelope.ts), for every process's open streams. */
    live: unknown;
  }
}

/**
 * How deliveries reach every process (this one included): the change feed (LISTEN/NOTIFY, or in process on
 * PGlite) by default, Redis pub/sub when REDIS_URL is set (live/redis-bus.ts). At most once: a lost
 * delivery is caught up by the client when its stream reopens.
 */
export interface LiveBus {
  readonly kind: 'change-feed' | 'redis';
  publish(deliveries: readonly LiveDelivery[]): Promise<void>;
  subscribe(handler: (deliveries: LiveDelivery[]) => void): void;
  /** Calls `handler` when deliveries may have been lost (the connection dropped, or is back). */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

/** Below the change feed's limit (7,900 bytes with its own envelope). */
const FEED_CHUNK_BYTES = 7_000;

export function changeFeedBus(changes: ChangeFeed): LiveBus {
  const unsubscribers: Array<() => void> = [];
  return {
    kind: 'change-feed',
    async publish(deliveries) {
      await changes.publishMany('live', chunkDeliveries(deliveries, FEED_CHUNK_BYTES));
    },
    subscribe(handler) {
      unsubscribers.push(changes.subscribe('live', (payload) => handler(readDeliveries(payload))));
    },
    onGap(handler) {
      unsubscribers.push(changes.onGap(handler));
    },
    async close() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
    },
  };
}
