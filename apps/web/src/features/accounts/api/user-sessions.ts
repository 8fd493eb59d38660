import type { TUserSessionsResponse } from '@tariq/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const sessionsKey = ['user', 'sessions'] as const;

/** `GET /api/user/sessions`: the caller's open sessions, the current one marked. */
export function getUserSessions(signal?: AbortSignal): Promise<TUserSessionsResponse> {
  return api<TUserSessionsResponse>('/api/user/sessions', { signal });
}

export function getUserSessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getUserSessions(signal) });
}

/** `DELETE /api/user/sessions/{id}`: ends one session (its device is logged out). */
export function deleteUserSession(id: string): Promise<{ success: true }> {
  return api(`/api/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Reads the list again: a password change ends the other sessions too. */
export function useInvalidateUserSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

export function useDeleteUserSession() {
  const invalidate = useInvalidateUserSessions();
  return useMutation({ mutationFn: deleteUserSession, onSettled: invalidate });
}
