import type { TMyTrucksResponse, TTruck } from '@tariq/contracts/trucks';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { truckKeys } from './truck-keys';

/** `GET /api/trucks/my`: the caller company's trucks, `{ data: { data: [...] } }` (spec 000 §7). */
export async function getMyTrucks(signal?: AbortSignal): Promise<TTruck[]> {
  const answer = await api<TMyTrucksResponse>('/api/trucks/my', { signal });
  return answer.data.data;
}

export function getMyTrucksQueryOptions() {
  return queryOptions({ queryKey: truckKeys.mine(), queryFn: ({ signal }) => getMyTrucks(signal) });
}

/**
 * Puts the server's answer for one truck in the list at once (a switch must not flick back while the
 * list is read again), then reads the list again: its order and the truck's loads are the server's to say.
 */
export function useTruckSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    async (truck: TTruck) => {
      queryClient.setQueryData<TTruck[]>(truckKeys.mine(), (trucks) =>
        trucks?.map((item) => (item.id === truck.id ? truck : item)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: truckKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: truckKeys.loads(truck.id) }),
      ]);
    },
    [queryClient],
  );
}
