import type {
  GroupMember,
  Organization,
  OrganizationData,
  OrganizationSummary,
  OrganizationUser,
  OrganizationUserInputSchema,
  OrganizationUsers,
} from '@campus/sdk';
import type { z } from 'zod';
import type { UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import {
  deleteOrganizationUser,
  findOrganizationUser,
  insertOrganizationUser,
  listOrganizationUsers,
  listPossibleOwners,
  listUsersOutside,
  userExists,
} from './member-repository.js';
import { loadOrganizationFor, ORGANIZATION_NOT_FOUND } from './organization-access.js';
import {
  findOrganization,
  insertOrganization,
  listActiveOrganizations,
  listAllOrganizations,
  listOwnedOrganizations,
  type OrganizationValues,
  updateOrganization,
} from './repository.js';

type OrganizationUserData = z.output<typeof OrganizationUserInputSchema>;

export const ORGANIZATION_USER_MESSAGES = {
  unknownUser: 'The selected user does not exist.',
  unknownOwner: 'The selected owner does not exist.',
  alreadyMember: 'The user is already a member of this organization.',
  notMember: 'The user is not a member of this organization.',
} as const;

// Admin-only routes are guarded before they reach here (requireAdmin); the ones open to an organization's
// owner read it through loadOrganizationFor, which answers 404 or 403.
export function createOrganizationsService(db: Database) {
  async function reload(id: number): Promise<Organization> {
    const organization = await findOrganization(db, id);
    if (!organization) throw new NotFoundError(ORGANIZATION_NOT_FOUND);
    return organization;
  }

  /** Only the fields an admin sets on the form; the owner must be an existing user. */
  async function valuesOf(input: OrganizationData): Promise<OrganizationValues> {
    const ownerId = input.owner_id ?? null;
    if (ownerId !== null && !(await userExists(db, ownerId))) {
      throw ValidationError.field('owner_id', ORGANIZATION_USER_MESSAGES.unknownOwner);
    }
    return {
      name: input.name,
      description: input.description ?? null,
      ownerId,
      stripeAccountId: input.stripe_account_id ?? null,
    };
  }

  return {
    /** The register form's organization select: every active organization. */
    registrationOptions(): Promise<OrganizationSummary[]> {
      return listActiveOrganizations(db);
    },

    list(): Promise<Organization[]> {
      return listAllOrganizations(db);
    },

    owned(actor: UserActor): Promise<Organization[]> {
      return listOwnedOrganizations(db, actor.id);
    },

    async get(actor: UserActor, id: number): Promise<Organization> {
      return (await loadOrganizationFor(db, actor, id)).organization;
    },

    async create(input: OrganizationData): Promise<Organization> {
      return reload(await insertOrganization(db, await valuesOf(input)));
    },

    async update(id: number, input: OrganizationData): Promise<Organization> {
      await reload(id);
      await updateOrganization(db, id, await valuesOf(input));
      return reload(id);
    },

    /** DELETE deactivates: the row, its members and its data stay, and admins still read it. */
    async deactivate(id: number): Promise<Organization> {
      await reload(id);
      await updateOrganization(db, id, { isActive: false });
      return reload(id);
    },

    async users(actor: UserActor, id: number): Promise<OrganizationUsers> {
      const { organization } = await loadOrganizationFor(db, actor, id);
      return { organization, users: await listOrganizationUsers(db, id) };
    },

    async availableUsers(actor: UserActor, id: number): Promise<GroupMember[]> {
      await loadOrganizationFor(db, actor, id);
      return listUsersOutside(db, id);
    },

    availableOwners(): Promise<GroupMember[]> {
      return listPossibleOwners(db);
    },

    async addUser(actor: UserActor, id: number, input: OrganizationUserData): Promise<OrganizationUser> {
      await loadOrganizationFor(db, actor, id);
      const userId = input.user_id;
      if (!(await userExists(db, userId))) {
        throw ValidationError.field('user_id', ORGANIZATION_USER_MESSAGES.unknownUser);
      }
      const added = await insertOrganizationUser(db, id, userId, input.role);
      if (!added) throw new ConflictError(ORGANIZATION_USER_MESSAGES.alreadyMember);
      const row = await findOrganizationUser(db, id, userId);
      if (!row) throw new NotFoundError(ORGANIZATION_USER_MESSAGES.notMember);
      return row;
    },

    async removeUser(actor: UserActor, id: number, userId: number): Promise<void> {
      await loadOrganizationFor(db, actor, id);
      if (!(await deleteOrganizationUser(db, id, userId))) {
        throw new NotFoundError(ORGANIZATION_USER_MESSAGES.notMember);
      }
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
