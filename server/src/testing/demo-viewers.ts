import type { PermissionHolder } from '@campus/sdk';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connect.js';
import { permissions, userPermissions, users } from '../db/schema.js';

/**
 * A demo account as the scoped loaders see a request's actor (id, admin flag, permission keys), read
 * straight from the tables, so loader tests need no token or request. Case-insensitive, as usernames are.
 */
export async function viewerOf(database: DatabaseHandle, username: string): Promise<PermissionHolder> {
  const [user] = await database.db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!user) throw new Error(`No demo account "${username}"`);
  const granted = await database.db
    .select({ key: permissions.key })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(eq(userPermissions.userId, user.id));
  return { id: user.id, is_admin: user.isAdmin, permissions: granted };
}
