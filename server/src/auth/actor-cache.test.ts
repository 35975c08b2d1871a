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
});
