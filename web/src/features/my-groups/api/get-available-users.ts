import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** GET /groups/{id}/available-users: who may join the group (no admins, no members). */
export function availableUsersQueryOptions(client: CampusClient, groupId: number) {
  return queryOptions({
    queryKey: groupKeys.availableUsers(groupId),
    queryFn: () => client.groups.availableUsers(groupId),
  });
}

export function useAvailableUsers(groupId: number) {
  return useQuery(availableUsersQueryOptions(useApiClient(), groupId));
}
