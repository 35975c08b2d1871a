import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';

export interface AddOrganizationUsersVariables {
  organizationId: number;
  userIds: readonly number[];
}

export interface AddOrganizationUsersResult {
  added: number[];
  /** Each user whose call failed, with the error it gave. */
  failed: { userId: number; error: unknown }[];
}

/**
 * POST /organizations/{id}/users, one call per user (spec section 7), role member. Every call is made
 * even when one fails, so the dialog can say how many were added and which failed.
 */
export function useAddOrganizationUsers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      organizationId,
      userIds,
    }: AddOrganizationUsersVariables): Promise<AddOrganizationUsersResult> => {
      const results = await Promise.allSettled(
        userIds.map((userId) =>
          client.organizations.addUser(organizationId, { user_id: userId, role: 'member' }),
        ),
      );
      const result: AddOrganizationUsersResult = { added: [], failed: [] };
      results.forEach((outcome, index) => {
        const userId = userIds[index] as number;
        if (outcome.status === 'fulfilled') result.added.push(userId);
        else result.failed.push({ userId, error: outcome.reason });
      });
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
