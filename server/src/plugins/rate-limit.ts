import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../errors.js';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in through `config.rateLimit` (login).
 * The counters live in memory; several processes would share a Redis store instead (docs/SCALING.md).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(`Too many attempts. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);

export interface LoginRateLimit {
  /** Attempts allowed per IP and username within the window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, timeWindow: 60_000 };
