import type { TProposal, TProposalValues } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isDealConflict } from './deal-conflict';
import type { TRefreshOffer } from './deal-conflict';
import { dealKeys } from './deal-keys';

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
    onSuccess: (_proposal, { uid }) => queryClient.invalidateQueries({ queryKey: dealKeys.myProposals(uid) }),
    onError: (error, { uid }) =>
      isDealConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: dealKeys.myProposals(uid) }), refreshOffer()])
        : undefined,
  });
}
