import type { TDriver, TDriverResponse, TUpdateDriverRequest } from '@tariq/contracts/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driverKeys } from './driver-keys';

export type TUpdateDriverOptions = {
  id: string;
  /** Only the fields that change: a field not sent stays as it is; a plate goes with its country. */
  changes: TUpdateDriverRequest;
};

/** `PUT /api/drivers/{id}`: 200 `{ data: driver }`, 409 `DRIVER_EMAIL_TAKEN` for an e-mail already used. */
export async function updateDriver({ id, changes }: TUpdateDriverOptions): Promise<TDriver> {
  const answer = await api<TDriverResponse>(`/api/drivers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
  return answer.data;
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.lists() }),
  });
}
