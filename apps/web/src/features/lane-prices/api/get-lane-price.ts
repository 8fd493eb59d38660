import type { TLanePriceResponse } from '@tariq/contracts';
import { truckFamily } from '@tariq/contracts/catalogues/vehicles';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lanePricesKeys } from './lane-prices-keys';

export type TLane = { fromState: string; toState: string; truckType: string };

/** `GET /api/lane-prices?from_state=&to_state=&truck_type=`: the usual price of a lane, or null. */
export function getLanePrice(lane: TLane, signal?: AbortSignal): Promise<TLanePriceResponse> {
  const params = new URLSearchParams({
    from_state: lane.fromState,
    to_state: lane.toState,
    truck_type: truckFamily(lane.truckType),
  });
  return api<TLanePriceResponse>(`/api/lane-prices?${params.toString()}`, { signal });
}

// The figures move with the deals of 90 days: read again after a while, not on every visit.
const STALE_MS = 10 * 60 * 1000;

export function getLanePriceQueryOptions(lane: TLane) {
  // A subtype and its parent are one lane: one request and one cache entry for the family.
  const family = truckFamily(lane.truckType);
  return queryOptions({
    queryKey: lanePricesKeys.lane(lane.fromState, lane.toState, family),
    queryFn: ({ signal }) => getLanePrice({ ...lane, truckType: family }, signal),
    staleTime: STALE_MS,
    // A hint, not a blocker: a failure shows nothing, and is not tried again and again.
    retry: false,
  });
}
