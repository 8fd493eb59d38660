import type { TLoginResponse } from '@tariq/contracts';
import type { TAcceptInvitationRequest } from '@tariq/contracts/colleagues';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { startSession } from './login';

/**
 * `POST /api/auth/invitation/accept` (no login): the newcomer's name and password for an account in
 * the inviter's company, answered as a login (the address is verified: the link came to it).
 */
export function acceptInvitation(request: TAcceptInvitationRequest): Promise<TLoginResponse> {
  return api<TLoginResponse>('/api/auth/invitation/accept', { method: 'POST', body: request, auth: false });
}

/** Accepts the invitation and saves the session as a login, or a verified e-mail link, does. */
export function useAcceptInvitation() {
  const session = useSessionStore();
  return useCallback(
    async (request: TAcceptInvitationRequest): Promise<TLoginResponse> => {
      const answer = await acceptInvitation(request);
      startSession(session, answer);
      return answer;
    },
    [session],
  );
}
