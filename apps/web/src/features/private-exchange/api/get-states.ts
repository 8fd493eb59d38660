import type { TState } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/countries/{alpha2}/states`: a country's states (the wilayas of Algeria), to name the
 * zones a carrier serves. The same key as the sign-up's list: one read for both.
 */
export function statesQueryOptions(country: string) {
  return queryOptions({
    queryKey: ['places', 'states', country],
    queryFn: async ({ signal }) =>
      (await api<{ data: TState[] }>(`/api/countries/${encodeURIComponent(country)}/states`, { signal })).data,
    staleTime: Infinity,
  });
}
