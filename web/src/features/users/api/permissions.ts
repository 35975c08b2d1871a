import type { UserPermissionsInput } from '@campus/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /admin/permissions: every permission (the Manage checklist). */
export function useAllPermissions(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: userKeys.permissions(),
    queryFn: () => client.admin.permissions(),
    enabled,
  });
}

/** PUT /admin/users/{id}/permissions: replaces the user's permissions. */
export function useSetUserPermissions(userId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserPermissionsInput) => client.admin.setUserPermissions(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
