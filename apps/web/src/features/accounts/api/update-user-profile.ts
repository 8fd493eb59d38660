import type { TProfile, TUserProfileUpdate } from '@tariq/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileSaved } from './use-profile-saved';
import type { TRefreshSessionUser } from './use-profile-saved';

export type TUpdateUserProfileOptions = { userId: string; changes: TUserProfileUpdate };

/** `PUT /api/users/{id}`: the caller's own information (the e-mail, the login, is not changed here). */
export function updateUserProfile({ userId, changes }: TUpdateUserProfileOptions): Promise<TProfile> {
  return api<TProfile>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: changes });
}

export function useUpdateUserProfile(refreshSessionUser: TRefreshSessionUser) {
  const onSaved = useProfileSaved(refreshSessionUser);
  return useMutation({ mutationFn: updateUserProfile, onSuccess: onSaved });
}
