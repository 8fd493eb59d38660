import type { TNetworkCarrier } from '@tariq/contracts/private-exchange';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from './get-network';

/** `PUT /api/private-exchange/network/{carrierId}`: the groups a carrier of the network is in (all of them). */
export function updateNetworkCarrier(options: { carrierId: string; groupIds: string[] }): Promise<TNetworkCarrier> {
  return api<TNetworkCarrier>(`/api/private-exchange/network/${encodeURIComponent(options.carrierId)}`, {
    method: 'PUT',
    body: { groupIds: options.groupIds },
  });
}

export function useUpdateNetworkCarrier() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: updateNetworkCarrier, onSuccess: invalidate });
}
