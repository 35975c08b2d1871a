import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/**
 * GET /organizations/owned: the organizations the user owns. An owner may create users (spec section 6);
 * a failure gives an empty list (spec section 8).
 */
export function ownedOrganizationsQueryOptions(client: CampusClient) {
  return queryOptions({
    queryKey: organizationKeys.owned(),
    queryFn: () => client.organizations.owned().catch(() => []),
  });
}

export function useOwnedOrganizations() {
  return useQuery(ownedOrganizationsQueryOptions(useApiClient()));
}
