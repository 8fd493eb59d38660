import type { TNetworkInvitationInfo } from '@tariq/contracts/private-exchange';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /api/auth/network-invitation?token=`: who invites the visitor into its private exchange, and
 * the address invited. 400/409 `INVITATION_INVALID`, `INVITATION_USED` or `INVITATION_EXPIRED`.
 */
export function getNetworkInvitation(token: string, signal?: AbortSignal): Promise<TNetworkInvitationInfo> {
  return api<TNetworkInvitationInfo>(`/api/auth/network-invitation?${new URLSearchParams({ token }).toString()}`, {
    auth: false,
    signal,
  });
}

export function networkInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'network-invitation', token],
    queryFn: ({ signal }) => getNetworkInvitation(token, signal),
    staleTime: Infinity,
  });
}
