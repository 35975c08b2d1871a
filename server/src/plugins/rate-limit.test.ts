import { DEMO_PASSWORD } from '@campus/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { bearer, envelope } from '../testing/http.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { DEFAULT_RATE_LIMITS, tooManyAttemptsMessage } from './rate-limit.js';

const MINUTE = 60_000;
let t: TestApp;
let ids: FixtureIds;

// Small limits, so each can be reached in a few requests; every scenario uses addresses of its own.
beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: {
      login: { max: 2, timeWindow: MINUTE },
      loginPerAddress: { max: 3, timeWindow: MINUTE },
      register: { max: 2, timeWindow: 60 * MINUTE },
      passwordChange: { max: 2, timeWindow: 15 * MINUTE },
    },
  });
  ids = await loadFixtureIds(t.database);
});
afterAll(() => t?.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

/**
 * A 429 whose Retry-After is (nearly) the whole window and whose message names that wait. The wait is read
 * from the header: on a busy machine the attempts before it take seconds (argon2), so '1 minute' may
 * already be '58 seconds'.
 */
function expectTooMany(response: LightMyRequestResponse, windowSeconds: number): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(envelope(response)).toEqual({ status: 'error', message: tooManyAttemptsMessage(retryAfter) });
}

describe('login', () => {
  it('is limited per address and username', async () => {
    expect((await login('student', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('student', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expectTooMany(await login('student', DEMO_PASSWORD, '10.0.1.1'), 60);
    // The same username from another address is counted apart.
    expect((await login('student', DEMO_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('is limited per address across usernames (a password spray)', async () => {
    for (const username of ['sprayed.one', 'sprayed.two', 'sprayed.three']) {
      expect((await login(username, 'Password1', '10.0.2.1')).statusCode).toBe(401);
    }
    expectTooMany(await login('teacher', DEMO_PASSWORD, '10.0.2.1'), 60);
    expect((await login('teacher', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so it cannot spray from fresh addresses of its own network', async () => {
    for (const host of ['1', '2', '3']) {
      expect((await login(`v6.user${host}`, 'Password1', `2001:db8:1:1::${host}`)).statusCode).toBe(401);
    }
    expectTooMany(await login('teacher', DEMO_PASSWORD, '2001:db8:1:1::4'), 60);
  });
});

describe('POST /api/register', () => {
  const register = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        first_name: 'Rate',
        last_name: 'Limited',
        username,
        gender: 'female',
        organization_id: ids.organization('Riverside Academy'),
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
      },
    });

  it('is limited per address', async () => {
    expect((await register('limited.one', '10.0.3.1')).statusCode).toBe(201);
    expect((await register('limited.two', '10.0.3.1')).statusCode).toBe(201);
    expectTooMany(await register('limited.three', '10.0.3.1'), 3600);
    expect((await register('limited.three', '10.0.3.2')).statusCode).toBe(201);
  });
});

describe('PUT /api/profile/password', () => {
  const change = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: bearer(token),
      remoteAddress,
      payload: {
        current_password: 'not-it-at-all',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });

  it('is limited per user, whatever the address', async () => {
    const token = await t.loginAs('coordinator');
    expect((await change(token, '10.0.4.1')).statusCode).toBe(422);
    expect((await change(token, '10.0.4.2')).statusCode).toBe(422);
    expectTooMany(await change(token, '10.0.4.3'), 900);
    // Another user is counted apart.
    expect((await change(await t.loginAs('parent'), '10.0.4.3')).statusCode).toBe(422);
  });
});

describe('defaults', () => {
  it('keep the limits sane', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      login: { max: 10, timeWindow: MINUTE },
      loginPerAddress: { max: 50, timeWindow: MINUTE },
      loginPerAccount: { max: 10, timeWindow: 15 * MINUTE },
      register: { max: 10, timeWindow: 60 * MINUTE },
      passwordChange: { max: 5, timeWindow: 15 * MINUTE },
      imageUploads: { max: 30, timeWindow: 10 * MINUTE },
      calendarFeed: { max: 60, timeWindow: MINUTE },
    });
  });

  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '1 hour'],
    [5400, '2 hours'],
  ])('say when to try again after %i seconds: %s', (seconds, wait) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(`Too many attempts. Please try again in ${wait}.`);
  });
});
