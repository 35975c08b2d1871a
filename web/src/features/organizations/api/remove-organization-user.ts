import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

export interface RemoveOrganizationUserVariables {
  organizationId: number;
  userId: number;
}

/** DELETE /organizations/{id}/users/{userId}; the user lists and counts are read again. */
export function useRemoveOrganizationUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, userId }: RemoveOrganizationUserVariables) =>
      client.organizations.removeUser(organizationId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
