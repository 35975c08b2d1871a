import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { DEMO_PASSWORD } from '@campus/fixtures';
import { VALIDATION_MESSAGES as M } from '@campus/sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, tooManyAttemptsMessage } from '../../plugins/rate-limit.js';
import { envelope } from '../../testing/http.js';
import { startTestServer, type TestServer } from '../../testing/start-test-server.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 18: failed logins of one account are limited across addresses (10 in 15 minutes by default),
// whatever address each guess comes from; the per-address limits stay as they were.

const LIMIT = DEFAULT_RATE_LIMITS.loginPerAccount;
const WINDOW_SECONDS = LIMIT.timeWindow / 1000;

let t: TestApp;
let at = Date.UTC(2031, 0, 6, 9);
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await buildTestApp({
    // The production per-account limit; the per-address ones of the test harness (1,000 a minute).
    rateLimit: { loginPerAccount: LIMIT },
    now: () => new Date(at),
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      }),
    },
  });
});
afterAll(() => t?.close());

let nextHost = 1;
/** A loopback address no other attempt in this file used. */
const freshAddress = () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const login = (username: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

/** `count` wrong passwords, each from an address of its own: every one answered 401. */
async function failFromManyAddresses(username: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await login(username, `wrong-password-${attempt}`);
    expect(response.statusCode, `attempt ${attempt + 1}`).toBe(401);
    expect(envelope(response).message).toBe(M.invalidCredentials);
  }
}

function expectThrottled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(envelope(response)).toEqual({ status: 'error', message: tooManyAttemptsMessage(retryAfter) });
}

describe('failed logins per account, across addresses', () => {
  it(`answer 429 after ${LIMIT.max} from ${LIMIT.max} addresses, the right password too, until the window ends`, async () => {
    await failFromManyAddresses('student', LIMIT.max);
    const guess = await login('student', 'one-more-guess');
    expectThrottled(guess);
    expect(Number(guess.headers['retry-after'])).toBe(WINDOW_SECONDS);
    // The real password is refused as well while the account is throttled, from any address.
    expectThrottled(await login('student', DEMO_PASSWORD));
    // Other accounts are not slowed.
    expect((await login('teacher', DEMO_PASSWORD)).statusCode).toBe(200);

    at += LIMIT.timeWindow / 3;
    expect(Number((await login('student', DEMO_PASSWORD)).headers['retry-after'])).toBe(
      (WINDOW_SECONDS * 2) / 3,
    );
    at += (LIMIT.timeWindow * 2) / 3;
    expect((await login('student', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the username as the login reads it: any case, spaces around', async () => {
    const spellings = ['Parent', ' PARENT ', 'parent', 'pArEnT'];
    for (let attempt = 0; attempt < LIMIT.max; attempt += 1) {
      await failFromManyAddresses(spellings[attempt % spellings.length] ?? 'parent', 1);
    }
    expectThrottled(await login('PARENT', DEMO_PASSWORD));
    at += LIMIT.timeWindow;
  });

  it('forgets the failures after a successful login', async () => {
    await failFromManyAddresses('coordinator', LIMIT.max - 1);
    expect((await login('coordinator', DEMO_PASSWORD)).statusCode).toBe(200);
    await failFromManyAddresses('coordinator', LIMIT.max);
    expectThrottled(await login('coordinator', DEMO_PASSWORD));
    at += LIMIT.timeWindow;
  });

  it('treats an unknown username like an account, so a 429 tells nothing about who exists', async () => {
    await failFromManyAddresses('nobody.at.all', LIMIT.max);
    expectThrottled(await login('nobody.at.all', DEMO_PASSWORD));
    at += LIMIT.timeWindow;
  });

  it('logs a warning with the username and the address, never the password', async () => {
    logged.length = 0;
    await failFromManyAddresses('manager', LIMIT.max);
    expectThrottled(await login('manager', 'Secret-Guess-42', '127.9.9.9'));
    const warnings = logged.filter((line) => line.level === 40);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        username: 'manager',
        address: '127.9.9.9',
        msg: 'login refused: too many failed logins for this account',
      }),
    );
    // The failure that reached the limit is logged too, with its address.
    expect(warnings).toContainEqual(
      expect.objectContaining({ username: 'manager', msg: 'account throttled: too many failed logins' }),
    );
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Secret-Guess-42');
    expect(text).not.toContain('wrong-password');
    at += LIMIT.timeWindow;
  });
});

describe('over real HTTP from several loopback addresses', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      rateLimit: {
        // One attempt per address and username: a second guess from one address would be a 429 of its own
        // (a minute's wait), so the 401s below prove each came from another address.
        login: { max: 1, timeWindow: 60_000 },
        loginPerAccount: { max: 3, timeWindow: 15 * 60_000 },
      },
    });
  });
  afterAll(() => server?.close());

  /** POST /api/login from `localAddress` (any 127.x address is this machine's loopback on Linux). */
  function loginFrom(localAddress: string, password: string) {
    const body = JSON.stringify({ username: 'admin', password });
    const url = new URL(`${server.apiUrl}/login`);
    return new Promise<{ status: number; retryAfter: string | undefined; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            localAddress,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                retryAfter: response.headers['retry-after'] as string | undefined,
                body: text,
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      },
    );
  }

  it('throttles the account whatever address each guess comes from', async () => {
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      expect((await loginFrom(address, 'not-the-password')).status).toBe(401);
    }
    const refused = await loginFrom('127.0.0.5', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect(JSON.parse(refused.body)).toEqual({
      status: 'error',
      message: tooManyAttemptsMessage(Number(refused.retryAfter)),
    });
  });
});
