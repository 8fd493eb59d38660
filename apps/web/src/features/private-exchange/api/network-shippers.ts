import type { TNetworkShipperList } from '@tariq/contracts/private-exchange';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privateExchangeKeys } from './private-exchange-keys';

/** `GET /api/private-exchange/shippers`: the shippers that have the caller's company in their network. */
export function getNetworkShippers(signal?: AbortSignal): Promise<TNetworkShipperList> {
  return api<TNetworkShipperList>('/api/private-exchange/shippers', { signal });
}

export function getNetworkShippersQueryOptions() {
  return queryOptions({
    queryKey: privateExchangeKeys.shippers(),
    queryFn: ({ signal }) => getNetworkShippers(signal),
  });
}

/** `DELETE /api/private-exchange/shippers/{id}`: the carrier leaves that shipper's network. */
export function leaveNetwork(shipperId: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/private-exchange/shippers/${encodeURIComponent(shipperId)}`, {
    method: 'DELETE',
  });
}

export function useLeaveNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveNetwork,
    // Read again after a failure too: a 404 means the shipper removed it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: privateExchangeKeys.shippers() }),
  });
}
