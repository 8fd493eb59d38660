import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from './get-network';

/** `DELETE /api/private-exchange/network/{carrierId}`: the carrier sees none of the shipper's private offers any more. */
export function removeFromNetwork(carrierId: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/private-exchange/network/${encodeURIComponent(carrierId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveFromNetwork() {
  const invalidate = useInvalidateNetwork();
  // Read again after a failure too: a 404 means it was removed meanwhile (another tab, a colleague).
  return useMutation({ mutationFn: removeFromNetwork, onSettled: invalidate });
}
