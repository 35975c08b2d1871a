import { type AuthSession, type User, UserSchema } from '@campus/sdk';
import { STORAGE_KEYS } from '../storage-keys';

export interface SessionState {
  token: string | null;
  user: User | null;
}

/** The signed-in session (token and user), persisted in local storage and observable by React. */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  signIn(session: AuthSession): void;
  setUser(user: User): void;
  clear(): void;
}

function readUser(storage: Storage): User | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage): SessionStore {
  let state: SessionState = { token: storage.getItem(STORAGE_KEYS.token), user: readUser(storage) };
  const listeners = new Set<() => void>();

  const update = (next: SessionState) => {
    state = next;
    if (next.token) storage.setItem(STORAGE_KEYS.token, next.token);
    else storage.removeItem(STORAGE_KEYS.token);
    if (next.user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
    else storage.removeItem(STORAGE_KEYS.user);
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: ({ token, user }) => update({ token, user }),
    setUser: (user) => update({ ...state, user }),
    clear: () => update({ token: null, user: null }),
  };
}
