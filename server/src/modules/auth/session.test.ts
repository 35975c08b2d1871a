import type { AuthSession } from '@campus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, envelope } from '../../testing/http.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/user', () => {
  it('answers the signed-in user with the token echoed', async () => {
    const token = await t.loginAs('coordinator');
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(envelope<AuthSession>(response).data).toMatchObject({ user: { username: 'coordinator' }, token });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('not-a-real-token')],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ status: 'error', message: 'Unauthenticated.' });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: the same token then gets 401, other tokens still work', async () => {
    const token = await t.loginAs('student');
    const other = await t.loginAs('student');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ status: 'success', data: null });

    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other) })).statusCode).toBe(
      200,
    );
  });

  it('lets a stale token still reach public routes (it is treated as a guest there)', async () => {
    const token = await t.loginAs('parent');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organizations/registration',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
