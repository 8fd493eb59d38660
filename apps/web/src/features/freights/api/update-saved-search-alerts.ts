import type { TSavedSearch } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { freightKeys } from './freight-keys';

export type TUpdateSavedSearchAlertsOptions = { id: string; alerts: boolean };

/** `PUT /api/saved-searches/{id}/alerts`: turns the search's alerts on or off; answers the search. */
export function updateSavedSearchAlerts({ id, alerts }: TUpdateSavedSearchAlertsOptions): Promise<TSavedSearch> {
  return api<TSavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/alerts`, {
    method: 'PUT',
    body: { alerts },
  });
}

/** The answer replaces the search in the list: the bell shows its new state with no second read. */
export function useUpdateSavedSearchAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearchAlerts,
    onSuccess: (saved) =>
      queryClient.setQueryData<TSavedSearch[]>(freightKeys.savedSearches(), (searches) =>
        searches?.map((search) => (search.id === saved.id ? saved : search)),
      ),
  });
}
