import {
  type Access,
  USER_MESSAGES,
  type User,
  type UserAbility,
  type UserRelation,
  userAccess,
  type Viewer,
} from '@campus/sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { parentChild, users } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { findUserById } from '../modules/users/user-repository.js';
import { authorize, viewerId } from './authorize.js';
import { flag } from './relation-queries.js';

export interface ScopedUser {
  user: User;
  relation: UserRelation;
  access: Access<UserAbility>;
}

/**
 * The viewer's relation to a user, or null when there is no such user. The viewer's own account needs no
 * query: nobody is their own parent or child.
 */
export async function findUserRelation(
  db: Database,
  viewer: Viewer,
  userId: number,
): Promise<UserRelation | null> {
  const isAdmin = viewer?.is_admin === true;
  if (viewer?.id === userId) return { isAdmin, isSelf: true, isParent: false, isChild: false };
  const me = viewerId(viewer);
  const [row] = await db
    .select({
      isParent: flag(
        db
          .select({ one: parentChild.childId })
          .from(parentChild)
          .where(and(eq(parentChild.parentId, me), eq(parentChild.childId, userId))),
      ),
      isChild: flag(
        db
          .select({ one: parentChild.childId })
          .from(parentChild)
          .where(and(eq(parentChild.parentId, userId), eq(parentChild.childId, me))),
      ),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, isAdmin, isSelf: false } : null;
}

/**
 * The user if the viewer may see them and `need` it; otherwise 404 'User not found' or 403 (the spec's 'You
 * do not have permission to view this user profile.'). Authorized first, then loaded in the contract's shape.
 */
export async function loadUserFor(
  db: Database,
  viewer: Viewer,
  userId: number,
  need: UserAbility | 'view' = 'view',
): Promise<ScopedUser> {
  const relation = await findUserRelation(db, viewer, userId);
  const found = relation && { relation, access: userAccess(viewer, { id: userId }, relation) };
  const allowed = authorize(found, need, {
    notFound: USER_NOT_FOUND,
    viewForbidden: USER_MESSAGES.viewForbidden,
  });
  const user = await findUserById(db, userId);
  // Deleted between the two statements.
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return { user, ...allowed };
}

export const USER_NOT_FOUND = 'User not found';

/** What a call of the manager hierarchy needs: to read it (view_management or one's own place) or to change it. */
export type ManagementNeed = 'viewManagement' | 'assignManager';

/**
 * A user named by a /user-managers call: 404 'User not found' when there is no such user; 403 unless the
 * viewer may read the hierarchy (view_management, or it is their own place in it) or, for `assignManager`,
 * holds assign_manager. Unlike the user page, it does not need view_user: a manager reads the tree of
 * people they may not open.
 */
export async function loadUserForManagement(
  db: Database,
  viewer: Viewer,
  userId: number,
  need: ManagementNeed,
): Promise<{ relation: UserRelation; access: Access<UserAbility> }> {
  const relation = await findUserRelation(db, viewer, userId);
  if (!relation) throw new NotFoundError(USER_NOT_FOUND);
  const access = userAccess(viewer, { id: userId }, relation);
  if (!access.can[need]) throw new ForbiddenError();
  return { relation, access };
}
