import type { TShipperProposal } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import type { TRefreshOffer } from './refresh-offer';
import { proposalKeys } from './proposal-keys';

export type TRefuseProposalOptions = Pick<TShipperProposal, 'id' | 'offer_uid'>;

/** `POST /api/proposals/{id}/refuse`: the carrier hears of it. 409 PROPOSAL_NOT_PENDING once decided or withdrawn. */
export async function refuseProposal({ id }: TRefuseProposalOptions): Promise<void> {
  await api<{ success: true }>(`/api/proposals/${encodeURIComponent(id)}/refuse`, { method: 'POST' });
}

export function useRefuseProposal({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseProposal,
    onSuccess: (_answer, { offer_uid }) =>
      queryClient.invalidateQueries({ queryKey: proposalKeys.offerProposalLists(offer_uid) }),
    onError: (error, { offer_uid }) =>
      isConflict(error)
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: proposalKeys.offerProposalLists(offer_uid) }),
            refreshOffer(),
          ])
        : undefined,
  });
}
