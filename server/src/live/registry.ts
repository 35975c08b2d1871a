import type { LiveTopic } from '@campus/sdk';
import type { LiveDelivery } from './envelope.js';
import type { SseStream } from './sse-stream.js';

/**
 * The open streams of this process, by user and by topic, so that a delivery reaches its streams without
 * looking at the others. Entries go when their stream closes.
 */
export class StreamRegistry {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private readonly byTopic = new Map<LiveTopic, Set<SseStream>>();

  /** `maxStreamMs`: how long a stream lives before the client is made to reconnect (live-plugin.ts). */
  constructor(private readonly maxStreamMs: number) {}

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  add(stream: SseStream): void {
    if (stream.closed) return;
    addTo(this.byUser, stream.userId, stream);
    for (const topic of stream.watches.keys()) addTo(this.byTopic, topic, stream);
    const end = setTimeout(() => stream.close(), this.maxStreamMs * (0.9 + Math.random() * 0.2));
    end.unref();
    stream.whenClosed(() => {
      clearTimeout(end);
      removeFrom(this.byUser, stream.userId, stream);
      for (const topic of stream.watches.keys()) removeFrom(this.byTopic, topic, stream);
    });
  }

  deliver(deliveries: readonly LiveDelivery[]): void {
    for (const delivery of deliveries) {
      if ('users' in delivery) {
        for (const userId of delivery.users) {
          for (const stream of this.byUser.get(userId) ?? []) stream.send(delivery.event);
        }
      } else {
        for (const stream of this.byTopic.get(delivery.topic) ?? []) {
          if (stream.wants(delivery.topic, delivery.event)) stream.send(delivery.event);
        }
      }
    }
  }

  /** Ends a user's streams (their tokens or rights changed): clients reconnect, and are checked anew. */
  closeUser(userId: number): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.close();
  }

  closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.close();
  }

  /** A comment line to every open stream. */
  heartbeat(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.comment('heartbeat');
  }
}

function addTo<K>(map: Map<K, Set<SseStream>>, key: K, stream: SseStream): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(stream);
}

function removeFrom<K>(map: Map<K, Set<SseStream>>, key: K, stream: SseStream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}
