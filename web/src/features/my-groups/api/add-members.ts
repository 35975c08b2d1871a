import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** POST /groups/{id}/users {user_ids}. */
export function useAddMembers(groupId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (userIds: number[]) => client.groups.addMembers(groupId, { user_ids: userIds }),
    onSuccess: invalidate,
  });
}
