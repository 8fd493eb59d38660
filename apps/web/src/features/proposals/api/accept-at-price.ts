import type { TAcceptAtPriceRequest, TProposal } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import type { TRefreshOffer } from './refresh-offer';
import { proposalKeys } from './proposal-keys';

/**
 * `POST /api/freights/{uid}/accept`: 'Accepter au prix', an acceptance at the offer's price as
 * published (it replaces the company's pending proposal), sent with the price the carrier was shown.
 * 409 OFFER_PRICE_CHANGED when the shipper changed the price meanwhile, OFFER_WITHOUT_PRICE when it
 * was removed, OFFER_NOT_AVAILABLE once the offer left the exchange. The driver named (one of the
 * company's, or null) drives the mission it makes; another company's is a 400 on `driver_id`.
 */
export type TAcceptAtPriceOptions = { uid: string; expectedPrice: number; driverId: string | null };

export function acceptAtPrice({ uid, expectedPrice, driverId }: TAcceptAtPriceOptions): Promise<TProposal> {
  const body: TAcceptAtPriceRequest = { expected_price: expectedPrice, driver_id: driverId };
  return api<TProposal>(`/api/freights/${encodeURIComponent(uid)}/accept`, { method: 'POST', body });
}

export function useAcceptAtPrice({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAtPrice,
    // Validated at once (instant booking): the offer left the exchange and the mission is ours.
    onSuccess: (proposal, { uid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }),
        proposal.status === 'validated' ? refreshOffer() : undefined,
      ]),
    onError: (error, { uid }) =>
      isConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: proposalKeys.myProposals(uid) }), refreshOffer()])
        : undefined,
  });
}
