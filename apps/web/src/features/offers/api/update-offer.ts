import type { TOffer, TUpdateOfferRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `PUT /api/offers/{uid}`: every field of an offer in exchange; `version` is the one the form was filled from (older: 409). */
export function updateOffer(uid: string, request: TUpdateOfferRequest): Promise<TOffer> {
  return api<TOffer>(`/api/offers/${encodeURIComponent(uid)}`, { method: 'PUT', body: request });
}

export function useUpdateOffer(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateOfferRequest) => updateOffer(uid, request),
    onSuccess: async (offer) => {
      queryClient.setQueryData(offerKeys.detail(uid), offer);
      await queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
    },
  });
}
