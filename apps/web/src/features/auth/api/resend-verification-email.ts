import type { TResendVerificationRequest, TResendVerificationResponse } from '@tariq/contracts/email-verification';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/auth/resend-verification-email`: the server answers alike for any address (it tells
 * nobody which have accounts) and refuses a second request for one address within 60 s (429).
 */
export function resendVerificationEmail(request: TResendVerificationRequest): Promise<TResendVerificationResponse> {
  return api<TResendVerificationResponse>('/api/auth/resend-verification-email', {
    method: 'POST',
    body: request,
    auth: false,
  });
}
