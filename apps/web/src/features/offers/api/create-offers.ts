import type { TCreateOfferRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `POST /api/offers`: publishes `copies` identical offers (all or none); answers their uids. */
export async function createOffers(request: TCreateOfferRequest): Promise<string[]> {
  const answer = await api<{ uids: string[] }>('/api/offers', { method: 'POST', body: request });
  return answer.uids;
}

export function useCreateOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.lists() }),
  });
}
