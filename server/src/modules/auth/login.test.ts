import { DEMO_PASSWORD } from '@campus/fixtures';
import { type AuthSession, VALIDATION_MESSAGES as M } from '@campus/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema.js';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../plugins/rate-limit.js';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const login = (app: TestApp, username: string, password: string, remoteAddress?: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

describe('POST /api/login', () => {
  it('answers the user and a new token for good credentials, username in any case', async () => {
    const response = await login(t, 'Teacher', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = envelope<AuthSession>(response);
    expect(data.user.username).toBe('teacher');
    expect(data.user.permissions.map((p) => p.key).sort()).toEqual(['create_course', 'create_event']);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(data.token) });
    expect(envelope<AuthSession>(me).data).toMatchObject({
      user: { username: 'teacher' },
      token: data.token,
    });
  });

  it.each([
    ['a wrong password', 'student', 'wrong-password'],
    ['an unknown username', 'nobody-here', DEMO_PASSWORD],
  ])('answers 401 for %s', async (_name, username, password) => {
    const response = await login(t, username, password);
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ status: 'error', message: M.invalidCredentials });
  });

  it('requires username and password (422)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: ' ' } });
    expect(response.statusCode).toBe(422);
    expect(envelope(response).errors).toEqual({
      username: [M.loginUsernameRequired],
      password: [M.loginPasswordRequired],
    });
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const { data } = envelope<AuthSession>(await login(t, 'parent', DEMO_PASSWORD));
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, data.user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(data.token);
    }
    expect(JSON.stringify(rows)).not.toContain(data.token);
  });
});

describe('login rate limit', () => {
  it(`allows ${DEFAULT_LOGIN_RATE_LIMIT.max} attempts a minute per address and username, then 429`, async () => {
    const limited = await buildTestApp({ rateLimit: { login: DEFAULT_LOGIN_RATE_LIMIT } });
    try {
      for (let attempt = 0; attempt < DEFAULT_LOGIN_RATE_LIMIT.max; attempt += 1) {
        expect((await login(limited, 'student', 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
      }
      const blocked = await login(limited, 'student', DEMO_PASSWORD, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(envelope(blocked)).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/Too many/),
      });
      // Another username, or the same one from another address, is counted apart.
      expect((await login(limited, 'teacher', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
      expect((await login(limited, 'student', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes its limit from the app options', async () => {
    const limited = await buildTestApp({ rateLimit: { login: { max: 2 } } });
    try {
      expect((await login(limited, 'owner', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await login(limited, 'owner', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await login(limited, 'owner', DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
