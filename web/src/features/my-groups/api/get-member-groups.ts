import type { CampusClient } from '@campus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { groupKeys } from '../../groups/api/keys';

/** GET /groups/user-groups: the groups the signed-in user is a member of. */
export function memberGroupsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: groupKeys.memberOf(), queryFn: () => client.groups.memberOf() });
}

export function useMemberGroups() {
  return useQuery(memberGroupsQueryOptions(useApiClient()));
}
