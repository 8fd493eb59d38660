import type { TLoginRequest, TLoginResponse, TSessionUser } from '@tariq/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { refreshSession, resetRefreshCache, setSessionExpiredHandler } from '../../lib/api-client';
import { clearTokens, getAccessToken, getRefreshToken, isAccessTokenValid, saveTokens } from '../../lib/tokens';
import { fetchLoggedUser, postLogin, postLogout } from './api/session-api';

export type TSessionStatus = 'loading' | 'authenticated' | 'anonymous';

export type TSession = {
  status: TSessionStatus;
  user: TSessionUser | null;
  /** Stores the tokens only for a verified user (spec 000 §4); always answers what the server said. */
  login(credentials: TLoginRequest): Promise<TLoginResponse>;
  logout(): Promise<void>;
  /** Reads the user again (documents verified, modules changed…). */
  refreshUser(): Promise<void>;
};

export const SessionContext = createContext<TSession | null>(null);

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The user, for components that only render inside guarded routes. */
export function useSessionUser(): TSessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser without a logged user');
  return user;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ status: TSessionStatus; user: TSessionUser | null }>({
    status: getAccessToken() ? 'loading' : 'anonymous',
    user: null,
  });

  const endSession = useCallback(() => {
    clearTokens();
    resetRefreshCache();
    setState({ status: 'anonymous', user: null });
  }, []);

  useEffect(() => {
    // A refresh that fails anywhere ends the session; the guards then send the user to /login.
    setSessionExpiredHandler(endSession);
  }, [endSession]);

  useEffect(() => {
    let cancelled = false;
    async function start() {
      if (!getAccessToken()) return;
      // An access token lives 15 minutes: one that expired overnight is renewed with the refresh
      // token first. Only when that fails does the spec's start-up rule apply: clear, log out, reload.
      if (!isAccessTokenValid() && !(getRefreshToken() && (await refreshSession()))) {
        await postLogout().catch(() => undefined);
        clearTokens();
        window.location.reload();
        return;
      }
      try {
        const user = await fetchLoggedUser();
        if (!cancelled) setState({ status: 'authenticated', user });
      } catch {
        if (cancelled) return;
        // No user: log out (spec 000 §4), unless the token is still valid, which means the call
        // failed for another reason (network, server): the tokens are kept so a reload restores the session.
        if (isAccessTokenValid()) setState({ status: 'anonymous', user: null });
        else endSession();
      }
    }
    void start();
    return () => {
      cancelled = true;
    };
  }, [endSession]);

  const login = useCallback(async (credentials: TLoginRequest) => {
    const answer = await postLogin(credentials);
    if (answer.user.isVerified && answer.token && answer.refresh_token) {
      resetRefreshCache();
      saveTokens({ token: answer.token, refresh_token: answer.refresh_token, mercure_token: answer.mercure_token });
      setState({ status: 'authenticated', user: answer.user });
    }
    return answer;
  }, []);

  const logout = useCallback(async () => {
    await postLogout().catch(() => undefined);
    endSession();
  }, [endSession]);

  const refreshUser = useCallback(async () => {
    const user = await fetchLoggedUser();
    setState({ status: 'authenticated', user });
  }, []);

  const value = useMemo<TSession>(
    () => ({ ...state, login, logout, refreshUser }),
    [state, login, logout, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
