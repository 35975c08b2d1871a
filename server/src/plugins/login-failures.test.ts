import { describe, expect, it } from 'vitest';
import { createMemoryLoginFailures } from './login-failures.js';

const MINUTE = 60_000;

function clock(start = Date.UTC(2031, 0, 1)) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('failed logins per account, in memory', () => {
  it('waits out the rest of the window after max failures, then starts afresh', async () => {
    const time = clock();
    const failures = createMemoryLoginFailures({ max: 3, timeWindow: 15 * MINUTE }, time.now);
    expect(await failures.recordFailure('sam')).toBe(0);
    time.advance(MINUTE);
    expect(await failures.recordFailure('sam')).toBe(0);
    expect(await failures.waitFor('sam')).toBe(0);
    // The third failure reaches the limit: the wait is what is left of the 15 minutes from the first.
    expect(await failures.recordFailure('sam')).toBe(14 * 60);
    time.advance(4 * MINUTE);
    expect(await failures.waitFor('sam')).toBe(10 * 60);
    expect(await failures.waitFor('other')).toBe(0);
    time.advance(10 * MINUTE);
    expect(await failures.waitFor('sam')).toBe(0);
    expect(await failures.recordFailure('sam')).toBe(0);
  });

  it('forgets an account on clear (a successful login)', async () => {
    const failures = createMemoryLoginFailures({ max: 2, timeWindow: MINUTE });
    await failures.recordFailure('sam');
    await failures.recordFailure('sam');
    expect(await failures.waitFor('sam')).toBeGreaterThan(0);
    await failures.clear('sam');
    expect(await failures.waitFor('sam')).toBe(0);
    expect(await failures.recordFailure('sam')).toBe(0);
  });

  it('keeps at most maxAccounts counts: expired ones go first, then the oldest', async () => {
    const time = clock();
    const failures = createMemoryLoginFailures({ max: 1, timeWindow: MINUTE }, time.now, 3);
    await failures.recordFailure('a');
    time.advance(2 * MINUTE);
    await failures.recordFailure('b');
    await failures.recordFailure('c');
    await failures.recordFailure('d');
    // 'a' had expired; 'b', 'c' and 'd' fit.
    for (const account of ['b', 'c', 'd']) expect(await failures.waitFor(account)).toBe(60);
    await failures.recordFailure('e');
    expect(await failures.waitFor('b')).toBe(0);
    for (const account of ['c', 'd', 'e']) expect(await failures.waitFor(account)).toBe(60);
  });
});
