import type { LoginSession } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTokens } from '../db/schema.js';
import { countQueries } from '../testing/count-queries.js';
import { bearer, envelope } from '../testing/http.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// Tokens expire after 30 days without use, sliding; the app's clock is moved instead of waiting.

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-01T12:00:00.000Z');
let clock = START;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = START;
});

const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

async function lastUsedAt(token: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
  const current = envelope<LoginSession[]>(response).data.find((session) => session.current);
  if (!current) throw new Error('no current session');
  return current.last_used_at;
}

describe('token expiry', () => {
  it('accepts a token last used 29 days ago and extends it by another 30 days from now', async () => {
    const token = await t.loginAs('student');
    clock = START + 29 * DAY;
    expect((await getUser(token)).statusCode).toBe(200);
    expect(await lastUsedAt(token)).toBe(new Date(clock).toISOString());
    // 29 days after that use, 58 after sign-in, it still works: the window slides.
    clock += 29 * DAY;
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('answers 401 for a token idle for 31 days, also on a public route it is a guest', async () => {
    const token = await t.loginAs('teacher');
    clock = START + 31 * DAY;
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ status: 'error', message: 'Unauthenticated.' });
    const sessions = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
    expect(sessions.statusCode).toBe(401);
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/registration',
      headers: bearer(token),
    });
    expect(open.statusCode).toBe(200);
  });

  it('expires exactly 30 days after the last recorded use', async () => {
    const justInTime = await t.loginAs('parent');
    const tooLate = await t.loginAs('parent');
    clock = START + 30 * DAY - 1;
    expect((await getUser(justInTime)).statusCode).toBe(200);
    clock = START + 30 * DAY;
    expect((await getUser(tooLate)).statusCode).toBe(401);
  });

  it('does not serve a cached actor past its expiry', async () => {
    const token = await t.loginAs('owner');
    expect((await getUser(token)).statusCode).toBe(200);
    clock = START + 30 * DAY;
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('lists only live sessions: an expired one is gone from GET /sessions', async () => {
    const stale = await t.loginAs('manager');
    clock = START + 20 * DAY;
    const fresh = await t.loginAs('manager');
    clock = START + 31 * DAY;
    const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(fresh) });
    const sessions = envelope<LoginSession[]>(response).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true });
    expect((await getUser(stale)).statusCode).toBe(401);
  });
});

describe('recording the last use', () => {
  it('writes nothing within an hour of the last write, then one UPDATE', async () => {
    const token = await t.loginAs('coordinator');
    // The actor is cached from here on: the hour is counted from the cached last use as well.
    expect((await getUser(token)).statusCode).toBe(200);
    clock = START + 59 * 60 * 1000;
    const quiet = await countQueries(t.database, () => getUser(token));
    expect(quiet.queries.filter((sql) => /^update/i.test(sql))).toEqual([]);

    clock = START + 61 * 60 * 1000;
    const touched = await countQueries(t.database, () => getUser(token));
    expect(touched.queries.filter((sql) => /^update/i.test(sql))).toHaveLength(1);
    expect(touched.count).toBe(quiet.count + 1);
    expect(await lastUsedAt(token)).toBe(new Date(clock).toISOString());
  });

  it('never writes last_used_at of a revoked token', async () => {
    const token = await t.loginAs('owner');
    const [id] = (await t.database.db.select({ id: apiTokens.id }).from(apiTokens))
      .slice(-1)
      .map((r) => r.id);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    clock = START + 2 * 60 * 60 * 1000;
    expect((await getUser(token)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ at: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id ?? 0));
    expect(new Date(row?.at ?? '').toISOString()).toBe(new Date(START).toISOString());
  });
});
