import type { CreateUserInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { organizationKeys } from '../../groups/api/keys';
import { useInvalidateGroups } from './invalidate-groups';

/** POST /users: the new account joins the chosen organization and group (its member list refreshes). */
export function useCreateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: CreateUserInput) => client.users.create(input),
    // The organization's user list (the Users tab) gains the user too.
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: organizationKeys.all })]),
  });
}
