import type { TProposal, TProposalValues } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import type { TRefreshOffer } from './refresh-offer';
import { proposalKeys } from './proposal-keys';

export type TCreateProposalOptions = { uid: string; values: TProposalValues };

/**
 * `POST /api/freights/{uid}/proposals`: 'Proposer un prix'. It replaces the company's pending
 * proposal on the offer, if any. 409 OFFER_NOT_AVAILABLE once the offer left the exchange.
 */
export function createProposal({ uid, values }: TCreateProposalOptions): Promise<TProposal> {
  return api<TProposal>(`/api/freights/${encodeURIComponent(uid)}/proposals`, { method: 'POST', body: values });
}

export function useCreateProposal({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: (_proposal, { uid }) => queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }),
    onError: (error, { uid }) =>
      isConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }), refreshOffer()])
        : undefined,
  });
}
