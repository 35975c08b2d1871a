import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connectDatabase } from '../db/connect.js';
import { countQueries } from '../testing/count-queries.js';
import { bearer, envelope } from '../testing/http.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';

// With the actor cache on (the default), every change that ends a token applies from the very next request:
// each first makes the token's actor cached, then changes it, then asks again.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const statusWith = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;

async function currentSessionId(token: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
  const sessions = envelope<Array<{ id: number; current: boolean }>>(response).data;
  return sessions.find((session) => session.current)?.id ?? 0;
}

describe('the actor cache', () => {
  it('serves a repeated signed-in request without the actor statement', async () => {
    const token = await t.loginAs('teacher');
    const first = await countQueries(t.database, () => statusWith(token));
    const second = await countQueries(t.database, () => statusWith(token));
    expect(first.result).toBe(200);
    expect(second.result).toBe(200);
    expect(second.count).toBe(first.count - 1);
  });

  it('requests of one token arriving together read its actor once', async () => {
    const token = await t.loginAs('coordinator');
    const together = await countQueries(t.database, () =>
      Promise.all(Array.from({ length: 6 }, () => statusWith(token))),
    );
    expect(together.result).toEqual([200, 200, 200, 200, 200, 200]);
    const actorReads = together.queries.filter((sql) => /from "api_tokens"/i.test(sql));
    expect(actorReads, together.queries.join('\n')).toHaveLength(1);
  });

  it('a logout while a lookup is under way: a request after it reads the database again (401)', async () => {
    const token = await t.loginAs('teacher');
    const before = statusWith(token);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await statusWith(token)).toBe(401);
    expect([200, 401]).toContain(await before);
  });

  it('logout: the token answers 401 at once', async () => {
    const token = await t.loginAs('student');
    expect(await statusWith(token)).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(await statusWith(token)).toBe(401);
  });

  it('DELETE /api/sessions/{id}: the revoked token answers 401 at once', async () => {
    const current = await t.loginAs('owner');
    const laptop = await t.loginAs('owner');
    const laptopId = await currentSessionId(laptop);
    expect(await statusWith(laptop)).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${laptopId}`,
      headers: bearer(current),
    });
    expect(response.statusCode).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(current)).toBe(200);
  });

  it('DELETE /api/sessions: the other tokens answer 401 at once', async () => {
    const current = await t.loginAs('manager');
    const other = await t.loginAs('manager');
    expect(await statusWith(other)).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(current) });
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(current)).toBe(200);
  });

  it('a password change: the other tokens answer 401 at once', async () => {
    const current = await t.loginAs('parent');
    const other = await t.loginAs('parent');
    expect(await statusWith(other)).toBe(200);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(current),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(current)).toBe(200);
  });

  it('invalidateUser drops every cached token of the user', async () => {
    const token = await t.loginAs('coordinator');
    expect(await statusWith(token)).toBe(200);
    const cached = await countQueries(t.database, () => statusWith(token));
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await t.app.invalidateUser(envelope<{ user: { id: number } }>(response).data.user.id);
    const reread = await countQueries(t.database, () => statusWith(token));
    expect(reread.count).toBe(cached.count + 1);
  });
});

describe('the actor cache across processes (PostgreSQL)', () => {
  // Two apps on one database, each with its own pool, cache and LISTEN connection, as two servers would be.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a logout in app A makes app B answer 401 for that token within 2 s (NOTIFY)',
    async () => {
      const postgres = t.database.postgres;
      if (!postgres) throw new Error('not on PostgreSQL');
      const database = await connectDatabase({ kind: 'postgres', ...postgres });
      const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
      const b = await buildApp({ database, dataDir });
      try {
        const token = await t.loginAs('teacher');
        const onB = async () =>
          (await b.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;
        expect(await onB()).toBe(200);
        expect(await onB()).toBe(200);
        await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
        const deadline = Date.now() + 2_000;
        let status = await onB();
        while (status !== 401 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = await onB();
        }
        // Well within the cache's 10 s life, so it is the notification that dropped B's entry.
        expect(status).toBe(401);
      } finally {
        await b.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
