import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { refreshSession, setSessionExpiredHandler } from '../../../lib/api-client';
import { SessionStoreProvider, createSessionStore } from '../../../lib/session';
import { clearTokens, getAccessToken, getRefreshToken, isAccessTokenValid } from '../../../lib/tokens';
import { getLoggedUser } from '../api/get-logged-user';
import { clearSession, logout } from '../api/logout';

/** Holds the session of this tab and restores it at start-up (spec 000 §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() =>
    createSessionStore({ status: getAccessToken() ? 'loading' : 'anonymous', user: null }),
  );

  useEffect(() => {
    // A refresh that fails anywhere ends the session; the guards then send the user to /login.
    setSessionExpiredHandler(() => clearSession(session));
  }, [session]);

  useEffect(() => {
    let cancelled = false;
    async function start() {
      if (!getAccessToken()) return;
      // An access token lives 15 minutes: one that expired overnight is renewed with the refresh
      // token first. Only when that fails does the spec's start-up rule apply: clear, log out, reload.
      if (!isAccessTokenValid() && !(getRefreshToken() && (await refreshSession()))) {
        await logout().catch(() => undefined);
        clearTokens();
        window.location.reload();
        return;
      }
      try {
        const user = await getLoggedUser();
        if (!cancelled) session.setUser(user);
      } catch {
        if (cancelled) return;
        // No user: log out (spec 000 §4), unless the token is still valid, which means the call
        // failed for another reason (network, server): the tokens are kept so a reload restores the session.
        if (isAccessTokenValid()) session.setUser(null);
        else clearSession(session);
      }
    }
    void start();
    return () => {
      cancelled = true;
    };
  }, [session]);

  return <SessionStoreProvider store={session}>{children}</SessionStoreProvider>;
}
