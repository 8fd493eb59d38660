import type { TLoginRequest, TLoginResponse } from '@tariq/contracts';
import { useCallback } from 'react';
import { api, resetRefreshCache } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { TSessionStore } from '../../../lib/session';
import { saveTokens } from '../../../lib/tokens';

/** `POST /api/login_check`. An unverified user is answered without tokens (spec 000 §4). */
export function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  return api<TLoginResponse>('/api/login_check', { method: 'POST', body: credentials, auth: false });
}

/**
 * Logs in. A verified user's tokens are stored and the user becomes the session's; the answer is
 * returned whatever it says, so the form can tell an unverified e-mail apart.
 */
export function useLogin() {
  const session = useSessionStore();
  return useCallback(
    async (credentials: TLoginRequest): Promise<TLoginResponse> => {
      const answer = await login(credentials);
      startSession(session, answer);
      return answer;
    },
    [session],
  );
}

/**
 * Keeps a login's answer (a login, or a verified e-mail link): the tokens and the user, only when
 * the user is verified and the tokens are there (spec 000 §4). Answers whether a session started.
 */
export function startSession(session: TSessionStore, answer: TLoginResponse): boolean {
  if (!answer.user.isVerified || !answer.token || !answer.refresh_token) return false;
  resetRefreshCache();
  saveTokens({ token: answer.token, refresh_token: answer.refresh_token, mercure_token: answer.mercure_token });
  session.setUser(answer.user);
  return true;
}
