import type { TSavedSearch, TSavedSearchRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

export type TUpdateSavedSearchOptions = TSavedSearchRequest & { id: string };

/** `PUT /api/saved-searches/{id}`: its name and filters, both sent (a rename sends the filters it had). */
export function updateSavedSearch({ id, ...request }: TUpdateSavedSearchOptions): Promise<TSavedSearch> {
  return api<TSavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PUT', body: request });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freightKeys.savedSearches() }),
  });
}
