import { and, desc, eq, gt, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { apiTokens, users } from '../db/schema.js';
import type { TokenSession, UserActor } from './actor.js';
import { generateToken, hashToken } from './tokens.js';

// Data access for api_tokens. Every function takes the database or a transaction, and the time (`now`) so
// tests can move the clock.

const HOUR_MS = 60 * 60 * 1000;
/** A token expires after this long without use (sliding: every use extends it). */
export const TOKEN_IDLE_LIFETIME_MS = 30 * 24 * HOUR_MS;
/**
 * last_used_at is written at most this often per token, so reads stay reads: one cheap UPDATE an hour
 * instead of one per request. The price: a token may expire up to this much earlier than 30 days after its
 * true last use (never later).
 */
export const LAST_USED_WRITE_INTERVAL_MS = HOUR_MS;

/** Timestamps go to the database as ISO text, as the columns' string mode expects. */
function ago(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/** The session view of a token row: expiry is its last use plus the idle lifetime. */
export function tokenSession(row: { id: number; createdAt: string; lastUsedAt: string }): TokenSession {
  const lastUsedAt = new Date(row.lastUsedAt);
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: lastUsedAt.toISOString(),
    expiresAt: new Date(lastUsedAt.getTime() + TOKEN_IDLE_LIFETIME_MS).toISOString(),
  };
}

/** A token is live when it is not revoked and was used within the idle lifetime. */
function live(now: Date) {
  return and(isNull(apiTokens.revokedAt), gt(apiTokens.lastUsedAt, ago(now, TOKEN_IDLE_LIFETIME_MS)));
}

/** Creates a token for the user and returns the raw token (the only time it exists outside the client). */
export async function issueToken(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<{ token: string; tokenId: number }> {
  const token = generateToken();
  const at = now.toISOString();
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, tokenHash: hashToken(token), createdAt: at, lastUsedAt: at })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error('Inserting the token returned no row');
  return { token, tokenId: row.id };
}

export async function revokeToken(db: Database, tokenId: number, now = new Date()): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/**
 * Revokes the user's token `tokenId` if it is theirs and live; false when there is no such token (another
 * user's id included), so the caller answers 404 without telling whose it is.
 */
export async function revokeOwnToken(
  db: Database,
  userId: number,
  tokenId: number,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), live(now)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Revokes every live token of the user except `keepTokenId`; returns their ids (for cache invalidation). */
export async function revokeOtherTokens(
  db: Database,
  userId: number,
  keepTokenId: number,
  now = new Date(),
): Promise<number[]> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.userId, userId), ne(apiTokens.id, keepTokenId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.map((row) => row.id);
}

/** The user's live tokens, newest use first. */
export async function listLiveTokens(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<TokenSession[]> {
  const rows = await db
    .select({ id: apiTokens.id, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live(now)))
    .orderBy(desc(apiTokens.lastUsedAt), desc(apiTokens.id));
  return rows.map(tokenSession);
}

// The permission keys of a user as a text[]: a correlated subquery, so the actor is one statement. Qualified
// names throughout, as Drizzle may leave the outer query's columns unqualified.
const permissionKeys = sql<string[]>`coalesce((
  select array_agg(p.key order by p.key)
  from user_permissions up inner join permissions p on p.id = up.permission_id
  where up.user_id = "users"."id"
), '{}'::text[])`;

/**
 * The actor behind a raw token, or null when the token is unknown, revoked or expired. One statement; the
 * auth hook keeps the result for a few seconds (auth/actor-cache.ts), as a signed-in request is otherwise
 * one statement dearer than a guest one.
 */
export async function findActorByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<UserActor | null> {
  const actor = await findActorWhere(db, eq(apiTokens.tokenHash, hashToken(token)), now);
  return actor && { ...actor, token };
}

/**
 * The actor of a token by its id (a live stream's ticket names the token it was issued to), without the raw
 * token, which is never stored; null when the token is revoked or expired.
 */
export async function findActorByTokenId(
  db: Database,
  tokenId: number,
  now = new Date(),
): Promise<Omit<UserActor, 'token'> | null> {
  return findActorWhere(db, eq(apiTokens.id, tokenId), now);
}

async function findActorWhere(db: Database, which: SQL, now: Date): Promise<Omit<UserActor, 'token'> | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      keys: permissionKeys,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(which, live(now)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    is_admin: row.isAdmin,
    permissions: row.keys.map((key) => ({ key })),
    tokenId: row.tokenId,
    session: tokenSession({ id: row.tokenId, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt }),
  };
}

/** Whether a request at `now` should record its use (last_used_at older than the write interval). */
export function isUseStale(session: TokenSession, now: Date): boolean {
  return now.getTime() - new Date(session.lastUsedAt).getTime() >= LAST_USED_WRITE_INTERVAL_MS;
}

/**
 * Records a use of the token at `now`, extending its life. The condition repeats the staleness check, so
 * concurrent requests write at most once, and a revoked token is never touched.
 */
export async function touchToken(db: Database, tokenId: number, now = new Date()): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now.toISOString() })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        isNull(apiTokens.revokedAt),
        lte(apiTokens.lastUsedAt, ago(now, LAST_USED_WRITE_INTERVAL_MS)),
      ),
    );
}
