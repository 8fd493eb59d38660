import type { TOffer } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** `GET /api/offers/{uid}`: one offer of the company (404 when it is not, or no longer, there). */
export function getOffer(uid: string, signal?: AbortSignal): Promise<TOffer> {
  return api<TOffer>(`/api/offers/${encodeURIComponent(uid)}`, { signal });
}

export function getOfferQueryOptions(uid: string) {
  return queryOptions({
    queryKey: offerKeys.detail(uid),
    queryFn: ({ signal }) => getOffer(uid, signal),
  });
}
