import type { TNetworkResponse } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/**
 * `GET /api/private-exchange/network`: the shipper's carriers and groups, from which a private
 * offer's audience is chosen (the network itself is managed on /private-bourse).
 */
export function getPrivateNetwork(signal?: AbortSignal): Promise<TNetworkResponse> {
  return api<TNetworkResponse>('/api/private-exchange/network', { signal });
}

export function privateNetworkQueryOptions() {
  return queryOptions({ queryKey: offerKeys.privateNetwork(), queryFn: ({ signal }) => getPrivateNetwork(signal) });
}
