import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** DELETE /groups/{id}/coordinators {user_ids: [userId]}: one coordinator, after a confirmation. */
export function useRemoveCoordinator(groupId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (userId: number) => client.groups.removeCoordinators(groupId, { user_ids: [userId] }),
    onSuccess: invalidate,
  });
}
