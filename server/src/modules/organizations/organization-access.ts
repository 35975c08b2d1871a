import type { Organization } from '@campus/sdk';
import type { UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { findOrganization } from './repository.js';

// Object-level authorization for an organization named by a request (OWASP API1): admins see and manage
// every organization, deactivated ones too; its owner sees and manages it only while it is active (a
// deactivated organization takes the owner's powers away, spec section 4); anyone else gets 403. Its
// existence is not private (the register form lists the active ones), so an unknown id is a plain 404.

export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const ORGANIZATION_FORBIDDEN = 'You do not have permission to manage this organization.';

export interface OrganizationRelation {
  isAdmin: boolean;
  isOwner: boolean;
}

export interface ScopedOrganization {
  organization: Organization;
  relation: OrganizationRelation;
}

/** Whether the relation lets the actor read and manage the organization's users (admins, or its active owner). */
export function canManageOrganization(organization: Organization, relation: OrganizationRelation): boolean {
  return relation.isAdmin || (relation.isOwner && organization.is_active);
}

/** The organization if the actor may manage it (admin, or owner of an active one); 404 or 403 otherwise. */
export async function loadOrganizationFor(
  db: Database,
  actor: UserActor,
  organizationId: number,
): Promise<ScopedOrganization> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new NotFoundError(ORGANIZATION_NOT_FOUND);
  const relation = { isAdmin: actor.is_admin, isOwner: organization.owner_id === actor.id };
  if (!canManageOrganization(organization, relation)) throw new ForbiddenError(ORGANIZATION_FORBIDDEN);
  return { organization, relation };
}
