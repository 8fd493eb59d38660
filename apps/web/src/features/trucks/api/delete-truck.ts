import type { TTruck } from '@tariq/contracts/trucks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { truckKeys } from './truck-keys';

/** `DELETE /api/trucks/{id}`: `{ success: true }`. */
export function deleteTruck(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/trucks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTruck,
    onSuccess: async (_answer, id) => {
      // Gone from the list at once; its loads and picture are no one's any more.
      queryClient.setQueryData<TTruck[]>(truckKeys.mine(), (trucks) => trucks?.filter((truck) => truck.id !== id));
      queryClient.removeQueries({ queryKey: truckKeys.loads(id) });
      await queryClient.invalidateQueries({ queryKey: truckKeys.mine() });
    },
  });
}
