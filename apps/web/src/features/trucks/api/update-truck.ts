import type { TTruck, TTruckUpdateInput } from '@tariq/contracts/trucks';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTruckSaved } from './get-my-trucks';

export type TUpdateTruckOptions = {
  id: string;
  /** Only the fields that change (spec 000 §5): a field not sent stays as it is. */
  changes: TTruckUpdateInput;
};

/** `PUT /api/trucks/{id}`: properties, contact, availability, visibility or alerts. */
export async function updateTruck({ id, changes }: TUpdateTruckOptions): Promise<TTruck> {
  const answer = await api<{ data: TTruck }>(`/api/trucks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
  return answer.data;
}

export function useUpdateTruck() {
  const onSaved = useTruckSaved();
  return useMutation({ mutationFn: updateTruck, onSuccess: onSaved });
}
