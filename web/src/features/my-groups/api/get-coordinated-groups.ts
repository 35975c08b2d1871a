import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** GET /groups/coordinated-groups: the groups the user coordinates, with members and coordinators. */
export function coordinatedGroupsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: groupKeys.coordinated(), queryFn: () => client.groups.coordinated() });
}

export function useCoordinatedGroups() {
  return useQuery(coordinatedGroupsQueryOptions(useApiClient()));
}
