import type { TDriversListResponse } from '@tariq/contracts/drivers';
import { DRIVERS_LIMITS } from '@tariq/contracts/drivers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driverKeys } from './driver-keys';

/**
 * `GET /api/drivers?page=&limit=`: one page of the caller company's drivers, by name, with their
 * missions counted. Pages of the API's largest size: a carrier's whole team, and every last position
 * on the map, fit on one page but for the largest fleets.
 */
export function getDrivers(page: number, signal?: AbortSignal): Promise<TDriversListResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(DRIVERS_LIMITS.pageSizeMax) });
  return api<TDriversListResponse>(`/api/drivers?${params.toString()}`, { signal });
}

export function getDriversQueryOptions(page: number) {
  return queryOptions({
    queryKey: driverKeys.list(page),
    queryFn: ({ signal }) => getDrivers(page, signal),
    // Turning a page keeps the cards of the last one until the next arrives.
    placeholderData: keepPreviousData,
    // "Connected" and the last position age by themselves: read again while the page stays open.
    refetchInterval: 60_000,
  });
}

/**
 * The drivers a carrier can name on a proposal or a mission: the first page of the largest size, as
 * /chauffeurs reads it (same key, so a driver added or changed there is seen here), without its
 * polling, which only the connection badges need.
 */
export function getDriverChoicesQueryOptions() {
  return queryOptions({
    queryKey: driverKeys.list(1),
    queryFn: ({ signal }) => getDrivers(1, signal),
  });
}
