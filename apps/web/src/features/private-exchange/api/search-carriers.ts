import { PRIVATE_EXCHANGE_LIMITS } from '@tariq/contracts/private-exchange';
import type { TOnboardingTruckType } from '@tariq/contracts/catalogues/vehicles';
import type { TCarrierDirectoryOrder, TCarrierDirectoryResponse } from '@tariq/contracts/private-exchange';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privateExchangeKeys } from './private-exchange-keys';

/** A search of the directory as the page builds it: only what is set (ZCarrierDirectoryQuery). */
export type TCarrierSearch = {
  q?: string;
  place_id?: string;
  radius?: number;
  truckType?: TOnboardingTruckType;
  documentsValid?: boolean;
  minRating?: number;
  order?: TCarrierDirectoryOrder;
  page?: number;
};

/**
 * `GET /api/private-exchange/carriers`: a page of the carrier directory. Only the filters set go in
 * the query (an empty name is no filter, not a search for '').
 */
export function searchCarriers(query: TCarrierSearch, signal?: AbortSignal): Promise<TCarrierDirectoryResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ limit: PRIVATE_EXCHANGE_LIMITS.pageSizeDefault, ...query }))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return api<TCarrierDirectoryResponse>(`/api/private-exchange/carriers?${params.toString()}`, { signal });
}

export function searchCarriersQueryOptions(query: TCarrierSearch) {
  return queryOptions({
    queryKey: privateExchangeKeys.directorySearch(query),
    queryFn: ({ signal }) => searchCarriers(query, signal),
    // A new filter or page keeps the last carriers on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}
