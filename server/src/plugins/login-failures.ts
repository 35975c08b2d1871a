import type { Redis } from 'ioredis';
import type { RateLimit } from './rate-limit.js';

/**
 * Failed logins counted per account across every address, so that a guess spread over many addresses is
 * slowed as much as one from a single address. In process (createMemoryLoginFailures), or in Redis when several
 * processes serve (createRedisLoginFailures, REDIS_URL).
 */
export interface LoginFailures {
  /** Seconds until `account` may try to sign in again; 0 when it may now. */
  waitFor(account: string): Promise<number>;
  /** Counts a failed login of `account`; answers the wait it now has (0 while under the limit). */
  recordFailure(account: string): Promise<number>;
  /** A successful login: the account's failures are forgotten. */
  clear(account: string): Promise<void>;
}

/** At most this many accounts are tracked at once (about 10 MB); the oldest count goes first beyond it. */
export const MAX_TRACKED_ACCOUNTS = 50_000;

interface Count {
  failures: number;
  /** When the window that began with the first failure ends (ms since the epoch). */
  endsAt: number;
}

/**
 * In memory: `limit.max` failures within `limit.timeWindow` of the first one, then a wait until that
 * window ends. Entries are kept in the order their windows end (a new window is appended), so expired
 * ones are dropped from the front without a scan, and a flood of made-up usernames evicts the oldest.
 */
export function createMemoryLoginFailures(
  limit: RateLimit,
  now: () => Date = () => new Date(),
  maxAccounts = MAX_TRACKED_ACCOUNTS,
): LoginFailures {
  const counts = new Map<string, Count>();

  function current(account: string, at: number): Count | undefined {
    const count = counts.get(account);
    if (count && count.endsAt <= at) {
      counts.delete(account);
      return undefined;
    }
    return count;
  }

  function waitOf(count: Count | undefined, at: number): number {
    if (!count || count.failures < limit.max) return 0;
    return Math.max(1, Math.ceil((count.endsAt - at) / 1000));
  }

  function prune(at: number): void {
    for (const [account, count] of counts) {
      if (count.endsAt > at && counts.size <= maxAccounts) break;
      counts.delete(account);
    }
  }

  return {
    async waitFor(account) {
      const at = now().getTime();
      return waitOf(current(account, at), at);
    },
    async recordFailure(account) {
      const at = now().getTime();
      let count = current(account, at);
      if (count) count.failures += 1;
      else {
        count = { failures: 1, endsAt: at + limit.timeWindow };
        counts.set(account, count);
        prune(at);
      }
      return waitOf(count, at);
    },
    async clear(account) {
      counts.delete(account);
    },
  };
}

/**
 * In Redis, shared by every process: one key per account holding the count, which expires when the window
 * that began with the first failure ends (`SET ... NX PX` starts it, INCR counts, PTTL tells the wait), so
 * the same rule as in memory holds whichever process a guess reaches. Keys get the client's prefix.
 */
export function createRedisLoginFailures(redis: Redis, limit: RateLimit): LoginFailures {
  const keyOf = (account: string) => `login-failures:${account}`;

  function waitOf(failures: number, ttlMs: number): number {
    if (failures < limit.max || ttlMs <= 0) return 0;
    return Math.max(1, Math.ceil(ttlMs / 1000));
  }

  return {
    async waitFor(account) {
      const key = keyOf(account);
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return waitOf(Number(count ?? 0), ttl);
    },
    async recordFailure(account) {
      const key = keyOf(account);
      const results = await redis
        .multi()
        .set(key, 0, 'PX', limit.timeWindow, 'NX')
        .incr(key)
        .pttl(key)
        .exec();
      const [, counted, ttl] = (results ?? []).map(([error, value]) => {
        if (error) throw error;
        return value;
      });
      return waitOf(Number(counted), Number(ttl));
    },
    async clear(account) {
      await redis.del(keyOf(account));
    },
  };
}
