import type { TState } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/countries/DZ/states`: the wilayas by number, with their coordinates (for the zones map). */
export function wilayasQueryOptions() {
  return queryOptions({
    queryKey: ['places', 'states', 'DZ'],
    queryFn: async ({ signal }) => (await api<{ data: TState[] }>('/api/countries/DZ/states', { signal })).data,
    staleTime: Infinity,
  });
}
