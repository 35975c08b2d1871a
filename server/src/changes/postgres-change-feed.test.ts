import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from './change-feed.js';
import { createPostgresChangeFeed, type PostgresChangeFeed } from './postgres-change-feed.js';

// Two feeds on one database, each with its own LISTEN connection, as two server processes have. The
// reconnect path: the listener's backend is terminated (as a PostgreSQL restart or a network cut would end
// it) and the feed reports the gap, listens again by itself and delivers again, with no restart of anything.

const url = process.env.TEST_DATABASE_URL;
const quiet = { warn: () => {}, error: () => {} };
let admin: pg.Client;
const feeds: ChangeFeed[] = [];

async function feed(channel: string): Promise<PostgresChangeFeed> {
  const made = await createPostgresChangeFeed({
    url: url ?? '',
    channel,
    notify: async (name, texts) => {
      for (const text of texts) await admin.query('SELECT pg_notify($1, $2)', [name, text]);
    },
    log: quiet,
    retryMs: 50,
  });
  feeds.push(made);
  return made;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(url)('the PostgreSQL change feed (LISTEN/NOTIFY)', () => {
  const channel = `campus_changes_test_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const made of feeds) await made.close();
    await admin?.end();
  });

  it('delivers a publication of one process to the subscribers of every process', async () => {
    const a = await feed(channel);
    const b = await feed(channel);
    const onA: number[] = [];
    const onB: number[] = [];
    a.subscribe('actor', ({ userId }) => onA.push(userId));
    b.subscribe('actor', ({ userId }) => onB.push(userId));
    await a.publish('actor', { userId: 42 });
    await until(() => onA.length === 1 && onB.length === 1);
    expect(onA).toEqual([42]);
    expect(onB).toEqual([42]);
  });

  it('ignores another channel and foreign payloads on its own', async () => {
    const a = await feed(channel);
    const seen: number[] = [];
    a.subscribe('actor', ({ userId }) => seen.push(userId));
    await admin.query('SELECT pg_notify($1, $2)', [
      `${channel}_other`,
      '{"topic":"actor","payload":{"userId":1}}',
    ]);
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'not json']);
    await a.publish('actor', { userId: 2 });
    await until(() => seen.length > 0);
    expect(seen).toEqual([2]);
  });

  it('after its LISTEN connection is killed: reports a gap, reconnects by itself, and delivers again', async () => {
    const a = await feed(channel);
    const b = await feed(channel);
    const seen: number[] = [];
    let gaps = 0;
    b.subscribe('actor', ({ userId }) => seen.push(userId));
    b.onGap(() => {
      gaps += 1;
    });
    const killed = b.listenerPid;
    expect(killed).toBeTypeOf('number');
    const { rows } = await admin.query<{ done: boolean }>('SELECT pg_terminate_backend($1) AS done', [
      killed,
    ]);
    expect(rows[0]?.done).toBe(true);

    // Lost (one gap), then listening on a new backend (a second gap: what was sent meanwhile is gone).
    await until(() => gaps >= 2 && b.connected);
    expect(b.listenerPid).not.toBe(killed);
    await a.publish('actor', { userId: 9 });
    await until(() => seen.includes(9));
    expect(seen).toEqual([9]);
  });
});
