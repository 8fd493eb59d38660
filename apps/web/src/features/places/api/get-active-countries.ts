import type { TCountry, TLanguage } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/country/active`: the countries open to places, named and sorted in the caller's language. */
export async function getActiveCountries(signal?: AbortSignal): Promise<TCountry[]> {
  const answer = await api<{ data: TCountry[] }>('/api/country/active', { signal });
  return answer.data;
}

/** The list changes only when an administrator opens a country: kept for the session. */
export function activeCountriesQueryOptions(language: TLanguage) {
  return queryOptions({
    queryKey: ['countries', 'active', language],
    queryFn: ({ signal }) => getActiveCountries(signal),
    staleTime: Infinity,
  });
}
