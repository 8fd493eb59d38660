import type { TOffer, TOfferPriceRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import { invalidateOffer } from './invalidate-offer';

export type TUpdateOfferPriceOptions = TOfferPriceRequest & { uid: string };

/**
 * `PATCH /api/offers/{uid}/price`: the initial price (null: to negotiate). `version` is the one the
 * user saw; an offer changed since answers 409 STALE_VERSION.
 */
export function updateOfferPrice({ uid, ...body }: TUpdateOfferPriceOptions): Promise<TOffer> {
  return api<TOffer>(`/api/offers/${encodeURIComponent(uid)}/price`, { method: 'PATCH', body });
}

export function useUpdateOfferPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferPrice,
    onSuccess: (_offer, { uid }) => invalidateOffer(queryClient, uid),
    onError: (error, { uid }) => (isConflict(error) ? invalidateOffer(queryClient, uid) : undefined),
  });
}
