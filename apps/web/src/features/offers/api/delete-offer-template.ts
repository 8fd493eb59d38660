import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `DELETE /api/offer-templates/{id}`. */
export async function deleteOfferTemplate(id: string): Promise<void> {
  await api(`/api/offer-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfferTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.templates() }),
  });
}
