import type { TLoadTrucksResponse } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckSearchKeys } from './truck-search-keys';

/** `GET /api/offers/{uid}/trucks`: the visible trucks that fit the shipper's offer, fewest empty km first. */
export function getLoadTrucks(offerUid: string, signal?: AbortSignal): Promise<TLoadTrucksResponse> {
  return api<TLoadTrucksResponse>(`/api/offers/${encodeURIComponent(offerUid)}/trucks`, { signal });
}

export function getLoadTrucksQueryOptions(offerUid: string) {
  return queryOptions({
    queryKey: truckSearchKeys.forLoad(offerUid),
    queryFn: ({ signal }) => getLoadTrucks(offerUid, signal),
  });
}
