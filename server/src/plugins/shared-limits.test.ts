import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@campus/fixtures';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { issueToken } from '../auth/token-store.js';
import type { DatabaseHandle } from '../db/connect.js';
import { findCredentialsByUsername } from '../modules/users/user-repository.js';
import { type FixtureIds, loadFixtureIds } from '../testing/fixture-ids.js';
import { bearer } from '../testing/http.js';
import { createTestDatabase } from '../testing/test-database.js';
import { createRedisLoginFailures } from './login-failures.js';
import type { RateLimitOverrides } from './rate-limit.js';

// Two apps on one database and one Redis, as two server processes behind a balancer: every limit is counted
// once across both, so requests spread over them are limited exactly as on one. Each run takes keys under a
// prefix of its own (REDIS_PREFIX), dropped after. Redis: TEST_REDIS_URL, else the local server.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const prefix = `campus-test:${randomBytes(4).toString('hex')}:`;
const limits: RateLimitOverrides = {
  login: { max: 4, timeWindow: MINUTE },
  loginPerAddress: { max: 6, timeWindow: MINUTE },
  loginPerAccount: { max: 5, timeWindow: 15 * MINUTE },
  register: { max: 2, timeWindow: 60 * MINUTE },
  passwordChange: { max: 2, timeWindow: 15 * MINUTE },
  imageUploads: { max: 2, timeWindow: 10 * MINUTE },
};

let database: DatabaseHandle;
let dataDir: string;
let a: FastifyInstance;
let b: FastifyInstance;
let redis: Redis;
let ids: FixtureIds;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
  const options = { database, dataDir, rateLimit: limits, redis: { url: REDIS_URL, prefix } };
  a = await buildApp(options);
  b = await buildApp(options);
  redis = new Redis(REDIS_URL, { keyPrefix: prefix });
  ids = await loadFixtureIds(database);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  await redis?.quit();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The i-th request goes to A when i is even, B when odd: a balancer's round robin. */
const either = (index: number) => (index % 2 === 0 ? a : b);

const login = (index: number, username: string, password: string, remoteAddress: string) =>
  either(index).inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress,
  });

async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await send(index)).statusCode);
  return seen;
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status);

describe('rate limits shared in Redis by two processes', () => {
  it('login per address and username: the 5th attempt is refused, whichever process gets it', async () => {
    const seen = await statuses(6, (index) => login(index, 'student', 'wrong-password', '10.1.0.1'));
    expect(seen).toEqual([...times(4, 401), ...times(2, 429)]);
  });

  it('login per address across usernames (a spray): the 7th is refused', async () => {
    const seen = await statuses(8, (index) => login(index, `sprayed.${index}`, 'Password1', '10.1.0.2'));
    expect(seen).toEqual([...times(6, 401), ...times(2, 429)]);
  });

  it('failed logins per account from many addresses: after 5, even the right password waits', async () => {
    const seen = await statuses(5, (index) =>
      login(index, 'teacher', 'wrong-password', `10.2.0.${index + 1}`),
    );
    expect(seen).toEqual(times(5, 401));
    expect((await login(0, 'teacher', DEMO_PASSWORD, '10.2.1.1')).statusCode).toBe(429);
    expect((await login(1, 'teacher', DEMO_PASSWORD, '10.2.1.2')).statusCode).toBe(429);
  });

  it('a successful login clears the account failures on both processes', async () => {
    expect(await statuses(3, (index) => login(index, 'owner', 'wrong', `10.3.0.${index + 1}`))).toEqual(
      times(3, 401),
    );
    expect((await login(0, 'owner', DEMO_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    // Five more failures are allowed again before the account waits.
    const seen = await statuses(6, (index) => login(index, 'owner', 'wrong', `10.3.2.${index + 1}`));
    expect(seen).toEqual([...times(5, 401), 429]);
  });

  it('register per address', async () => {
    const register = (index: number) =>
      either(index).inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.4.0.1',
        payload: {
          first_name: 'Shared',
          last_name: 'Limit',
          username: `shared.limit.${index}`,
          gender: 'female',
          organization_id: ids.organization('Riverside Academy'),
          password: 'secret-pass-1',
          password_confirmation: 'secret-pass-1',
        },
      });
    expect(await statuses(3, register)).toEqual([201, 201, 429]);
    // Counted apart from the logins of the same address (one namespace per limit in Redis).
    expect((await login(0, 'parent', DEMO_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('password changes per user', async () => {
    const user = await findCredentialsByUsername(database.db, 'coordinator');
    const token = (await issueToken(database.db, user?.id ?? 0)).token;
    const change = (index: number) =>
      either(index).inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: bearer(token),
        payload: {
          current_password: 'not-it-at-all',
          password: 'brand-new-pass',
          password_confirmation: 'brand-new-pass',
        },
      });
    expect(await statuses(3, change)).toEqual([422, 422, 429]);
  });

  it('image uploads per user (counted before the body is read)', async () => {
    const user = await findCredentialsByUsername(database.db, 'teacher');
    const token = (await issueToken(database.db, user?.id ?? 0)).token;
    const upload = (index: number) =>
      either(index).inject({
        method: 'POST',
        url: '/api/courses/upload-photo',
        headers: { ...bearer(token), 'content-type': 'text/plain' },
        payload: 'not a form',
      });
    const seen = await statuses(3, upload);
    expect(seen[2]).toBe(429);
    expect(seen.slice(0, 2).every((status) => status !== 429)).toBe(true);
  });
});

describe('createRedisLoginFailures', () => {
  it('counts failures within the window of the first, answers the wait, and forgets on clear', async () => {
    const failures = createRedisLoginFailures(redis, { max: 3, timeWindow: 2_000 });
    expect(await failures.recordFailure('someone')).toBe(0);
    expect(await failures.recordFailure('someone')).toBe(0);
    expect(await failures.waitFor('someone')).toBe(0);
    expect(await failures.recordFailure('someone')).toBe(2);
    expect(await failures.waitFor('someone')).toBe(2);
    expect(await failures.waitFor('someone-else')).toBe(0);
    await failures.clear('someone');
    expect(await failures.waitFor('someone')).toBe(0);
  });

  it('starts over once the window has passed', async () => {
    const failures = createRedisLoginFailures(redis, { max: 1, timeWindow: 300 });
    expect(await failures.recordFailure('brief')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await failures.waitFor('brief')).toBe(0);
  });
});
