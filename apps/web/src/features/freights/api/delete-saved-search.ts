import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

/** `DELETE /api/saved-searches/{id}`. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api<{ success: true }>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: freightKeys.savedSearches() }),
  });
}
