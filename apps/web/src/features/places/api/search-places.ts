import type { TPlace } from '@tariq/contracts';
import { PLACE_SEARCH_LIMITS } from '@tariq/contracts/place-values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TSearchPlacesOptions = {
  /** Alpha-2 code: the search never leaves this country. */
  country: string;
  query: string;
  limit?: number;
};

/** `GET /api/places/search`: states and cities of one country. It runs in French (spec 000 §5). */
export async function searchPlaces(options: TSearchPlacesOptions, signal?: AbortSignal): Promise<TPlace[]> {
  const params = new URLSearchParams({
    country: options.country,
    q: options.query,
    lang: 'fr',
    limit: String(options.limit ?? PLACE_SEARCH_LIMITS.resultsDefault),
  });
  const answer = await api<{ data: TPlace[] }>(`/api/places/search?${params.toString()}`, { signal });
  return answer.data;
}

export function searchPlacesQueryOptions(options: TSearchPlacesOptions) {
  // Longer is refused by the server (400); no place name comes near it.
  const query = options.query.trim().slice(0, PLACE_SEARCH_LIMITS.queryMax);
  return queryOptions({
    queryKey: ['places', 'search', options.country, query, options.limit ?? PLACE_SEARCH_LIMITS.resultsDefault],
    queryFn: ({ signal }) => searchPlaces({ ...options, query }, signal),
    // The server refuses an empty query (400): nothing to ask.
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });
}
