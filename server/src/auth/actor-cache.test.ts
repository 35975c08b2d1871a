import { describe, expect, it } from 'vitest';
import type { UserActor } from './actor.js';
import { ActorCache } from './actor-cache.js';

function actor(id: number, tokenId: number): UserActor {
  return {
    id,
    username: `user${id}`,
    is_admin: false,
    permissions: [],
    tokenId,
    token: `token${tokenId}`,
    session: {
      id: tokenId,
      createdAt: '2026-03-01T00:00:00.000Z',
      lastUsedAt: '2026-03-01T00:00:00.000Z',
      expiresAt: '2026-03-31T00:00:00.000Z',
    },
  };
}

describe('ActorCache', () => {
  it('serves an entry for its life only', () => {
    let ms = 0;
    const cache = new ActorCache({ ttlMs: 10_000, elapsed: () => ms });
    cache.set('a', actor(1, 1), cache.begin());
    ms = 9_999;
    expect(cache.get('a')?.tokenId).toBe(1);
    ms = 10_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands out copies, so a request changing its session leaves the cached one alone', () => {
    const cache = new ActorCache();
    cache.set('a', actor(1, 1), cache.begin());
    const first = cache.get('a');
    if (!first) throw new Error('not cached');
    first.session.lastUsedAt = 'changed';
    expect(cache.get('a')?.session.lastUsedAt).toBe('2026-03-01T00:00:00.000Z');
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new ActorCache({ maxEntries: 2 });
    cache.set('a', actor(1, 1), cache.begin());
    cache.set('b', actor(1, 2), cache.begin());
    cache.set('c', actor(2, 3), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.tokenId).toBe(3);
  });

  it("drops every token of a user and no one else's", () => {
    const cache = new ActorCache();
    cache.set('a', actor(1, 1), cache.begin());
    cache.set('b', actor(1, 2), cache.begin());
    cache.set('c', actor(2, 3), cache.begin());
    cache.dropUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.tokenId).toBe(3);
  });

  it('does not store a lookup that began before an invalidation (it may have read the old row)', () => {
    const cache = new ActorCache();
    const generation = cache.begin();
    cache.dropUser(1);
    cache.set('a', actor(1, 1), generation);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', actor(1, 1), cache.begin());
    expect(cache.get('a')).toBeDefined();
  });

  it('shares a lookup under way until it settles, and never one begun before an invalidation', async () => {
    const cache = new ActorCache();
    let finish = (_actor: UserActor | null): void => {};
    const lookup = new Promise<UserActor | null>((resolve) => {
      finish = resolve;
    });
    cache.track('a', cache.begin(), lookup);
    expect(cache.pending('a')).toBe(lookup);
    expect(cache.pending('b')).toBeUndefined();
    cache.dropUser(7);
    expect(cache.pending('a')).toBeUndefined();
    let finishAfter = (_actor: UserActor | null): void => {};
    const after = new Promise<UserActor | null>((resolve) => {
      finishAfter = resolve;
    });
    cache.track('a', cache.begin(), after);
    finish(actor(1, 1));
    await lookup;
    // The older lookup settling does not forget the newer one.
    expect(cache.pending('a')).toBe(after);
    finishAfter(null);
    await after;
    await Promise.resolve();
    expect(cache.pending('a')).toBeUndefined();
  });

  it('forgets a lookup that failed', async () => {
    const cache = new ActorCache();
    const failed = Promise.reject(new Error('connection lost'));
    cache.track('a', cache.begin(), failed);
    await expect(failed).rejects.toThrow('connection lost');
    await Promise.resolve();
    expect(cache.pending('a')).toBeUndefined();
  });
});
