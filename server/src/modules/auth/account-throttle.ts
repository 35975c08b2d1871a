import type { LoginInput } from '@campus/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError, UnauthorizedError } from '../../errors.js';
import { clientAddress, tooManyAttemptsMessage } from '../../plugins/rate-limit.js';

/** Usernames are at most 50 characters; a longer one names no account and is counted by its start. */
const ACCOUNT_KEY_LENGTH = 100;

/** The account a login names, as the login looks it up: trimmed, in lower case. */
export function accountOf(username: string): string {
  return username.trim().toLowerCase().slice(0, ACCOUNT_KEY_LENGTH);
}

/** The username of a login body (preHandlers see the parsed body, typed loosely). */
export function usernameIn(body: unknown): string {
  return typeof body === 'object' && body !== null && 'username' in body && typeof body.username === 'string'
    ? body.username
    : '';
}

/**
 * The per-account limit of POST /login (rateLimits.loginPerAccount, counted in app.loginFailures): a
 * preHandler that refuses a throttled account before its password is even checked (so the right password
 * is refused too until the window ends, or the limit would only slow the guessing down), and `track`,
 * which counts a failed login and forgets the failures after a successful one. Each refusal is logged with
 * the username and the address, never the password.
 */
export function accountLoginThrottle(app: FastifyInstance) {
  const failures = app.loginFailures;

  function refuse(request: FastifyRequest, reply: FastifyReply, account: string, wait: number): never {
    request.log.warn(
      { username: account, address: clientAddress(request), retryAfter: wait },
      'login refused: too many failed logins for this account',
    );
    reply.header('retry-after', wait);
    throw new TooManyRequestsError(tooManyAttemptsMessage(wait));
  }

  return {
    async refuseThrottled(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const account = accountOf(usernameIn(request.body));
      const wait = await failures.waitFor(account);
      if (wait > 0) refuse(request, reply, account, wait);
    },

    async track<T>(request: FastifyRequest<{ Body: LoginInput }>, login: () => Promise<T>): Promise<T> {
      const account = accountOf(request.body.username);
      let session: T;
      try {
        session = await login();
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          const wait = await failures.recordFailure(account);
          if (wait > 0) {
            request.log.warn(
              { username: account, address: clientAddress(request), retryAfter: wait },
              'account throttled: too many failed logins',
            );
          }
        }
        throw error;
      }
      await failures.clear(account);
      return session;
    },
  };
}
