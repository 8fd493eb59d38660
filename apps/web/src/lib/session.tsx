import type { TSessionUser } from '@tariq/contracts';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

export type TSessionStatus = 'loading' | 'authenticated' | 'anonymous';

export type TSessionState = {
  status: TSessionStatus;
  user: TSessionUser | null;
  /** The user logged out (here or from another device): the guards send to /auth, not to /login with a way back. */
  loggedOut?: boolean;
};

/**
 * The signed-in user, held above every route: the guards, the header and the login route read it.
 * It is the client's copy of `POST /api/user/logged`; only the auth operations
 * (features/auth/api) write it. It is not an entry of TanStack Query's cache because the login route
 * (180 KB budget) does not load TanStack Query; below it, each signed-in user gets a fresh query
 * cache (app/layout/query-layout.tsx).
 */
export type TSessionStore = {
  /** The state now, also inside callbacks created before the last change. */
  getState(): TSessionState;
  /** The user as the server last gave it; null ends the session on screen (tokens are the caller's). */
  setUser(user: TSessionUser | null, options?: { loggedOut?: boolean }): void;
  /** Changes the held user, when there is one. */
  updateUser(update: (user: TSessionUser) => TSessionUser): void;
  subscribe(listener: () => void): () => void;
};

export function createSessionStore(initial: TSessionState): TSessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: TSessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: () => state,
    setUser: (user, options) =>
      set(
        user
          ? { status: 'authenticated', user }
          : { status: 'anonymous', user: null, loggedOut: options?.loggedOut ?? false },
      ),
    updateUser: (update) => {
      if (state.user) set({ status: state.status, user: update(state.user) });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const SessionStoreContext = createContext<TSessionStore | null>(null);
const SessionStateContext = createContext<TSessionState | null>(null);

/**
 * Renders `store`'s state. The state is mirrored into React state (not read with
 * useSyncExternalStore) on purpose: a change made after a network call then renders like any
 * setState, after the caller's next step (logout navigates to /auth before the guards see no user).
 */
export function SessionStoreProvider({ store, children }: { store: TSessionStore; children: ReactNode }) {
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    const unsubscribe = store.subscribe(() => setState(store.getState()));
    // A change between the first render and this subscription is not lost.
    setState(store.getState());
    return unsubscribe;
  }, [store]);
  return (
    <SessionStoreContext.Provider value={store}>
      <SessionStateContext.Provider value={state}>{children}</SessionStateContext.Provider>
    </SessionStoreContext.Provider>
  );
}

/** For the auth operations, which read and write the session. */
export function useSessionStore(): TSessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore outside SessionStoreProvider');
  return store;
}

export function useSession(): TSessionState {
  const state = useContext(SessionStateContext);
  if (!state) throw new Error('useSession outside SessionStoreProvider');
  return state;
}

/** The user, for components that only render inside guarded routes. */
export function useSessionUser(): TSessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser without a logged user');
  return user;
}
