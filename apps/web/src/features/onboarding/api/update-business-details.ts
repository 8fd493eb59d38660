import type { TBusinessDetailsRequest, TSessionUser } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { businessDetailsQueryOptions } from './get-business-details';

/** `POST /api/auth/businessDetails`: completes the onboarding; answers the session user as it now is. */
export function updateBusinessDetails(body: TBusinessDetailsRequest): Promise<TSessionUser> {
  return api<TSessionUser>('/api/auth/businessDetails', { method: 'POST', body });
}

/** On success the session holds the server's user (isBusinessDetailsCompleted true): the wizard never opens again. */
export function useUpdateBusinessDetails() {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessDetails,
    onSuccess: (user) => {
      session.setUser(user);
      queryClient.removeQueries({ queryKey: businessDetailsQueryOptions().queryKey });
    },
  });
}
