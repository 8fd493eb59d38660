import type { TTruck } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TUpdateTruckStillAvailableOptions = { truckId: string; available: boolean };

/**
 * `POST /api/trucks/{id}/still-available`: the carrier's answer to "is your truck still available?"
 * (notification type 11): true keeps it visible in the vehicle search, false hides it.
 */
export async function updateTruckStillAvailable({
  truckId,
  available,
}: TUpdateTruckStillAvailableOptions): Promise<TTruck> {
  const answer = await api<{ data: TTruck }>(`/api/trucks/${encodeURIComponent(truckId)}/still-available`, {
    method: 'POST',
    body: { available },
  });
  return answer.data;
}

// The trucks feature's key prefix: features do not import each other, and every list and detail of
// a truck (the carrier's trucks, the vehicle search) sits under it, so all of them are read again.
const TRUCKS_KEY = ['trucks'] as const;

export function useUpdateTruckStillAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTruckStillAvailable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUCKS_KEY }),
  });
}
