import type { CampusClient } from '@campus/sdk';
import { CliError } from '../../../errors.js';
import { findUser, type UserRef } from '../../shared/users.js';

/**
 * The owner's id: an id as given (the server checks it), a username looked up among the possible owners
 * (GET /organizations/available-owners, the form's owner select).
 */
export async function ownerId(client: CampusClient, ref: UserRef): Promise<number> {
  if (ref.kind === 'id') return ref.id;
  const owner = findUser(ref, await client.organizations.availableOwners());
  if (!owner) throw new CliError(`No user "${ref.username}" among those who may own an organization.`);
  return owner.id;
}
