import type { TResetPasswordRequest } from '@tariq/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/reset-password`: the new password of a mailed link; every session of the user ends. */
export function resetPassword(request: TResetPasswordRequest): Promise<{ success: true }> {
  return api('/api/reset-password', { method: 'POST', body: request, auth: false });
}
