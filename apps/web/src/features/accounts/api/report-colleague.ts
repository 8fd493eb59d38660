import type { TColleague, TColleaguesResponse } from '@tariq/contracts/colleagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * `POST /api/colleagues/{id}/report`: "this person does not work here". The server disables the
 * newcomer at once and alerts the platform staff; it answers the colleague, now `reported`.
 */
export function reportColleague(colleagueId: string): Promise<TColleague> {
  return api<TColleague>(`/api/colleagues/${encodeURIComponent(colleagueId)}/report`, { method: 'POST' });
}

export function useReportColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportColleague,
    onSuccess: (reported) => {
      // The answer is the row as it now is: shown at once, then the whole list read again.
      queryClient.setQueryData<TColleaguesResponse>(
        profileKeys.colleagues(),
        (list) =>
          list && {
            ...list,
            data: list.data.map((colleague) => (colleague.id === reported.id ? reported : colleague)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: profileKeys.colleagues() });
    },
  });
}
