import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckSearchKeys } from './truck-search-keys';

/**
 * A truck's picture (`picture` of the contract: an address read with the session). Fetched with the
 * token (a plain `src` would carry none) and shown from a blob URL.
 */
export function getTruckSearchPicture(url: string, signal?: AbortSignal): Promise<Blob> {
  return api<Blob>(url, { blob: true, signal });
}

export function getTruckSearchPictureQueryOptions(url: string) {
  return queryOptions({
    queryKey: truckSearchKeys.picture(url),
    queryFn: ({ signal }) => getTruckSearchPicture(url, signal),
    // The address changes with the picture: one read is enough.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
