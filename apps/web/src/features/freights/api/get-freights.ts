import type { TFreightExchange, TFreightListResponse } from '@tariq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightQuery } from '../utils/filters';
import type { TFilters } from '../utils/filters';
import { freightKeys } from './freight-keys';

export type TGetFreightsOptions = {
  filters: TFilters;
  /** From 1. */
  page: number;
  /** Default FREIGHT_LIMITS.pageSizeDefault; the map asks for FREIGHT_LIMITS.pageSizeMax. */
  limit?: number;
  /** Default 'public'; 'private': the offers of the shippers that have the caller in their network. */
  exchange?: TFreightExchange;
};

/** `GET /api/freights`: one page of the offers in exchange (public, or the caller's private one) that match every filter. */
export function getFreights(options: TGetFreightsOptions, signal?: AbortSignal): Promise<TFreightListResponse> {
  return api<TFreightListResponse>(`/api/freights?${freightQuery(options).toString()}`, { signal });
}

export function getFreightsQueryOptions(options: TGetFreightsOptions) {
  return queryOptions({
    queryKey: freightKeys.search(freightQuery(options).toString()),
    queryFn: ({ signal }) => getFreights(options, signal),
    // Another page or filter keeps the last rows on screen until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}
