import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

/** GET /organizations/{id}/available-users: the users not yet in the organization. */
export function availableUsersQueryOptions(client: CampusClient, id: number) {
  return queryOptions({
    queryKey: organizationKeys.availableUsers(id),
    queryFn: () => client.organizations.availableUsers(id),
  });
}

export function useAvailableUsers(id: number) {
  return useQuery(availableUsersQueryOptions(useApiClient(), id));
}
