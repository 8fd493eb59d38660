import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { TSessionUser } from '@tariq/contracts';
import { refreshSession, setSessionExpiredHandler } from '../../../lib/api-client';
import { SessionStoreProvider, createSessionStore } from '../../../lib/session';
import { clearTokens, getAccessToken, getRefreshToken, isAccessTokenValid } from '../../../lib/tokens';
import { getLoggedUser } from '../api/get-logged-user';
import { clearSession, logout } from '../api/logout';

/**
 * At most one read of the user per minute on the window's focus: a dispatcher switching windows all
 * day would otherwise ask at every switch. Any other read (start-up, login, an account event, a
 * profile save) counts too.
 */
const FOCUS_REFRESH_INTERVAL_MS = 60_000;

/** The start-up read of the user, asked for before React's first render: taken once by the provider. */
let earlyUser: Promise<TSessionUser> | null = null;

/**
 * Asks the server for the user of a valid access token at once, as the app starts: the request goes
 * out beside the page's texts and code instead of after the first render, and the provider waits for
 * its answer. Nothing without a valid token (an expired one is renewed first, by the provider).
 */
export function readUserEarly(): void {
  if (!getAccessToken() || !isAccessTokenValid()) return;
  earlyUser = getLoggedUser();
  // Its failure is the provider's to handle, once it takes it.
  earlyUser.catch(() => undefined);
}

function takeEarlyUser(): Promise<TSessionUser> | null {
  const early = earlyUser;
  earlyUser = null;
  return early;
}

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
      const early = takeEarlyUser();
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
        const user = await (early ?? getLoggedUser());
        // The whole signed-in page renders once the user is known: as a transition, React renders it
        // in slices with the browser's work between them, where a plain update rendered it in one
        // blocking task (Lighthouse, mobile, /freights: 581 ms of main thread at ×4 throttling).
        if (!cancelled) startTransition(() => session.setUser(user));
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

  useEffect(() => {
    // Documents verified or a module granted while the user was in another window (the real-time
    // hub may have been cut meanwhile): back on the app, the user is read again.
    let lastReadAt = Date.now();
    let isReading = false;
    const unsubscribe = session.subscribe(() => {
      lastReadAt = Date.now();
    });
    const onFocus = () => {
      if (document.visibilityState === 'hidden' || isReading) return;
      const signedIn = session.getState().user;
      if (!signedIn || Date.now() - lastReadAt < FOCUS_REFRESH_INTERVAL_MS) return;
      isReading = true;
      lastReadAt = Date.now();
      getLoggedUser()
        .then((user) => {
          // Logged out, or another account signed in, while the call was on its way: not this answer.
          if (session.getState().user?.id === signedIn.id) session.setUser(user);
        })
        // An expired session is ended by the API client; anything else waits for the next focus.
        .catch((error: unknown) => console.warn('session: the user could not be read again', error))
        .finally(() => {
          isReading = false;
        });
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      unsubscribe();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [session]);

  return <SessionStoreProvider store={session}>{children}</SessionStoreProvider>;
}
