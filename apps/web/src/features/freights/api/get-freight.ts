import type { TFreightDetail } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

/**
 * `GET /api/freights/{uid}`: one offer as the carrier sees it, with whether it is still available and
 * its contact. The server records the consultation (the consulted tab). 404: not visible to the caller.
 */
export function getFreight(uid: string, signal?: AbortSignal): Promise<TFreightDetail> {
  return api<TFreightDetail>(`/api/freights/${encodeURIComponent(uid)}`, { signal });
}

export function getFreightQueryOptions(uid: string) {
  return queryOptions({ queryKey: freightKeys.detail(uid), queryFn: ({ signal }) => getFreight(uid, signal) });
}
