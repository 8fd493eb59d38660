import type { TNetworkResponse } from '@tariq/contracts/private-exchange';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { privateExchangeKeys } from './private-exchange-keys';

/** `GET /api/private-exchange/network`: the shipper's carriers, its groups and its open invitations. */
export function getNetwork(signal?: AbortSignal): Promise<TNetworkResponse> {
  return api<TNetworkResponse>('/api/private-exchange/network', { signal });
}

export function getNetworkQueryOptions() {
  return queryOptions({ queryKey: privateExchangeKeys.network(), queryFn: ({ signal }) => getNetwork(signal) });
}

/**
 * Reads the network and the directory again after a change: a carrier added or removed changes
 * the directory's "Dans votre réseau" too, and a group's members are the server's to say.
 */
export function useInvalidateNetwork() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: privateExchangeKeys.all }), [queryClient]);
}
