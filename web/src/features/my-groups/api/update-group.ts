import type { GroupInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** PUT /groups/{id} (the group's coordinators and admins). */
export function useUpdateGroup(groupId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: GroupInput) => client.groups.update(groupId, input),
    onSuccess: invalidate,
  });
}
