import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** DELETE /groups/{id} (the group's coordinators and admins). */
export function useDeleteGroup() {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (groupId: number) => client.groups.remove(groupId),
    onSuccess: invalidate,
  });
}
