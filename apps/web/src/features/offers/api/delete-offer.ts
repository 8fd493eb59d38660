import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isConflict } from '../../../lib/api-client';
import { invalidateOffer } from './invalidate-offer';

/** `DELETE /api/offers/{uid}`: the offer, its proposals and its missions are removed (irreversible). */
export function deleteOffer(uid: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/offers/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    // The page still shows the offer until the caller leaves it: its detail is not asked for again.
    onSuccess: (_answer, uid) => invalidateOffer(queryClient, uid, { refetchDetail: false }),
    onError: (error, uid) => (isConflict(error) ? invalidateOffer(queryClient, uid) : undefined),
  });
}
