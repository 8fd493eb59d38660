import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateColleagues } from './get-colleagues';

/** `DELETE /api/colleagues/invitations/{id}`: the mailed link stops working. */
export function cancelColleagueInvitation(invitationId: string): Promise<void> {
  return api<void>(`/api/colleagues/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

export function useCancelColleagueInvitation() {
  const invalidate = useInvalidateColleagues();
  // Read again even after a failure: a 404 means someone else cancelled it, or it was accepted.
  return useMutation({ mutationFn: cancelColleagueInvitation, onSettled: invalidate });
}
