import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { apiTokens, permissions, userPermissions, users } from '../db/schema.js';
import type { UserActor } from './actor.js';
import { generateToken, hashToken } from './tokens.js';

// Data access for api_tokens. Every function takes the database or a transaction. last_used_at is not
// written on each request: that would turn every read into a write.

/** Creates a token for the user and returns the raw token (the only time it exists outside the client). */
export async function issueToken(db: Database, userId: number): Promise<{ token: string; tokenId: number }> {
  const token = generateToken();
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, tokenHash: hashToken(token) })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error('Inserting the token returned no row');
  return { token, tokenId: row.id };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/** Revokes every live token of the user except `keepTokenId` (after a password change). */
export async function revokeOtherTokens(db: Database, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(apiTokens.userId, userId), ne(apiTokens.id, keepTokenId), isNull(apiTokens.revokedAt)));
}

/** The actor behind a raw token, or null when the token is unknown or revoked. Two queries. */
export async function findActorByToken(db: Database, token: string): Promise<UserActor | null> {
  const [row] = await db
    .select({ tokenId: apiTokens.id, id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  const granted = await db
    .select({ key: permissions.key })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, row.id));
  return {
    id: row.id,
    username: row.username,
    is_admin: row.isAdmin,
    permissions: granted,
    tokenId: row.tokenId,
    token,
  };
}
