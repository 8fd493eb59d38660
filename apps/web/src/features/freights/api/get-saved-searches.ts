import type { TSavedSearch } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

/** `GET /api/saved-searches`: the caller's saved searches (10 at most). */
export async function getSavedSearches(signal?: AbortSignal): Promise<TSavedSearch[]> {
  const answer = await api<{ data: TSavedSearch[] }>('/api/saved-searches', { signal });
  return answer.data;
}

export function savedSearchesQueryOptions() {
  return queryOptions({ queryKey: freightKeys.savedSearches(), queryFn: ({ signal }) => getSavedSearches(signal) });
}
