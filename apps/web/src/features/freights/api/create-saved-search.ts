import type { TSavedSearch, TSavedSearchRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

/** `POST /api/saved-searches`: a name and the filters. The 11th is refused (409 SAVED_SEARCH_LIMIT). */
export function createSavedSearch(request: TSavedSearchRequest): Promise<TSavedSearch> {
  return api<TSavedSearch>('/api/saved-searches', { method: 'POST', body: request });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freightKeys.savedSearches() }),
  });
}
