import { type ChangeFeed, decodeChange, encodeChange, type FeedLog, Subscribers } from './change-feed.js';

/**
 * The change feed of one process (PGlite, or a test): a publication reaches this process's subscribers at
 * once, and nothing is ever lost, so `onGap` handlers are never called. Payloads go through JSON as they
 * would over PostgreSQL, so a subscriber sees the same value (and a too-large one fails here too).
 */
export function createMemoryChangeFeed(log: FeedLog = console): ChangeFeed {
  const subscribers = new Subscribers(log);
  return {
    kind: 'memory',
    connected: true,
    async publish(topic, payload) {
      const change = decodeChange(encodeChange(topic, payload));
      if (change) subscribers.deliver(change.topic, change.payload);
    },
    async publishMany(topic, payloads) {
      for (const payload of payloads) await this.publish(topic, payload);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onGap: (handler) => subscribers.addGap(handler),
    async close() {},
  };
}
