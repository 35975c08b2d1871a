import type { GroupInput } from '@campus/sdk';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useInvalidateGroups } from './invalidate-groups';

/** POST /groups (admins and create_group holders). */
export function useCreateGroup() {
  const client = useApiClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: GroupInput) => client.groups.create(input),
    onSuccess: invalidate,
  });
}
