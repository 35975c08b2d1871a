import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/** GET /organizations/available-owners: who may own an organization (the form's owner select). */
export function availableOwnersQueryOptions(client: CampusClient) {
  return queryOptions({
    queryKey: organizationKeys.availableOwners(),
    queryFn: () => client.organizations.availableOwners(),
  });
}

export function useAvailableOwners() {
  return useQuery(availableOwnersQueryOptions(useApiClient()));
}
