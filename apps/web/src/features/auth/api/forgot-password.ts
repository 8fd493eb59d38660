import type { TForgotPasswordRequest } from '@tariq/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/forgot-pass` (form data): the same answer whether the address has an account or not. */
export function sendPasswordReset(request: TForgotPasswordRequest): Promise<{ success: true }> {
  return api('/api/forgot-pass', { method: 'POST', form: { email: request.email }, auth: false });
}
