import type { LoginSession, RevokedSessions } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function sessionsOf(token: string): Promise<LoginSession[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginSession[]>(response).data;
}

async function statusWith(token: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;
}

async function isRevoked(id: number): Promise<boolean> {
  const [row] = await t.database.db
    .select({ revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.id, id));
  return row?.revokedAt != null;
}

describe('GET /api/sessions', () => {
  it("lists the user's live sessions with their dates, marks the current one and never shows a hash", async () => {
    const current = await t.loginAs('manager');
    const other = await t.loginAs('manager');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(other) });
    const live = await t.loginAs('manager');
    await t.loginAs('teacher');

    const response = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(current) });
    expect(response.body).not.toMatch(/hash/i);
    expect(response.body).not.toContain(current);
    const sessions = envelope<LoginSession[]>(response).data;
    // Two live manager sessions: the revoked one and the teacher's are not listed.
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'current',
        'expires_at',
        'id',
        'last_used_at',
      ]);
      const idle = Date.parse(session.expires_at) - Date.parse(session.last_used_at);
      expect(idle).toBe(30 * 24 * 60 * 60 * 1000);
    }
    const fromLive = await sessionsOf(live);
    expect(fromLive.map((session) => session.id).sort()).toEqual(
      sessions.map((session) => session.id).sort(),
    );
    expect(fromLive.find((session) => session.current)?.id).not.toBe(
      sessions.find((session) => session.current)?.id,
    );
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('revokes one of your own sessions: its token then gets 401, the others keep working', async () => {
    const current = await t.loginAs('owner');
    const laptop = await t.loginAs('owner');
    const laptopId = (await sessionsOf(laptop)).find((session) => session.current)?.id ?? 0;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${laptopId}`,
      headers: bearer(current),
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ status: 'success', data: null });
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(current)).toBe(200);
    expect((await sessionsOf(current)).map((session) => session.id)).not.toContain(laptopId);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const victim = await t.loginAs('coordinator');
    const victimId = (await sessionsOf(victim)).find((session) => session.current)?.id ?? 0;
    const attacker = await t.loginAs('student');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${victimId}`,
      headers: bearer(attacker),
    });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toEqual({ status: 'error', message: 'Session not found' });
    expect(await isRevoked(victimId)).toBe(false);
    expect(await statusWith(victim)).toBe(200);
  });

  it('answers 404 for an unknown or already revoked session', async () => {
    const token = await t.loginAs('parent');
    const old = await t.loginAs('parent');
    const oldId = (await sessionsOf(old)).find((session) => session.current)?.id ?? 0;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(old) });
    for (const id of [oldId, 2_147_483_647]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/sessions/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  // Loose spellings of the caller's own session id: a coercing parser would read them as that id and revoke it.
  it.each([
    ['a sign', (id: number) => `+${id}`],
    ['a leading zero', (id: number) => `0${id}`],
    ['leading zeros', (id: number) => `000${id}`],
    ['a decimal point', (id: number) => `${id}.0`],
    ['an exponent', (id: number) => `${id}e0`],
    ['hexadecimal', (id: number) => `0x${id.toString(16)}`],
    ['a space', (id: number) => `%20${id}`],
    ['letters', () => 'abc'],
    ['zero', () => '0'],
    ['a number beyond the database range', () => '2147483648'],
  ])('answers 422 for an id with %s and revokes nothing', async (_name, spell) => {
    const token = await t.loginAs('teacher');
    const id = (await sessionsOf(token)).find((session) => session.current)?.id ?? 0;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${spell(id)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({ id: ['Invalid id'] });
    expect(await isRevoked(id)).toBe(false);
    expect(await statusWith(token)).toBe(200);
  });
});

describe('DELETE /api/sessions', () => {
  it('revokes every other session of the user and keeps the current one', async () => {
    const current = await t.loginAs('admin');
    const others = [await t.loginAs('admin'), await t.loginAs('admin')];
    const bystander = await t.loginAs('teacher');
    const before = (await sessionsOf(current)).length;

    const response = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(current) });
    expect(response.statusCode).toBe(200);
    expect(envelope<RevokedSessions>(response).data.revoked).toBe(before - 1);
    for (const token of others) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(current)).toBe(200);
    expect(await statusWith(bystander)).toBe(200);
    expect(await sessionsOf(current)).toEqual([expect.objectContaining({ current: true })]);
  });
});
