import type { TTruckLoad, TTruckLoadsResponse } from '@tariq/contracts/trucks';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckKeys } from './truck-keys';

/** `GET /api/trucks/{id}/loads`: the open offers this truck can take, fewest empty km first (issue 28). */
export async function getTruckLoads(id: string, signal?: AbortSignal): Promise<TTruckLoad[]> {
  const answer = await api<TTruckLoadsResponse>(`/api/trucks/${encodeURIComponent(id)}/loads`, { signal });
  return answer.data;
}

export function getTruckLoadsQueryOptions(id: string) {
  return queryOptions({ queryKey: truckKeys.loads(id), queryFn: ({ signal }) => getTruckLoads(id, signal) });
}
