import type { AdminUserListRequest } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { statsKeys } from './stats';

/** Query keys of the Users tab: pages of people, and the permissions the Permissions modal offers. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (request: AdminUserListRequest) => [...adminUserKeys.lists(), request] as const,
  permissions: () => ['admin', 'permissions'] as const,
};

/**
 * After a person is created, changed or deleted: every page of people, the Dashboard's counts, the
 * permission holder counts and any user page (GET /users/{id}, whose feature keys start with 'users').
 */
export function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminUserKeys.permissions() }),
      queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]);
}
