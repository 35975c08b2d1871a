import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/**
 * GET /groups: for an admin every group, with member and coordinator counts. Under `groupKeys.all`, so
 * every group change (create, delete, members, coordinators) refreshes it.
 */
export function adminGroupsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: () => client.groups.list() });
}

export function useAdminGroups() {
  return useQuery(adminGroupsQueryOptions(useApiClient()));
}
