import type { TShipperProposal } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import type { TRefreshOffer } from './refresh-offer';
import { proposalKeys } from './proposal-keys';

export type TAcceptProposalOptions = Pick<TShipperProposal, 'id' | 'offer_uid'>;

/**
 * `POST /api/proposals/{id}/accept`: the shipper chooses this carrier. The offer leaves the exchange
 * (scheduled), a mission is created and every other pending proposal is refused.
 */
export function acceptProposal({ id }: TAcceptProposalOptions): Promise<{ mission_id: string }> {
  return api<{ mission_id: string }>(`/api/proposals/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}

export function useAcceptProposal({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  const refreshAll = (uid: string) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: proposalKeys.offerProposalLists(uid) }), refreshOffer()]);
  return useMutation({
    mutationFn: acceptProposal,
    // Every proposal of the offer changed, and the offer with them.
    onSuccess: (_answer, { offer_uid }) => refreshAll(offer_uid),
    onError: (error, { offer_uid }) => (isConflict(error) ? refreshAll(offer_uid) : undefined),
  });
}
