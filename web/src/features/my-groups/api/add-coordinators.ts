import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** POST /groups/{id}/coordinators {user_ids}. */
export function useAddCoordinators(groupId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (userIds: number[]) => client.groups.addCoordinators(groupId, { user_ids: userIds }),
    onSuccess: invalidate,
  });
}
