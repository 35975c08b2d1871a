/**
 * The change feed: one way for every process of a deployment to tell the others that something changed, so
 * that caches drop what is stale and (issue 25) live streams tell their browsers. A topic names what
 * changed; its payload is a small JSON value. Every subscriber in every process receives each publication,
 * the publisher's own process included, some time after `publish` resolves (on PostgreSQL, when NOTIFY is
 * delivered; in process, at once). Delivery is at most once: when a feed may have lost publications (its
 * connection dropped), it calls every `onGap` handler instead, and whoever keeps derived state throws it
 * away. Publish after the change is committed, so that a receiver that reads again sees it.
 */
export interface ChangeFeed {
  /** `memory` (one process, PGlite) or `postgres` (LISTEN/NOTIFY). */
  readonly kind: 'memory' | 'postgres';
  /** False while publications may be getting lost (the PostgreSQL feed's LISTEN connection is down). */
  readonly connected: boolean;
  publish<T extends ChangeTopic>(topic: T, payload: ChangeTopics[T]): Promise<void>;
  /** Publishes each payload in order, in one statement on PostgreSQL (a fan-out costs one round trip). */
  publishMany<T extends ChangeTopic>(topic: T, payloads: readonly ChangeTopics[T][]): Promise<void>;
  /** Calls `handler` with each payload published on `topic`; answers the function that unsubscribes. */
  subscribe<T extends ChangeTopic>(topic: T, handler: (payload: ChangeTopics[T]) => void): () => void;
  /** Calls `handler` whenever publications may have been lost; answers the function that unsubscribes. */
  onGap(handler: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Every topic and its payload. A module that publishes a topic of its own adds it here, or from its own file:
 * `declare module '../../changes/change-feed.js' { interface ChangeTopics { 'messages': { userId: number } } }`.
 */
export interface ChangeTopics {
  /** A user's actor changed (logout, revoked sessions, password, permissions, deletion): drop their tokens. */
  actor: { userId: number };
  /** A write: anything a cached answer shows may have changed; the answer caches empty themselves. */
  answers: null;
}

export type ChangeTopic = keyof ChangeTopics;

/** NOTIFY refuses payloads of 8000 bytes or more; the envelope takes a few of them. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** What travels: the topic and the payload, as one JSON text. */
export function encodeChange(topic: string, payload: unknown): string {
  const text = JSON.stringify({ topic, payload: payload ?? null });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A change on "${topic}" is too large to publish (${Buffer.byteLength(text)} bytes)`);
  }
  return text;
}

/** The topic and payload of a received text, or null when it is not one of ours. */
export function decodeChange(text: string): { topic: string; payload: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'topic' in value && typeof value.topic === 'string') {
      return { topic: value.topic, payload: 'payload' in value ? value.payload : null };
    }
  } catch {
    // Not JSON: somebody else's NOTIFY on our channel.
  }
  return null;
}

type Handler = (payload: never) => void;

/** The subscribers of one process, by topic, and the gap handlers; shared by every implementation. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<Handler>>();
  private readonly gapHandlers = new Set<() => void>();

  constructor(private readonly log: FeedLog) {}

  add(topic: string, handler: Handler): () => void {
    let handlers = this.byTopic.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.byTopic.set(topic, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  }

  addGap(handler: () => void): () => void {
    this.gapHandlers.add(handler);
    return () => {
      this.gapHandlers.delete(handler);
    };
  }

  /** One subscriber's failure must not keep the others from hearing the change. */
  deliver(topic: string, payload: unknown): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      try {
        (handler as (value: unknown) => void)(payload);
      } catch (error) {
        this.log.error({ err: error, topic }, 'A change feed subscriber failed');
      }
    }
  }

  gap(): void {
    for (const handler of this.gapHandlers) {
      try {
        handler();
      } catch (error) {
        this.log.error({ err: error }, 'A change feed gap handler failed');
      }
    }
  }
}

export interface FeedLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
