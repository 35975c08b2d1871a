import pg from 'pg';
import { type ChangeFeed, decodeChange, encodeChange, type FeedLog, Subscribers } from './change-feed.js';

// The change feed of several processes on one PostgreSQL database: `publish` sends NOTIFY on a pooled
// connection, and each process LISTENs on one dedicated connection of its own (not from the pool: a pooled
// connection is handed to queries and would lose its LISTEN). When that connection drops (PostgreSQL
// restarted, the backend terminated, the network), notifications sent meanwhile are gone: the feed calls the
// gap handlers, reconnects with a growing delay, and calls them again once it listens anew.

const CHANNEL = 'campus_changes';

/**
 * The channel of a schema: test files share one database with a schema each, and a shared channel would let
 * one file's writes empty another's caches (harmless, but it turns exact statement counts into guesses).
 * Production uses no schema.
 */
export function changeChannel(schema?: string): string {
  return schema ? `${CHANNEL}_${schema}` : CHANNEL;
}

export interface PostgresChangeFeedOptions {
  /** The database to LISTEN on (a connection of its own). */
  url: string;
  channel: string;
  /** Sends the texts in order, in one statement on a pooled connection (the app's database): pg_notify. */
  notify(channel: string, texts: readonly string[]): Promise<void>;
  log: FeedLog;
  /** The first wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface PostgresChangeFeed extends ChangeFeed {
  /** The backend process id of the LISTEN connection (tests terminate it), or null while it is down. */
  readonly listenerPid: number | null;
}

/**
 * Opens the LISTEN connection and answers the feed. The first connection must succeed, so that a server that
 * cannot hear other processes' changes does not start.
 */
export async function createPostgresChangeFeed(
  options: PostgresChangeFeedOptions,
): Promise<PostgresChangeFeed> {
  const subscribers = new Subscribers(options.log);
  const firstRetryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let client: pg.Client | undefined;
  let pid: number | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url, application_name: 'campus change feed' });
    next.on('notification', (message) => {
      if (message.channel !== options.channel || message.payload === undefined) return;
      const change = decodeChange(message.payload);
      if (change) subscribers.deliver(change.topic, change.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the LISTEN connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN "${options.channel.replaceAll('"', '""')}"`);
      const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid = rows[0]?.pid ?? null;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    retryMs = firstRetryMs;
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || which !== client) return;
    client = undefined;
    pid = null;
    which.end().catch(() => {});
    options.log.warn({ err: error }, 'Change feed: LISTEN connection lost; reconnecting');
    subscribers.gap();
    scheduleRetry();
  }

  function scheduleRetry(): void {
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    retry = setTimeout(() => {
      if (closed) return;
      connect()
        .then(() => {
          options.log.warn({}, 'Change feed: listening again');
          // Whatever was published between the loss and now was not heard.
          subscribers.gap();
        })
        .catch((error: unknown) => {
          options.log.warn({ err: error, retryInMs: retryMs }, 'Change feed: reconnect failed; retrying');
          scheduleRetry();
        });
    }, wait);
    retry.unref();
  }

  await connect();
  return {
    kind: 'postgres',
    get connected() {
      return client !== undefined;
    },
    get listenerPid() {
      return pid;
    },
    async publish(topic, payload) {
      await options.notify(options.channel, [encodeChange(topic, payload)]);
    },
    async publishMany(topic, payloads) {
      const texts = payloads.map((payload) => encodeChange(topic, payload));
      if (texts.length > 0) await options.notify(options.channel, texts);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onGap: (handler) => subscribers.addGap(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      pid = null;
      await current?.end();
    },
  };
}
