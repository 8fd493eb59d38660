import type { TTruck, TTruckCreateInput } from '@tariq/contracts/trucks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckKeys } from './truck-keys';

/** `POST /api/trucks`: the creation payload of spec 000 §3; 201 `{ data: truck }`. */
export async function createTruck(payload: TTruckCreateInput): Promise<TTruck> {
  const answer = await api<{ data: TTruck }>('/api/trucks', { method: 'POST', body: payload });
  return answer.data;
}

export function useCreateTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTruck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: truckKeys.mine() }),
  });
}
