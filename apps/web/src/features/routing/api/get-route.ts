import type { TRouteOption, TRouteResponse, TVehicleClass } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { routingKeys } from './routing-keys';

export type TRouteAsked = {
  from: string;
  to: string;
  option: TRouteOption;
  /** The class chosen in the modal; the offer's truck type decides it until then. */
  vehicleClass: TVehicleClass | null;
  truckType: string;
};

/** `GET /api/routes?from=&to=&option=&vehicle_class=|truck_type=`: the route, its toll, fuel and CO2e. */
export function getRoute(asked: TRouteAsked, signal?: AbortSignal): Promise<TRouteResponse> {
  const params = new URLSearchParams({ from: asked.from, to: asked.to, option: asked.option });
  if (asked.vehicleClass) params.set('vehicle_class', asked.vehicleClass);
  else params.set('truck_type', asked.truckType);
  return api<TRouteResponse>(`/api/routes?${params.toString()}`, { signal });
}

// A route between two places does not change while the page is open.
const STALE_MS = 60 * 60 * 1000;

export function getRouteQueryOptions(asked: TRouteAsked) {
  return queryOptions({
    queryKey: routingKeys.route(asked.from, asked.to, asked.option, asked.vehicleClass ?? `type:${asked.truckType}`),
    queryFn: ({ signal }) => getRoute(asked, signal),
    staleTime: STALE_MS,
  });
}
