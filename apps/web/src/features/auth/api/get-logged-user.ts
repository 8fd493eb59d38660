import type { TSessionUser } from '@tariq/contracts';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

/** `POST /api/user/logged`: the user of the access token. */
export function getLoggedUser(): Promise<TSessionUser> {
  return api<TSessionUser>('/api/user/logged', { method: 'POST' });
}

/** Reads the user again into the session (documents verified, modules changed…). */
export function useRefreshLoggedUser() {
  const session = useSessionStore();
  return useCallback(async () => session.setUser(await getLoggedUser()), [session]);
}
