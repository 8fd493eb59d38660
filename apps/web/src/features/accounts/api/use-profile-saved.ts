import type { TProfile } from '@tariq/contracts/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileKeys } from './profile-keys';

/**
 * Reads the session user again (features/auth, handed down by the page: features do not import
 * each other), so the top bar shows the new name, company, logo and language.
 */
export type TRefreshSessionUser = () => Promise<void>;

/**
 * After any save of the profile: the answer is the new profile, and the session user is read again.
 * A failed re-read is not the user's concern (the save itself succeeded): the next load reads it.
 */
export function useProfileSaved(refreshSessionUser: TRefreshSessionUser) {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: TProfile) => {
      queryClient.setQueryData(profileKeys.profile(profile.user.id), profile);
      refreshSessionUser().catch((error: unknown) =>
        console.warn('profile: the session user could not be read again', error),
      );
    },
    [queryClient, refreshSessionUser],
  );
}
