import type { PermissionHolder } from '@campus/sdk';

/**
 * The signed-in user behind a request. Shaped as the sdk's PermissionHolder so the sdk's permission rules
 * apply to it unchanged. Guests are `null`.
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
}

export type Actor = UserActor | null;
