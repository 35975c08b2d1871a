import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../auth/token-store.js';
import { apiTokens, events, users } from '../db/schema.js';
import { changedTables, digestDatabase } from './database-digest.js';
import { snapshotDatabase } from './database-snapshot.js';
import { demoDatabaseForFile } from './demo-database-for-file.js';

// The matrix and the hostile-input harness rely on these two: a restore that really puts everything back,
// and a digest that sees any change except a token's last use.

const demo = demoDatabaseForFile();

describe('digestDatabase', () => {
  it('sees an added, a changed and a removed row, but not a token being used', async () => {
    const start = await digestDatabase(demo.database);
    const { tokenId } = await issueToken(demo.database.db, demo.ids.user('student'));
    const issued = await digestDatabase(demo.database);
    expect(changedTables(start, issued)).toEqual(['api_tokens']);

    await demo.database.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date().toISOString() })
      .where(eq(apiTokens.id, tokenId));
    expect(changedTables(issued, await digestDatabase(demo.database))).toEqual([]);

    await demo.database.db
      .update(users)
      .set({ bio: 'changed' })
      .where(eq(users.id, demo.ids.user('teacher')));
    expect(changedTables(issued, await digestDatabase(demo.database))).toEqual(['users']);
  });
});

describe('snapshotDatabase', () => {
  it('restores every table, foreign keys and cascades included', async () => {
    const snapshot = await snapshotDatabase(demo.database);
    const before = snapshot.digest;
    expect(await snapshot.restore()).toEqual([]);
    // Deleting an event cascades to its owners, groups, ticket types, RSVPs and their tickets.
    await demo.database.db.delete(events).where(eq(events.id, demo.ids.event('Riverside Jazz Night')));
    await demo.database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, demo.ids.user('student')));
    await issueToken(demo.database.db, demo.ids.user('parent'));
    expect(changedTables(before, await digestDatabase(demo.database)).length).toBeGreaterThan(3);

    const started = performance.now();
    expect(await snapshot.restore()).toEqual(
      expect.arrayContaining(['events', 'rsvps', 'users', 'api_tokens']),
    );
    const took = performance.now() - started;
    await demo.database.db
      .update(users)
      .set({ bio: 'changed again' })
      .where(eq(users.id, demo.ids.user('teacher')));
    const second = performance.now();
    expect(await snapshot.restore()).toEqual(['users']);
    const again = performance.now() - second;
    const third = performance.now();
    await digestDatabase(demo.database);
    const digestTook = performance.now() - third;
    expect(changedTables(before, await digestDatabase(demo.database))).toEqual([]);
    // Foreign keys hold again after the restore: a dangling reference is still refused.
    await expect(
      demo.database.db.execute(sql`insert into event_owners (event_id, user_id) values (2000000, 1)`),
    ).rejects.toThrow();
    console.info(
      `restore took ${took.toFixed(0)} ms, of one table ${again.toFixed(0)} ms; a digest ${digestTook.toFixed(0)} ms`,
    );
  });
});
