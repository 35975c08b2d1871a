import type { AdminUserListRequest } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../users/api/keys';
import { statsKeys } from './stats';

/**
 * Query keys of the Users tab's pages of people. They sit under the user pages' `userKeys.all`, so a
 * change made in the detail's cards (inline edit, permissions, manager, family) refreshes the table too.
 */
export const adminUserKeys = {
  all: [...userKeys.all, 'admin-list'] as const,
  list: (request: AdminUserListRequest) => [...adminUserKeys.all, request] as const,
};

/** After a person is created, changed or deleted: every user page and page of people, and the counts. */
export function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    ]);
}
