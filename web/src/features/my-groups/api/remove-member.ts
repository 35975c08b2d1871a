import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** DELETE /groups/{id}/users {user_ids: [userId]}: one member, after a confirmation. */
export function useRemoveMember(groupId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (userId: number) => client.groups.removeMembers(groupId, { user_ids: [userId] }),
    onSuccess: invalidate,
  });
}
