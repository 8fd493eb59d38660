import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckKeys } from './truck-keys';

/**
 * A truck's picture, read with the session (a plain `src` would carry no Bearer token) and shown
 * from a blob URL. `url` is the truck's `picture`, versioned by the server.
 */
export function getTruckPicture(url: string, signal?: AbortSignal): Promise<Blob> {
  return api<Blob>(url, { blob: true, signal });
}

export function getTruckPictureQueryOptions(url: string) {
  return queryOptions({
    queryKey: truckKeys.picture(url),
    queryFn: ({ signal }) => getTruckPicture(url, signal),
    // A new picture has a new address: one address never changes its bytes.
    staleTime: Infinity,
  });
}
