import type { UserInlineUpdateInput } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession, useSessionStore } from '../../../lib/session/session-context';
import { userKeys } from './keys';

/** PUT /users/{id}/update: the inline edit; the answer replaces the cached page (and the session's own user). */
export function useUpdateUser(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const store = useSessionStore();
  return useMutation({
    mutationFn: (input: UserInlineUpdateInput) => client.users.update(id, input),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(id), user);
      if (me?.id === user.id) store.setUser({ ...me, ...user });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
