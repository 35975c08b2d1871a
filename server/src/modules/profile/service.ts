import {
  type ChangePasswordInput,
  type FieldErrors,
  VALIDATION_MESSAGES as M,
  type ProfileUpdate,
  type User,
  type UserDetail,
} from '@campus/sdk';
import { commonPasswordError } from '@campus/sdk/common-passwords';
import type { InvalidateUser, UserActor } from '../../auth/actor.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { revokeOtherTokens } from '../../auth/token-store.js';
import { loadUserFor } from '../../authorization/user-access.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { userDetailFor } from '../users/user-page.js';
import { findPasswordHash, updateUser } from '../users/user-repository.js';

export function createProfileService(db: Database, invalidateUser: InvalidateUser = async () => {}) {
  // The signed-in user's own account, through the same scoped loader as any user page (self: no relation
  // query), so a deleted account answers 404 like any missing user.
  async function profileOf(actor: UserActor): Promise<User> {
    return (await loadUserFor(db, actor, actor.id)).user;
  }

  return {
    /** GET /profile: the signed-in user's own page, every card of theirs (as GET /users/{id} shows it). */
    get: async (actor: UserActor): Promise<UserDetail> =>
      userDetailFor(db, await loadUserFor(db, actor, actor.id)),

    async update(actor: UserActor, input: ProfileUpdate): Promise<User> {
      await updateUser(db, actor.id, {
        firstName: input.first_name,
        middleName: input.middle_name,
        lastName: input.last_name,
        email: input.email,
        gender: input.gender,
        state: input.state,
        phoneNumber: input.phone_number,
        bio: input.bio,
        streetAddress: input.street_address,
        city: input.city,
        zipcode: input.zipcode,
      });
      return profileOf(actor);
    },

    /** Sets a new password after checking the current one; every other session of the user is signed out. */
    async changePassword(actor: UserActor, input: ChangePasswordInput): Promise<void> {
      const currentHash = await findPasswordHash(db, actor.id);
      if (currentHash === null) throw new NotFoundError('User not found');
      const errors: FieldErrors = {};
      if (!(await verifyPassword(currentHash, input.current_password))) {
        errors.current_password = [M.currentPasswordWrong];
      }
      const passwordError = await commonPasswordError(input.password);
      if (passwordError) errors.password = [passwordError];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updateUser(tx, actor.id, { passwordHash });
        await revokeOtherTokens(tx, actor.id, actor.tokenId);
      });
      // After the commit, so that no request re-reads (and re-caches) the tokens before they are revoked.
      await invalidateUser(actor.id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
