import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url. Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here (unlike passwords): the token is 256 random bits, so there is nothing to guess. */
export function hashToken(token: string): string {
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    hash = createHash('sha256').update(token).digest('hex');
    if (recentHashes.size >= RECENT_HASHES_MAX) recentHashes.clear();
    recentHashes.set(token, hash);
  }
  return hash;
}

/**
 * The hashes of the tokens seen lately: every signed-in request hashes its token to find its actor, and
 * SHA-256 was about 8 us of a cached answer's 220. Bounded; emptied when full. Holds no more than the actor
 * cache does (it keeps each raw token to echo on GET /user).
 */
const recentHashes = new Map<string, string>();
const RECENT_HASHES_MAX = 10_000;

/** The token of an `Authorization: Bearer <token>` header, or null when absent or of another scheme. */
export function bearerTokenFrom(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
