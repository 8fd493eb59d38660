import type { TColleagueInvitation, TInviteColleagueRequest } from '@tariq/contracts/colleagues';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateColleagues } from './get-colleagues';

/**
 * `POST /api/colleagues/invitations`: mails a link to join the company with the caller's role. An
 * address already invited gets a fresh link (the same answer). 409 `COLLEAGUE_HAS_ACCOUNT` (on the
 * `email` field) or `INVITATION_LIMIT`; 429 when the caller sends too many.
 */
export function sendColleagueInvitation(request: TInviteColleagueRequest): Promise<TColleagueInvitation> {
  return api<TColleagueInvitation>('/api/colleagues/invitations', { method: 'POST', body: request });
}

export function useSendColleagueInvitation() {
  const invalidate = useInvalidateColleagues();
  return useMutation({ mutationFn: sendColleagueInvitation, onSuccess: invalidate });
}
