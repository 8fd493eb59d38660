import type { TDriversListResponse } from '@tariq/contracts/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driverKeys } from './driver-keys';

/** `DELETE /api/drivers/{id}`: `{ success: true }`; 409 `DRIVER_ON_MISSION` while on a mission in progress. */
export function deleteDriver(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/drivers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSuccess: async (_answer, id) => {
      // Gone from the list at once, then the pages are read again (counts, the next page's first driver).
      queryClient.setQueriesData<TDriversListResponse>({ queryKey: driverKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.filter((driver) => driver.id !== id), count: page.count - 1 } : page,
      );
      await queryClient.invalidateQueries({ queryKey: driverKeys.lists() });
    },
  });
}
