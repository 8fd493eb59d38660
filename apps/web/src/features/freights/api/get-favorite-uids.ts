import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

/** `GET /api/freights/favorite/uids`: every offer the caller starred (the spec's client state `favorites`). */
export function getFavoriteUids(signal?: AbortSignal): Promise<string[]> {
  return api<{ data: string[] }>('/api/freights/favorite/uids', { signal }).then((answer) => answer.data);
}

export function getFavoriteUidsQueryOptions() {
  return queryOptions({
    queryKey: freightKeys.favoriteUids(),
    queryFn: ({ signal }) => getFavoriteUids(signal),
    // Search answers are the same for every carrier; the stars come from this one list.
    staleTime: 60_000,
  });
}

/** Whether an offer is starred, read from the favourites list (false while it loads). */
export function useIsFavorite(uid: string): boolean {
  const { data } = useQuery({ ...getFavoriteUidsQueryOptions(), select: (uids) => uids.includes(uid) });
  return data ?? false;
}
