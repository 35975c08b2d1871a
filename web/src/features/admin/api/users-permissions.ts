import type { CampusClient } from '@campus/sdk';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { adminUserKeys, useInvalidatePeople } from './users-keys';

/** GET /admin/permissions: every permission the Permissions modal offers, with how many hold it. */
export function permissionsQueryOptions(client: CampusClient) {
  return queryOptions({ queryKey: adminUserKeys.permissions(), queryFn: () => client.admin.permissions() });
}

export function useAllPermissions() {
  return useQuery(permissionsQueryOptions(useApiClient()));
}

/** PUT /admin/users/{id}/permissions {permission_ids}: replaces the person's permissions. */
export function useSetUserPermissions(userId: number) {
  const client = useApiClient();
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (permissionIds: number[]) =>
      client.admin.setUserPermissions(userId, { permission_ids: permissionIds }),
    onSuccess: invalidate,
  });
}
