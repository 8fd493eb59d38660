import type { TCreateDriverRequest, TDriver, TDriverResponse } from '@tariq/contracts/drivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driverKeys } from './driver-keys';

/**
 * `POST /api/drivers`: a user of role ROLE_DRIVER with a generated password the server mails to the
 * driver; 201 `{ data: driver }`, 409 `DRIVER_EMAIL_TAKEN` with the e-mail's field message.
 */
export async function createDriver(payload: TCreateDriverRequest): Promise<TDriver> {
  const answer = await api<TDriverResponse>('/api/drivers', { method: 'POST', body: payload });
  return answer.data;
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverKeys.lists() }),
  });
}
