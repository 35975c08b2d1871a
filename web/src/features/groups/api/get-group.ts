import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from './keys';

/** GET /groups/{id}: the group with members and coordinators, and its private courses and events. */
export function groupQueryOptions(client: CampusClient, id: number) {
  return queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => client.groups.get(id) });
}

export function useGroup(id: number) {
  return useQuery(groupQueryOptions(useApiClient(), id));
}
