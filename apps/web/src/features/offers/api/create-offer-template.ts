import type { TOfferTemplate, TOfferTemplateRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `POST /api/offer-templates`: a name and the fields filled so far (50 per company). */
export function createOfferTemplate(request: TOfferTemplateRequest): Promise<TOfferTemplate> {
  return api<TOfferTemplate>('/api/offer-templates', { method: 'POST', body: request });
}

export function useCreateOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfferTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.templates() }),
  });
}
