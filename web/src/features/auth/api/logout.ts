import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-context';

/**
 * POST /logout, then the user goes to / and the session is cleared (spec section 4). Errors of the call
 * are only logged. Navigating before clearing keeps a protected page from sending the user to /login.
 */
export function useLogout() {
  const client = useApiClient();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await client.auth.logout();
      } catch (error) {
        console.error('Logout failed', error);
      }
    },
  });
  const logout = async () => {
    await mutation.mutateAsync();
    await navigate('/', { flushSync: true });
    store.clear();
    queryClient.removeQueries();
  };
  return { logout, isPending: mutation.isPending };
}
