import type { TNetworkGroup, TNetworkGroupRequest } from '@tariq/contracts/private-exchange';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateNetwork } from './get-network';

/** `POST /api/private-exchange/groups`: a named group of the network ('Frigorifique Est'). */
export function createNetworkGroup(request: TNetworkGroupRequest): Promise<TNetworkGroup> {
  return api<TNetworkGroup>('/api/private-exchange/groups', { method: 'POST', body: request });
}

/** `PUT /api/private-exchange/groups/{id}`: its new name. */
export function updateNetworkGroup(options: { id: string; name: string }): Promise<TNetworkGroup> {
  return api<TNetworkGroup>(`/api/private-exchange/groups/${encodeURIComponent(options.id)}`, {
    method: 'PUT',
    body: { name: options.name },
  });
}

/** `DELETE /api/private-exchange/groups/{id}`: its carriers stay in the network. */
export function deleteNetworkGroup(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/private-exchange/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useCreateNetworkGroup() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: createNetworkGroup, onSuccess: invalidate });
}

export function useUpdateNetworkGroup() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: updateNetworkGroup, onSuccess: invalidate });
}

export function useDeleteNetworkGroup() {
  const invalidate = useInvalidateNetwork();
  return useMutation({ mutationFn: deleteNetworkGroup, onSettled: invalidate });
}
