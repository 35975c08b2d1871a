import { SERVER_BUSY_MESSAGE } from '@campus/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/start-test-server.js';
import { Gate } from './request-gate.js';

// The request gate: at most `limit` API requests at the database at once, the rest waiting their turn up
// to `waitMs`, then 503 with Retry-After. Requests are held inside by a transaction of the test that locks
// the organizations table (on PGlite any open transaction holds the one connection).

let t: TestServer;
const LIMIT = 2;
const WAIT_MS = 400;

beforeAll(async () => {
  t = await startTestServer({ requestGate: { limit: LIMIT, waitMs: WAIT_MS } });
});
afterAll(() => t?.close());

const registration = () => t.app.inject({ method: 'GET', url: '/api/organizations/registration' });

/** Runs `during` while the organizations table is locked, then lets go. */
async function withOrganizationsLocked<T>(during: (release: () => void) => Promise<T>): Promise<T> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE organizations IN ACCESS EXCLUSIVE MODE`);
    locked();
    await released;
  });
  await lockTaken;
  try {
    return await during(release);
  } finally {
    release();
    await holder;
  }
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the request gate', () => {
  it('lets `limit` requests in, answers the rest 503 with Retry-After after the wait, and admits again', async () => {
    const gate = t.app.requestGate;
    expect(gate).toMatchObject({ limit: LIMIT, waitMs: WAIT_MS, inside: 0, waiting: 0 });
    await withOrganizationsLocked(async (release) => {
      const inside = [registration(), registration()];
      await until(() => gate?.inside === LIMIT);
      const started = Date.now();
      const turnedAway = await Promise.all([registration(), registration()]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
      for (const response of turnedAway) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(envelope(response)).toEqual({ status: 'error', message: SERVER_BUSY_MESSAGE });
      }
      expect(gate?.waiting).toBe(0);
      release();
      for (const response of await Promise.all(inside)) expect(response.statusCode).toBe(200);
    });
    expect(gate?.inside).toBe(0);
    expect((await registration()).statusCode).toBe(200);
  });

  it('hands a freed permit to the first in line, who then gets its answer', async () => {
    await withOrganizationsLocked(async (release) => {
      const inside = [registration(), registration()];
      await until(() => t.app.requestGate?.inside === LIMIT);
      const queued = registration();
      await until(() => t.app.requestGate?.waiting === 1);
      release();
      expect((await queued).statusCode).toBe(200);
      for (const response of await Promise.all(inside)) expect(response.statusCode).toBe(200);
    });
    expect(t.app.requestGate).toMatchObject({ inside: 0, waiting: 0 });
  });

  it('drops a waiting request whose client went away, before its wait is over', async () => {
    await withOrganizationsLocked(async (release) => {
      const inside = [registration(), registration()];
      await until(() => t.app.requestGate?.inside === LIMIT);
      const controller = new AbortController();
      const gone = fetch(`${t.apiUrl}/organizations/registration`, { signal: controller.signal }).catch(
        (error: unknown) => error,
      );
      await until(() => t.app.requestGate?.waiting === 1);
      controller.abort();
      await gone;
      await until(() => t.app.requestGate?.waiting === 0);
      release();
      await Promise.all(inside);
    });
    expect(t.app.requestGate).toMatchObject({ inside: 0, waiting: 0 });
  });

  it('never holds back event streams or the health check while it is full', async () => {
    await withOrganizationsLocked(async (release) => {
      const inside = [registration(), registration()];
      await until(() => t.app.requestGate?.inside === LIMIT);
      const queued = registration();
      await until(() => t.app.requestGate?.waiting === 1);
      // No statement behind these two: they must answer at once, not after the wait, and never 503.
      const started = Date.now();
      const live = await t.app.inject({
        method: 'GET',
        url: '/api/live-nowhere',
        headers: { accept: 'text/event-stream' },
      });
      expect(live.statusCode).toBe(404);
      expect(Date.now() - started).toBeLessThan(WAIT_MS);
      expect(t.app.requestGate?.waiting).toBe(1);
      release();
      await Promise.all([queued, ...inside]);
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('sets the server timeouts (a client that went silent stops holding a socket)', () => {
    expect(t.app.server.requestTimeout).toBe(60_000);
    expect(t.app.server.timeout).toBe(60_000);
  });
});

describe('Gate', () => {
  it('admits in order of arrival and never more than its limit', async () => {
    const gate = new Gate(1, 1_000);
    const order: number[] = [];
    expect(await gate.acquire(() => {})).toBe(true);
    const second = gate.acquire(() => {}).then((ok) => order.push(2) && ok);
    const third = gate.acquire(() => {}).then((ok) => order.push(3) && ok);
    expect(gate).toMatchObject({ inside: 1, waiting: 2 });
    gate.release();
    expect(await second).toBe(true);
    gate.release();
    expect(await third).toBe(true);
    gate.release();
    expect(order).toEqual([2, 3]);
    expect(gate).toMatchObject({ inside: 0, waiting: 0 });
  });
});
