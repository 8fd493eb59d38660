import type { TNetworkInvitation, TNetworkInvitationRequest } from '@tariq/contracts/private-exchange';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from './get-network';

/**
 * `POST /api/private-exchange/invitations`: a carrier not on Tariq gets a sign-up link. 409
 * `CARRIER_ON_TARIQ` or `ACCOUNT_EXISTS` on the `email` field; 429 when the caller sends too many.
 */
export function sendNetworkInvitation(request: TNetworkInvitationRequest): Promise<TNetworkInvitation> {
  return api<TNetworkInvitation>('/api/private-exchange/invitations', { method: 'POST', body: request });
}

/** `DELETE /api/private-exchange/invitations/{id}`: the mailed link stops working. */
export function cancelNetworkInvitation(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/private-exchange/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useSendNetworkInvitation() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: sendNetworkInvitation, onSuccess: invalidate });
}

export function useCancelNetworkInvitation() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: cancelNetworkInvitation, onSettled: invalidate });
}

/**
 * `POST /api/private-exchange/invitations/accept`: a carrier already on Tariq, signed in, joins the
 * network of the shipper whose link it opened.
 */
export function acceptNetworkInvitation(token: string): Promise<{ shipperName: string }> {
  return api<{ shipperName: string }>('/api/private-exchange/invitations/accept', {
    method: 'POST',
    body: { token },
  });
}
