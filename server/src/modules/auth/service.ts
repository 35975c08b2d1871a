import {
  type AuthSession,
  type FieldErrors,
  type LoginInput,
  VALIDATION_MESSAGES as M,
  type RegisterData,
} from '@campus/sdk';
import { commonPasswordError } from '@campus/sdk/common-passwords';
import type { InvalidateUser, UserActor } from '../../auth/actor.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { issueToken, revokeToken } from '../../auth/token-store.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors.js';
import { addOrganizationMember, isActiveOrganization } from '../organizations/repository.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import {
  findCredentialsByUsername,
  findUserById,
  insertUser,
  isUsernameTaken,
} from '../users/user-repository.js';

export function createAuthService(
  db: Database,
  now: () => Date = () => new Date(),
  invalidateUser: InvalidateUser = async () => {},
) {
  async function sessionFor(userId: number, token: string): Promise<AuthSession> {
    const user = await findUserById(db, userId);
    if (!user) throw new NotFoundError();
    return { user, token };
  }

  return {
    /** Creates the account and its organization membership, and signs the new user in. */
    async register(input: RegisterData): Promise<AuthSession> {
      const errors: FieldErrors = {};
      if (!(await isActiveOrganization(db, input.organization_id))) {
        errors.organization_id = [M.organizationRequired];
      }
      if (await isUsernameTaken(db, input.username)) errors.username = [M.usernameTaken];
      const passwordError = await commonPasswordError(input.password);
      if (passwordError) errors.password = [passwordError];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      // Hashing takes ~15 ms: done before the transaction so it holds no connection meanwhile.
      const passwordHash = await hashPassword(input.password);
      try {
        const { userId, token } = await db.transaction(async (tx) => {
          const userId = await insertUser(tx, {
            firstName: input.first_name,
            middleName: input.middle_name,
            lastName: input.last_name,
            username: input.username,
            email: input.email,
            gender: input.gender,
            isStudent: input.is_student,
            schoolGrade: input.school_grade,
            organizationId: input.organization_id,
            passwordHash,
          });
          await addOrganizationMember(tx, input.organization_id, userId, 'member');
          const { token } = await issueToken(tx, userId, now());
          return { userId, token };
        });
        return sessionFor(userId, token);
      } catch (error) {
        // Two registrations racing for one username: the unique index decides.
        if (isUniqueViolation(error)) throw ValidationError.field('username', M.usernameTaken);
        throw error;
      }
    },

    /** Checks the credentials and issues a new token. Unknown user and wrong password answer alike. */
    async login(input: LoginInput): Promise<AuthSession> {
      const row = await findCredentialsByUsername(db, input.username);
      const valid = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await spendVerification(input.password);
      if (!row || !valid) throw new UnauthorizedError(M.invalidCredentials);
      const { token } = await issueToken(db, row.id, now());
      return sessionFor(row.id, token);
    },

    async logout(actor: UserActor): Promise<void> {
      await revokeToken(db, actor.tokenId, now());
      await invalidateUser(actor.id);
    },

    /** GET /user: the signed-in user with the token they came with (the actor statement + one). */
    currentSession(actor: UserActor): Promise<AuthSession> {
      return sessionFor(actor.id, actor.token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown username takes as long as a wrong password. */
async function spendVerification(password: string): Promise<false> {
  dummyHash ??= hashPassword('campus-timing-equalizer');
  await verifyPassword(await dummyHash, password);
  return false;
}
