import type { OrganizationSummary } from '@campus/sdk';
import type { Database } from '../../db/connect.js';
import { listActiveOrganizations } from './repository.js';

export function createOrganizationsService(db: Database) {
  return {
    /** The register form's organization select: every active organization. */
    registrationOptions(): Promise<OrganizationSummary[]> {
      return listActiveOrganizations(db);
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
