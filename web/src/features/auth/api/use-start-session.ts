import type { AuthSession } from '@campus/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session/session-context';
import { authKeys } from './keys';

/** Stores a new session (login or register): forgets the previous viewer's data, keeps GET /user's answer. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  return (session: AuthSession) => {
    queryClient.removeQueries();
    queryClient.setQueryData(authKeys.currentUser(session.token), session);
    store.signIn(session);
  };
}
