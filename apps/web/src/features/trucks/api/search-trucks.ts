import type { TTruckSearchResponse } from '@tariq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckSearchQuery } from '../utils/truck-search-filters';
import type { TTruckFilters } from '../utils/truck-search-filters';
import { truckSearchKeys } from './truck-search-keys';

export type TSearchTrucksOptions = {
  filters: TTruckFilters;
  /** From 1. */
  page: number;
  /** Default TRUCK_LIMITS.pageSizeDefault; the map asks for TRUCK_LIMITS.pageSizeMax. */
  limit?: number;
};

/** `GET /api/trucks`: one page of the visible trucks of every company that match every filter. */
export function searchTrucks(options: TSearchTrucksOptions, signal?: AbortSignal): Promise<TTruckSearchResponse> {
  return api<TTruckSearchResponse>(`/api/trucks?${truckSearchQuery(options).toString()}`, { signal });
}

export function searchTrucksQueryOptions(options: TSearchTrucksOptions) {
  return queryOptions({
    queryKey: truckSearchKeys.search(truckSearchQuery(options).toString()),
    queryFn: ({ signal }) => searchTrucks(options, signal),
    // Another page or filter keeps the last results on screen until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}
