import type { TOfferTemplate } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `GET /api/offer-templates`: the company's templates, by name. */
export async function getOfferTemplates(signal?: AbortSignal): Promise<TOfferTemplate[]> {
  const answer = await api<{ data: TOfferTemplate[] }>('/api/offer-templates', { signal });
  return answer.data;
}

export function offerTemplatesQueryOptions() {
  return queryOptions({ queryKey: offerKeys.templates(), queryFn: ({ signal }) => getOfferTemplates(signal) });
}
