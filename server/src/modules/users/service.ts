import {
  type CreateUserData,
  type FieldErrors,
  hasPermission,
  VALIDATION_MESSAGES as M,
  type User,
} from '@campus/sdk';
import { commonPasswordError } from '@campus/sdk/common-passwords';
import type { UserActor } from '../../auth/actor.js';
import { hashPassword } from '../../auth/password.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { addOrganizationMember, ownsActiveOrganization } from '../organizations/repository.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import {
  addGroupMember,
  findGroupCoordination,
  findOrganizationOwnership,
} from './create-user-repository.js';
import { createUserPageService } from './user-page.js';
import { findUserById, insertUser, isUsernameTaken } from './user-repository.js';

export const CREATE_USER_MESSAGES = {
  notYourOrganization: 'You can only create users in an organization you own.',
  notYourGroup: 'You can only add users to a group you coordinate.',
  unknownGroup: 'The selected group does not exist.',
  created: 'User created',
} as const;

export function createUsersService(db: Database) {
  /** Every rule of the form checked against the database, all messages at once (the form shows each). */
  async function checkCreateUser(actor: UserActor, input: CreateUserData): Promise<void> {
    const errors: FieldErrors = {};
    const organization = await findOrganizationOwnership(db, input.organization_id);
    if (!organization?.isActive) {
      errors.organization_id = [M.organizationRequired];
    } else if (!hasPermission(actor, 'create_user') && organization.ownerId !== actor.id) {
      // An organization owner's power reaches only the organizations they own (spec section 6).
      errors.organization_id = [CREATE_USER_MESSAGES.notYourOrganization];
    }
    if (input.group_id != null) {
      const group = await findGroupCoordination(db, input.group_id, actor.id);
      if (!group && actor.is_admin) errors.group_id = [CREATE_USER_MESSAGES.unknownGroup];
      // Unknown and not coordinated read alike for everyone but admins: a group's existence is not theirs.
      else if (!actor.is_admin && !group?.coordinates) errors.group_id = [CREATE_USER_MESSAGES.notYourGroup];
    }
    if (await isUsernameTaken(db, input.username)) errors.username = [M.usernameTaken];
    const passwordError = await commonPasswordError(input.password);
    if (passwordError) errors.password = [passwordError];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  return {
    ...createUserPageService(db),

    /** Admins, create_user holders and owners of an active organization may open the Create User form. */
    async mayCreateUsers(actor: UserActor): Promise<boolean> {
      return hasPermission(actor, 'create_user') || (await ownsActiveOrganization(db, actor.id));
    },

    /** The dashboard's Create User: the account, its organization membership and its group, together. */
    async create(actor: UserActor, input: CreateUserData): Promise<User> {
      await checkCreateUser(actor, input);
      // Hashing takes ~15 ms: done before the transaction so it holds no connection meanwhile.
      const passwordHash = await hashPassword(input.password);
      const groupId = input.group_id ?? null;
      try {
        const userId = await db.transaction(async (tx) => {
          const userId = await insertUser(tx, {
            firstName: input.first_name,
            middleName: input.middle_name,
            lastName: input.last_name,
            username: input.username,
            gender: input.gender,
            isStudent: input.is_student,
            schoolGrade: input.school_grade,
            organizationId: input.organization_id,
            passwordHash,
          });
          await addOrganizationMember(tx, input.organization_id, userId, 'member');
          if (groupId !== null) await addGroupMember(tx, groupId, userId);
          return userId;
        });
        const user = await findUserById(db, userId);
        if (!user) throw new NotFoundError();
        return user;
      } catch (error) {
        // Two requests racing for one username: the unique index decides.
        if (isUniqueViolation(error)) throw ValidationError.field('username', M.usernameTaken);
        throw error;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
