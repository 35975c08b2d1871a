import { describe, expect, it } from 'vitest';
import { createMemoryChangeFeed } from './memory-change-feed.js';

const quiet = { warn: () => {}, error: () => {} };

describe('the in-process change feed', () => {
  it('delivers a publication to every subscriber of its topic, and to no other', async () => {
    const feed = createMemoryChangeFeed(quiet);
    const actors: number[] = [];
    const others: number[] = [];
    let pages = 0;
    feed.subscribe('actor', ({ userId }) => actors.push(userId));
    feed.subscribe('actor', ({ userId }) => others.push(userId));
    feed.subscribe('answers', () => {
      pages += 1;
    });
    await feed.publish('actor', { userId: 7 });
    expect(actors).toEqual([7]);
    expect(others).toEqual([7]);
    expect(pages).toBe(0);
    await feed.publish('answers', null);
    expect(pages).toBe(1);
  });

  it('stops delivering after unsubscribe, and one failing subscriber does not stop the others', async () => {
    const errors: unknown[] = [];
    const feed = createMemoryChangeFeed({ warn: () => {}, error: (object) => errors.push(object) });
    const seen: number[] = [];
    feed.subscribe('actor', () => {
      throw new Error('boom');
    });
    const unsubscribe = feed.subscribe('actor', ({ userId }) => seen.push(userId));
    await feed.publish('actor', { userId: 1 });
    unsubscribe();
    await feed.publish('actor', { userId: 2 });
    expect(seen).toEqual([1]);
    expect(errors).toHaveLength(2);
  });

  it('refuses a payload too large for NOTIFY, as the PostgreSQL feed would', async () => {
    const feed = createMemoryChangeFeed(quiet);
    const big = { userId: 1, note: 'x'.repeat(8_000) } as unknown as { userId: number };
    await expect(feed.publish('actor', big)).rejects.toThrow(/too large/);
  });

  it('is connected and never reports a gap', () => {
    const feed = createMemoryChangeFeed(quiet);
    expect(feed.kind).toBe('memory');
    expect(feed.connected).toBe(true);
  });
});
