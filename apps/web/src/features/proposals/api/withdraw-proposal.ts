import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import type { TRefreshOffer } from './refresh-offer';
import { proposalKeys } from './proposal-keys';

export type TWithdrawProposalOptions = { id: string; uid: string };

/** `DELETE /api/proposals/{id}`: the carrier withdraws its pending proposal (409 PROPOSAL_NOT_PENDING once decided). */
export async function withdrawProposal({ id }: TWithdrawProposalOptions): Promise<void> {
  await api<{ success: true }>(`/api/proposals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useWithdrawProposal({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProposal,
    onSuccess: (_answer, { uid }) => queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }),
    // Decided meanwhile: accepted (the offer left the exchange) or refused.
    onError: (error, { uid }) =>
      isConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }), refreshOffer()])
        : undefined,
  });
}
