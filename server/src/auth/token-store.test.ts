import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { findCredentialsByUsername, findUserById } from '../modules/users/user-repository.js';
import { createTestDatabase } from '../testing/test-database.js';
import {
  findActorByToken,
  issueToken,
  isUseStale,
  LAST_USED_WRITE_INTERVAL_MS,
  revokeToken,
  TOKEN_IDLE_LIFETIME_MS,
  touchToken,
} from './token-store.js';

let database: DatabaseHandle;
const NOW = new Date('2026-05-01T08:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function userId(username: string): Promise<number> {
  const row = await findCredentialsByUsername(database.db, username);
  if (!row) throw new Error(`no ${username}`);
  return row.id;
}

describe('findActorByToken', () => {
  it.each(['teacher', 'admin', 'student', 'manager'])(
    "resolves %s with exactly the user's permission keys and the token's dates",
    async (username) => {
      const id = await userId(username);
      const { token, tokenId } = await issueToken(database.db, id, NOW);
      const actor = await findActorByToken(database.db, token, NOW);
      const user = await findUserById(database.db, id);
      expect(actor).toMatchObject({ id, username, is_admin: user?.is_admin, tokenId, token });
      expect(actor?.permissions).toEqual(user?.permissions.map((permission) => ({ key: permission.key })));
      expect(actor?.session).toEqual({
        id: tokenId,
        createdAt: NOW.toISOString(),
        lastUsedAt: NOW.toISOString(),
        expiresAt: new Date(NOW.getTime() + TOKEN_IDLE_LIFETIME_MS).toISOString(),
      });
    },
  );

  it('gives the teacher the create_course and create_event keys of the demo data', async () => {
    const { token } = await issueToken(database.db, await userId('teacher'), NOW);
    const keys = (await findActorByToken(database.db, token, NOW))?.permissions.map((p) => p.key);
    expect(keys).toEqual(['create_course', 'create_event']);
  });

  it('returns null for an unknown, a revoked and an expired token', async () => {
    const id = await userId('parent');
    expect(await findActorByToken(database.db, 'no-such-token', NOW)).toBeNull();
    const revoked = await issueToken(database.db, id, NOW);
    await revokeToken(database.db, revoked.tokenId, NOW);
    expect(await findActorByToken(database.db, revoked.token, NOW)).toBeNull();
    const idle = await issueToken(database.db, id, NOW);
    const later = new Date(NOW.getTime() + TOKEN_IDLE_LIFETIME_MS);
    expect(await findActorByToken(database.db, idle.token, later)).toBeNull();
  });
});

describe('touchToken', () => {
  it('moves last use forward only when the recorded one is an hour old or more', async () => {
    const { token, tokenId } = await issueToken(database.db, await userId('owner'), NOW);
    const soon = new Date(NOW.getTime() + LAST_USED_WRITE_INTERVAL_MS - 1);
    const actor = await findActorByToken(database.db, token, soon);
    if (!actor) throw new Error('no actor');
    expect(isUseStale(actor.session, soon)).toBe(false);
    await touchToken(database.db, tokenId, soon);
    expect((await findActorByToken(database.db, token, soon))?.session.lastUsedAt).toBe(NOW.toISOString());

    const hourLater = new Date(NOW.getTime() + LAST_USED_WRITE_INTERVAL_MS);
    expect(isUseStale(actor.session, hourLater)).toBe(true);
    await touchToken(database.db, tokenId, hourLater);
    expect((await findActorByToken(database.db, token, hourLater))?.session.lastUsedAt).toBe(
      hourLater.toISOString(),
    );
  });
});
