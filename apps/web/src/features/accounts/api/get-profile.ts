import type { TProfile } from '@tariq/contracts/profile';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** `GET /api/users/{id}`: the caller's own user and company (another id is not found). */
export function getProfile(userId: string, signal?: AbortSignal): Promise<TProfile> {
  return api<TProfile>(`/api/users/${encodeURIComponent(userId)}`, { signal });
}

export function getProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}
