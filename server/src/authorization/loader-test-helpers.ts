import type { PermissionHolder } from '@campus/sdk';
import type { DatabaseHandle } from '../db/connect.js';
import { AppError } from '../errors.js';
import { viewerOf } from '../testing/demo-viewers.js';

/**
 * The HTTP status a scoped loader's answer turns into (200, or the AppError's 403/404), for tables of
 * "this demo user, that object, this need -> status".
 */
export async function statusOfLoad(
  database: DatabaseHandle,
  username: string | null,
  load: (viewer: PermissionHolder | null) => Promise<unknown>,
): Promise<number> {
  const viewer = username ? await viewerOf(database, username) : null;
  try {
    await load(viewer);
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}
