import type { TFreightListResponse } from '@tariq/contracts';
import { FREIGHT_LIMITS } from '@tariq/contracts/freight-filters';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';
import type { TFreightListKind } from './freight-keys';

/**
 * `GET /api/freights/favorite` and `GET /api/freights/consulted`: a page of the caller's favourite or
 * consulted offers, newest first. One file for both: the same call on two paths.
 */
export function getOwnFreights(
  kind: TFreightListKind,
  page: number,
  signal?: AbortSignal,
): Promise<TFreightListResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(FREIGHT_LIMITS.pageSizeDefault) });
  return api<TFreightListResponse>(`/api/freights/${kind}?${params.toString()}`, { signal });
}

export function getOwnFreightsQueryOptions(kind: TFreightListKind, page: number) {
  return queryOptions({
    queryKey: freightKeys.ownList(kind, page),
    queryFn: ({ signal }) => getOwnFreights(kind, page, signal),
    placeholderData: keepPreviousData,
  });
}
