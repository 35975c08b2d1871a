import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** GET /groups/{id}/available-coordinators: who may be made a coordinator (no admins, no coordinators). */
export function availableCoordinatorsQueryOptions(client: CampusClient, groupId: number) {
  return queryOptions({
    queryKey: groupKeys.availableCoordinators(groupId),
    queryFn: () => client.groups.availableCoordinators(groupId),
  });
}

export function useAvailableCoordinators(groupId: number) {
  return useQuery(availableCoordinatorsQueryOptions(useApiClient(), groupId));
}
