import type { AdminUserListRequest, CampusClient } from '@campus/sdk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { adminUserKeys } from './users-keys';

/** GET /admin/users: one page of people, sorted and filtered on the server. */
export function adminUsersQueryOptions(client: CampusClient, request: AdminUserListRequest) {
  return queryOptions({
    queryKey: adminUserKeys.list(request),
    queryFn: () => client.admin.listUsers(request),
    // The table keeps the page it shows while the next one loads, so it never jumps to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(request: AdminUserListRequest) {
  return useQuery(adminUsersQueryOptions(useApiClient(), request));
}
