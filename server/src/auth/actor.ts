import type { PermissionHolder } from '@campus/sdk';

/** The token a request came with, as a session: ISO timestamps; it expires 30 days after its last use. */
export interface TokenSession {
  id: number;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/**
 * The signed-in user behind a request, resolved in one statement (auth/token-store.ts). Shaped as the sdk's
 * PermissionHolder so the sdk's permission rules apply to it unchanged. Guests are `null`.
 */
export interface UserActor extends PermissionHolder {
  id: number;
  username: string;
  is_admin: boolean;
  permissions: Array<{ key: string }>;
  /** The api_tokens row the request came with (logout revokes it; a password change keeps it). */
  tokenId: number;
  /** The raw bearer token, echoed by GET /user. */
  token: string;
  /** The token's dates, with last use as of this request (recorded to within an hour). */
  session: TokenSession;
}

export type Actor = UserActor | null;

/**
 * Drops a user's cached actors here and in every other process (app.invalidateUser, plugins/auth-actor.ts).
 * Services call it after committing a change that ends tokens or alters an actor.
 */
export type InvalidateUser = (userId: number) => Promise<void>;
