import {
  type AdminUserQuery,
  type CreateAdminUserData,
  type FieldErrors,
  lastPage,
  VALIDATION_MESSAGES as M,
  type Paged,
  type PermissionWithCount,
  type UpdateAdminUserData,
  type User,
} from '@campus/sdk';
import { commonPasswordError } from '@campus/sdk/common-passwords';
import { eq } from 'drizzle-orm';
import type { InvalidateUser, UserActor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/password.js';
import { revokeOtherTokens } from '../../auth/token-store.js';
import type { Database } from '../../db/connect.js';
import { users } from '../../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { addOrganizationMember } from '../organizations/repository.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { findUserById, insertUser, updateUser } from '../users/user-repository.js';
import { createUserBatch } from './batch.js';
import { ADMIN_USER_MESSAGES, formColumns } from './form.js';
import {
  deleteUser,
  existingPermissionIds,
  isUsernameTakenByOther,
  listPermissionsWithCounts,
  organizationExists,
  pageUsers,
  replaceUserPermissions,
} from './repository.js';

export { ADMIN_USER_MESSAGES } from './form.js';

/** PostgreSQL's foreign_key_violation (SQLSTATE 23503), on the error or the cause Drizzle wraps it in. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23503') return true;
  }
  return false;
}

/**
 * The admin panel's people calls (spec section 7 "Admin"): the paged table, the admin user form, deletion and
 * permissions. A change that ends sessions or alters what a user may do reaches their next request:
 * `invalidateUser` runs after each commit.
 */
export function createAdminUsersService(db: Database, invalidateUser: InvalidateUser = async () => {}) {
  /** The form's rules checked against the database, all messages at once. */
  async function checkForm(
    input: CreateAdminUserData | UpdateAdminUserData,
    userId: number | null,
  ): Promise<void> {
    const errors: FieldErrors = {};
    if (await isUsernameTakenByOther(db, input.username, userId ?? 0)) errors.username = [M.usernameTaken];
    if (input.organization_id != null && !(await organizationExists(db, input.organization_id))) {
      errors.organization_id = [ADMIN_USER_MESSAGES.unknownOrganization];
    }
    if (input.password !== undefined) {
      const passwordError = await commonPasswordError(input.password);
      if (passwordError) errors.password = [passwordError];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  /** A race lost after the checks (the username taken, the organization deleted) reads as the check's 422. */
  function raceAsValidation(error: unknown): never {
    if (isUniqueViolation(error)) throw ValidationError.field('username', M.usernameTaken);
    if (isForeignKeyViolation(error)) {
      throw ValidationError.field('organization_id', ADMIN_USER_MESSAGES.unknownOrganization);
    }
    throw error;
  }

  async function userOr404(id: number): Promise<User> {
    const user = await findUserById(db, id);
    if (!user) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
    return user;
  }

  return {
    /** POST /admin/users/batch (admins): create and update up to 500 users in one transaction (batch.ts). */
    saveMany: createUserBatch(db, invalidateUser),

    /** GET /admin/users (admins): one page of the people table. */
    async list(actor: UserActor, query: AdminUserQuery): Promise<Paged<User>> {
      if (!actor.is_admin) throw new ForbiddenError();
      const { rows, total } = await pageUsers(db, query);
      return {
        data: rows,
        current_page: query.page,
        last_page: lastPage(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    /** POST /admin/users (admins): the account, and its organization membership when one is chosen. */
    async create(actor: UserActor, input: CreateAdminUserData): Promise<User> {
      if (!actor.is_admin) throw new ForbiddenError();
      await checkForm(input, null);
      // Hashing runs off the event loop (argon2's worker); before the transaction, so it holds no connection.
      const passwordHash = await hashPassword(input.password);
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const id = await insertUser(tx, { ...formColumns(input), passwordHash });
          if (input.organization_id != null) await addOrganizationMember(tx, input.organization_id, id);
          return id;
        });
      } catch (error) {
        raceAsValidation(error);
      }
      return userOr404(userId);
    },

    /**
     * PUT /admin/users/{id} (admins): a blank password keeps the current one; a new one signs the user out
     * everywhere (an admin editing their own account keeps the session they are using).
     */
    async update(actor: UserActor, id: number, input: UpdateAdminUserData): Promise<User> {
      if (!actor.is_admin) throw new ForbiddenError();
      await userOr404(id);
      await checkForm(input, id);
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          await updateUser(tx, id, {
            ...formColumns(input),
            ...(passwordHash === undefined ? {} : { passwordHash }),
          });
          if (input.organization_id != null) await addOrganizationMember(tx, input.organization_id, id);
          if (passwordHash !== undefined) {
            await revokeOtherTokens(tx, id, actor.id === id ? actor.tokenId : 0);
          }
        });
      } catch (error) {
        raceAsValidation(error);
      }
      // After the commit: the cached actor (username, sessions) is read again on the user's next request.
      await invalidateUser(id);
      return userOr404(id);
    },

    /** DELETE /admin/users/{id} (admins, not themselves): the user's tokens stop working at once. */
    async remove(actor: UserActor, id: number): Promise<void> {
      if (!actor.is_admin) throw new ForbiddenError();
      if (actor.id === id) throw ValidationError.field('id', M.deleteSelf);
      if (!(await deleteUser(db, id))) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
      // After the commit, so that no request re-reads (and re-caches) the actor before the row is gone.
      await invalidateUser(id);
    },

    /**
     * PUT /admin/users/{id}/permissions (admins and grant_permission holders; the route checks the key):
     * replaces the list in one transaction; the user's next request sees it.
     */
    async setPermissions(id: number, permissionIds: readonly number[]): Promise<User> {
      await db.transaction(async (tx) => {
        // Locked, so a deletion or another replacement of the same user waits for this one.
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!target) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
        const known = await existingPermissionIds(tx, permissionIds);
        if (permissionIds.some((permissionId) => !known.has(permissionId))) {
          throw ValidationError.field('permission_ids', M.permissionUnknown);
        }
        await replaceUserPermissions(tx, id, permissionIds);
      });
      await invalidateUser(id);
      return userOr404(id);
    },

    /** GET /admin/permissions (admins and view_permission holders; the route checks the key). */
    permissions: (): Promise<PermissionWithCount[]> => listPermissionsWithCounts(db),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
