import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/drivers/{id}/credentials`: a new generated password mailed to the driver; the old one
 * stops working and the driver's sessions end. Nothing the list shows changes.
 */
export function sendDriverCredentials(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/drivers/${encodeURIComponent(id)}/credentials`, { method: 'POST' });
}

export function useSendDriverCredentials() {
  return useMutation({ mutationFn: sendDriverCredentials });
}
