import type { User } from '@campus/sdk';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

export interface Session {
  token: string | null;
  user: User | null;
  /** Signed in means a token is held (the user may still be loading from GET /user). */
  isSignedIn: boolean;
}

export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { token: state.token, user: state.user, isSignedIn: state.token !== null };
}
