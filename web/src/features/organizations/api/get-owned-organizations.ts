import type { CampusClient, Organization } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/**
 * GET /organizations/owned: the active organizations the user owns. A failure gives an empty list
 * (spec section 8), so the dashboard hides the Users tab and the tab says 'No Owned Organizations'.
 */
export function ownedOrganizationsQueryOptions(client: CampusClient) {
  return queryOptions({
    queryKey: organizationKeys.owned(),
    queryFn: (): Promise<Organization[]> => client.organizations.owned().catch(() => []),
    staleTime: 60_000,
  });
}

export function useOwnedOrganizations() {
  return useQuery(ownedOrganizationsQueryOptions(useApiClient()));
}
