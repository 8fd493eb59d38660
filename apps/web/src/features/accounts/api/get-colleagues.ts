import type { TColleaguesResponse } from '@tariq/contracts/colleagues';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** `GET /api/colleagues`: the company's users (drivers apart), its pending invitations, whether the caller may leave. */
export function getColleagues(signal?: AbortSignal): Promise<TColleaguesResponse> {
  return api<TColleaguesResponse>('/api/colleagues', { signal });
}

export function getColleaguesQueryOptions() {
  return queryOptions({ queryKey: profileKeys.colleagues(), queryFn: ({ signal }) => getColleagues(signal) });
}

/** Reads the list again after a change: the server decides what it now holds (a fresh link, `canLeave`). */
export function useInvalidateColleagues() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: profileKeys.colleagues() }), [queryClient]);
}
