import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../errors.js';
import { createMemoryLoginFailures, createRedisLoginFailures, type LoginFailures } from './login-failures.js';

export interface RateLimit {
  /** Requests allowed per key within the window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

/** Kept for callers of the login limit alone. */
export type LoginRateLimit = RateLimit;

/** Every limit of the API, each counted under its own key. */
export interface RateLimits {
  /** Login attempts per client address and username: one attacker cannot lock out everyone. */
  login: RateLimit;
  /** Login attempts per client address whatever the username: a password spray over many accounts. */
  loginPerAddress: RateLimit;
  /**
   * FAILED logins per account (username) from every address together: a guess spread over many
   * addresses. Over it the account's logins answer 429, a correct password too, until the window ends;
   * a successful login before that clears the count (plugins/login-failures.ts).
   */
  loginPerAccount: RateLimit;
  /** Registrations per client address. */
  register: RateLimit;
  /** Password changes per signed-in user (each one checks the current password). */
  passwordChange: RateLimit;
  /** Image upload requests per signed-in user (each up to 10 files of 5 MB, decoded and resized). */
  imageUploads: RateLimit;
  /** Reads of the public calendar feed per client address (a wrong token costs a try like a right one). */
  calendarFeed: RateLimit;
}

export type RateLimitOverrides = { [K in keyof RateLimits]?: Partial<RateLimit> };

const MINUTE = 60_000;

/**
 * A school's classroom often shares one address: 50 logins a minute lets a class sign in at once with
 * typos, while a spray from one address is slowed to a crawl; 10 registrations an hour covers a class
 * signing up together.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: MINUTE },
  loginPerAddress: { max: 50, timeWindow: MINUTE },
  // Ten wrong passwords in 15 minutes is more than a person mistypes; an attacker who uses them up can keep
  // the real user out for the rest of those 15 minutes at most, and must start over after.
  loginPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  register: { max: 10, timeWindow: 60 * MINUTE },
  passwordChange: { max: 5, timeWindow: 15 * MINUTE },
  // A gallery is filled in a few requests of up to 10 images; 30 in 10 minutes bounds the disk and CPU one
  // account can take (1.5 GB of uploads at most) without getting in the way of a real upload session.
  imageUploads: { max: 30, timeWindow: 10 * MINUTE },
  // A calendar app polls a feed every few minutes to hours; a household or a classroom behind one address
  // has a few feeds. 60 a minute is far above that and keeps guessing tokens pointless (they are 256 bits).
  calendarFeed: { max: 60, timeWindow: MINUTE },
};

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = DEFAULT_RATE_LIMITS.login;

/** The defaults with any limit of `overrides` laid over them. */
export function resolveRateLimits(
  overrides: RateLimitOverrides = {},
  base = DEFAULT_RATE_LIMITS,
): RateLimits {
  return {
    login: { ...base.login, ...overrides.login },
    loginPerAddress: { ...base.loginPerAddress, ...overrides.loginPerAddress },
    loginPerAccount: { ...base.loginPerAccount, ...overrides.loginPerAccount },
    register: { ...base.register, ...overrides.register },
    passwordChange: { ...base.passwordChange, ...overrides.passwordChange },
    imageUploads: { ...base.imageUploads, ...overrides.imageUploads },
    calendarFeed: { ...base.calendarFeed, ...overrides.calendarFeed },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits this app was built with (buildApp's `rateLimit` option over the defaults). */
    rateLimits: RateLimits;
    /** Failed logins per account, counted against `rateLimits.loginPerAccount`. */
    loginFailures: LoginFailures;
    /** How many counters `limitRequests` has made per limit, to give each its own keys (see there). */
    rateLimitCounters: Map<string, number>;
  }
}

/**
 * Registers @fastify/rate-limit without a global limit, and the app's limits for routes to use with
 * `limitRequests`. The counters live in memory, or in Redis when the app has one (plugins/redis.ts), so that
 * every process counts against the same numbers.
 */
export const rateLimitPlugin = fp<{ limits: RateLimits; now?: () => Date }>(
  async (app, { limits, now }) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(`Too many attempts. Please try again in ${context.after}.`),
    });
    app.decorate('rateLimits', limits);
    app.decorate(
      'loginFailures',
      failOpen(
        app,
        app.redis
          ? createRedisLoginFailures(app.redis, limits.loginPerAccount)
          : createMemoryLoginFailures(limits.loginPerAccount, now),
      ),
    );
    app.decorate('rateLimitCounters', new Map<string, number>());
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/**
 * A store that cannot answer (Redis down) lets the login through rather than lock every account out; the
 * error is logged. The limits by address and by user do the same (limitRequests).
 */
function failOpen(app: FastifyInstance, failures: LoginFailures): LoginFailures {
  const warn = (error: unknown) => app.log.error({ err: error }, 'The login failure count is unavailable');
  return {
    waitFor: (account) =>
      failures.waitFor(account).catch((error: unknown) => {
        warn(error);
        return 0;
      }),
    recordFailure: (account) =>
      failures.recordFailure(account).catch((error: unknown) => {
        warn(error);
        return 0;
      }),
    clear: (account) => failures.clear(account).catch(warn),
  };
}

/**
 * The name a counter's keys start with: the limit's name and how many counters of it came before. Each call
 * of `limitRequests` counts apart (the course photo and the gallery uploads share a limit, not a count), as
 * @fastify/rate-limit's in-memory store does by itself; its Redis store would put them all in one namespace,
 * where `register` and `loginPerAddress`, both keyed by address, would count each other's requests. Routes
 * are registered in the same order in every process, so the names agree across processes.
 */
function counterName(app: FastifyInstance, limit: RateLimit): string {
  const name =
    (Object.keys(app.rateLimits) as (keyof RateLimits)[]).find((key) => app.rateLimits[key] === limit) ??
    `${limit.max}/${limit.timeWindow}`;
  const seen = app.rateLimitCounters.get(name) ?? 0;
  app.rateLimitCounters.set(name, seen + 1);
  return seen === 0 ? name : `${name}#${seen + 1}`;
}

/** The client's address, IPv6 addresses by their /64 as the plugin counts them (one host holds a /64). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * A preHandler that counts each request under `key` and answers 429, with Retry-After and a message that
 * says when to try again, beyond `limit`. A route may take several (login counts per address and per
 * address and username): @fastify/rate-limit runs only one of its own hooks per request, so these use its
 * counters (`createRateLimit`) and answer themselves.
 */
export function limitRequests(
  app: FastifyInstance,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const name = counterName(app, limit);
  const count = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request, reply) => {
    let result: Awaited<ReturnType<typeof count>>;
    try {
      result = await count(request);
    } catch (error) {
      // The shared store cannot answer (Redis down): serve rather than refuse everyone, and say so.
      request.log.error({ err: error, limit: name }, 'A rate limit is unavailable; the request goes through');
      return;
    }
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new TooManyRequestsError(tooManyAttemptsMessage(result.ttlInSeconds));
  };
}

/** 'Too many attempts. Please try again in 1 minute.' — the wait rounded up to seconds, minutes or hours. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  return `Too many attempts. Please try again in ${duration(Math.max(1, Math.ceil(waitSeconds)))}.`;
}

function duration(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
