import type { TOffer, TOfferReferencesRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import { invalidateOffer } from './invalidate-offer';

export type TUpdateOfferReferencesOptions = TOfferReferencesRequest & { uid: string };

/** `PATCH /api/offers/{uid}/references`: the loading and unloading references (null or empty: none). */
export function updateOfferReferences({ uid, ...body }: TUpdateOfferReferencesOptions): Promise<TOffer> {
  return api<TOffer>(`/api/offers/${encodeURIComponent(uid)}/references`, { method: 'PATCH', body });
}

export function useUpdateOfferReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfferReferences,
    onSuccess: (_offer, { uid }) => invalidateOffer(queryClient, uid),
    onError: (error, { uid }) => (isConflict(error) ? invalidateOffer(queryClient, uid) : undefined),
  });
}
