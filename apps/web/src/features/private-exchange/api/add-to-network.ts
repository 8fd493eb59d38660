import type { TAddToNetworkRequest, TNetworkCarrier } from '@tariq/contracts/private-exchange';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from './get-network';

/** `POST /api/private-exchange/network`: a carrier of the directory joins the network, in these groups. */
export function addToNetwork(request: TAddToNetworkRequest): Promise<TNetworkCarrier> {
  return api<TNetworkCarrier>('/api/private-exchange/network', { method: 'POST', body: request });
}

export function useAddToNetwork() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: addToNetwork, onSuccess: invalidate });
}
