import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/connect.js';

// Keeps the actor caches of several server processes on one PostgreSQL database in step: a process that
// changes a user announces it with NOTIFY, and every process LISTENs on a connection of its own and drops
// that user's cached tokens. PGlite is one process, so it needs none of this.

const CHANNEL = 'campus_actor_cache';

/**
 * The channel for a schema: test files share one database with a schema each, and a shared channel would
 * let one file's logouts empty another's cache at random, which makes exact statement counts flaky (a hit
 * turning into a miss). Harmless for correctness, but not for those tests. Production uses no schema.
 */
export function actorCacheChannel(schema?: string): string {
  return schema ? `${CHANNEL}_${schema}` : CHANNEL;
}

/** Tells every process on the database that `userId`'s actor changed (delivered when the sender commits). */
export async function notifyActorChange(db: Database, channel: string, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${String(userId)})`);
}

export interface ActorChangeListenerOptions {
  url: string;
  channel: string;
  /** A user's actor changed in some process (this one included). */
  onUser(userId: number): void;
  /** Notifications may have been lost (the connection dropped): forget everything. */
  onGap(): void;
  log: { warn(object: object, message: string): void };
  /** Wait before reconnecting after the connection drops. */
  retryMs?: number;
}

export interface ActorChangeListener {
  close(): Promise<void>;
}

/**
 * One dedicated connection (not from the pool: a pooled connection would be handed to queries and lose its
 * LISTEN) that stays subscribed; it reconnects after an error, calling `onGap` as notifications sent
 * meanwhile are gone. The first connection must succeed, so a server that cannot listen does not start.
 */
export async function listenForActorChanges(
  options: ActorChangeListenerOptions,
): Promise<ActorChangeListener> {
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel !== options.channel) return;
      const userId = Number(message.payload);
      if (Number.isSafeInteger(userId)) options.onUser(userId);
      else options.onGap();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('LISTEN connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN "${options.channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    options.log.warn({ err: error }, 'Actor cache LISTEN connection lost; reconnecting');
    options.onGap();
    scheduleRetry();
  }

  function scheduleRetry(): void {
    retry = setTimeout(() => {
      if (closed) return;
      connect()
        .then(() => options.onGap())
        .catch((error: unknown) => {
          options.log.warn({ err: error }, 'Actor cache LISTEN reconnect failed; retrying');
          scheduleRetry();
        });
    }, retryMs);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
