import type { TLoginResponse } from '@tariq/contracts';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { startSession } from './login';

/** `GET /api/auth/verify-email?token=`: the link's token for a session, answered as a login. */
export function verifyEmail(token: string): Promise<TLoginResponse> {
  return api<TLoginResponse>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { auth: false });
}

/**
 * One call per token for the page's life: a link works once, and React runs a page's effects twice
 * in development; a second call would answer "already used" to a user just verified.
 */
const calls = new Map<string, Promise<TLoginResponse>>();

/** Verifies the link and, with a user in the answer, saves the session as a login does. */
export function useVerifyEmail() {
  const session = useSessionStore();
  return useCallback(
    async (token: string): Promise<TLoginResponse> => {
      let call = calls.get(token);
      if (!call) {
        call = verifyEmail(token);
        calls.set(token, call);
        // A failure may be the network's: the retry button asks again.
        call.catch(() => calls.delete(token));
      }
      const answer = await call;
      startSession(session, answer);
      return answer;
    },
    [session],
  );
}
