import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session/session-context';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Spec section 4: at start, when a token is held, the current user is loaded (GET /user); if that fails,
 * token and user are removed.
 */
export function SessionBootstrap() {
  const store = useSessionStore();
  const { data, isError } = useCurrentUser();

  useEffect(() => {
    if (data) store.setUser(data.user);
  }, [data, store]);

  useEffect(() => {
    if (isError) store.clear();
  }, [isError, store]);

  return null;
}
