import { useCallback } from 'react';
import { api, resetRefreshCache } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { TSessionStore } from '../../../lib/session';
import { clearTokens, getRefreshToken } from '../../../lib/tokens';

/** `POST /api/user/logout` revokes the session; the refresh token goes too, so an expired access token does not stop it. */
export function logout(): Promise<unknown> {
  const refreshToken = getRefreshToken();
  return api('/api/user/logout', {
    method: 'POST',
    body: refreshToken ? { refresh_token: refreshToken } : {},
    auth: true,
  });
}

/**
 * Forgets the session in this tab: tokens, the shared refresh, the user. The server-data cache goes
 * with the user (app/layout/query-layout.tsx keeps one per user).
 */
export function clearSession(session: TSessionStore, options?: { loggedOut?: boolean }): void {
  clearTokens();
  resetRefreshCache();
  session.setUser(null, options);
}

/** Logs out; the session ends in this tab even when the server cannot be reached. */
export function useLogout() {
  const session = useSessionStore();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    // The guards then send to /auth at once, as the menu does after (no race between the two).
    clearSession(session, { loggedOut: true });
  }, [session]);
}
