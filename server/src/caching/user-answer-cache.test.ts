import { describe, expect, it } from 'vitest';
import { answerEtag, type Lookup, UserAnswerCache, userAnswerKey } from './user-answer-cache.js';

function setUp(options: { maxBytes?: number; maxEntriesPerUser?: number } = {}) {
  const clock = { now: 0 };
  const cache = new UserAnswerCache({
    ttlMs: 1_000,
    refreshGraceMs: 5_000,
    elapsed: () => clock.now,
    ...options,
  });
  /** Looks up, and when this request is to read, stores `json` and finishes as the plugin does. */
  const read = (userId: number, key: string, json: string): Lookup['kind'] => {
    const found = cache.lookup(userId, key);
    if (found.kind === 'lead') {
      const stored = cache.store(userId, key, json, found.generation);
      cache.finish(userId, key, stored !== undefined);
    }
    return found.kind;
  };
  return { cache, clock, read };
}

describe('UserAnswerCache', () => {
  it('serves what was stored, per user and key', () => {
    const { cache, read } = setUp();
    expect(read(1, 'a', '{"a":1}')).toBe('lead');
    expect(cache.lookup(1, 'a')).toEqual({
      kind: 'hit',
      answer: expect.objectContaining({ json: '{"a":1}' }),
    });
    expect(cache.lookup(2, 'a').kind).toBe('lead');
    expect(cache.size).toBe(1);
  });

  it('past the TTL, lets one request read again and serves the old copy to the others for the grace', () => {
    const { cache, clock } = setUp();
    const first = cache.lookup(1, 'a');
    if (first.kind !== 'lead') throw new Error('expected a lead');
    cache.store(1, 'a', 'old', first.generation);
    cache.finish(1, 'a', true);
    clock.now = 1_000;
    const refresher = cache.lookup(1, 'a');
    expect(refresher.kind).toBe('lead');
    expect(cache.lookup(1, 'a')).toMatchObject({ kind: 'hit', answer: { json: 'old' } });
    clock.now = 6_000;
    expect(cache.lookup(1, 'a').kind).toBe('lead');
  });

  it('drops the old copy when the refresh stores nothing (an error, a 404)', () => {
    const { cache, clock, read } = setUp();
    read(1, 'a', 'old');
    clock.now = 1_000;
    expect(cache.lookup(1, 'a').kind).toBe('lead');
    cache.finish(1, 'a', false);
    expect(cache.size).toBe(0);
  });

  it('does not store an answer read before an emptying or a drop of its user', () => {
    const { cache } = setUp();
    const before = cache.lookup(1, 'a');
    if (before.kind !== 'lead') throw new Error('expected a lead');
    cache.clear();
    expect(cache.store(1, 'a', 'stale', before.generation)).toBeUndefined();
    cache.finish(1, 'a', false);
    const again = cache.lookup(1, 'a');
    if (again.kind !== 'lead') throw new Error('expected a lead');
    cache.dropUser(7);
    expect(cache.store(1, 'a', 'stale', again.generation)).toBeUndefined();
  });

  it('has a second request for a missing answer wait for the first, then take its copy', async () => {
    const { cache } = setUp();
    const first = cache.lookup(1, 'a');
    const second = cache.lookup(1, 'a');
    if (first.kind !== 'lead' || second.kind !== 'wait') throw new Error('expected a lead and a wait');
    cache.store(1, 'a', 'answer', first.generation);
    cache.finish(1, 'a', true);
    await second.done;
    expect(cache.lookup(1, 'a')).toMatchObject({ kind: 'hit', answer: { json: 'answer' } });
  });

  it('takes over a read that never finished once the grace is over', () => {
    const { cache, clock } = setUp();
    expect(cache.lookup(1, 'a').kind).toBe('lead');
    expect(cache.lookup(1, 'a').kind).toBe('wait');
    clock.now = 5_000;
    expect(cache.lookup(1, 'a').kind).toBe('lead');
  });

  it("drops one user's answers, and keeps within its size limits", () => {
    const { cache, read } = setUp({ maxBytes: 10, maxEntriesPerUser: 2 });
    read(1, 'a', 'aa');
    read(2, 'a', 'bb');
    cache.dropUser(1);
    expect(cache.size).toBe(1);
    read(2, 'b', 'cc');
    read(2, 'c', 'dd');
    // A third key of user 2 emptied theirs first.
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(2);
    read(3, 'a', '0123456789');
    // Over 10 bytes in all: everything else went.
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(10);
  });

  it('keys by session and its last use, URL and cart session; tags answers with a weak ETag', () => {
    const session = { id: 4, lastUsedAt: '2026-12-02T10:00:00.000Z' };
    expect(userAnswerKey(session, '/api/cart', undefined)).not.toBe(
      userAnswerKey(session, '/api/cart', 'abc'),
    );
    expect(userAnswerKey(session, '/api/user', undefined)).not.toBe(
      userAnswerKey({ ...session, lastUsedAt: '2026-12-02T11:00:00.000Z' }, '/api/user', undefined),
    );
    expect(answerEtag('{"a":1}')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(answerEtag('{"a":1}')).not.toBe(answerEtag('{"a":2}'));
  });
});
