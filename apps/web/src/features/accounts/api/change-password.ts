import type { TCheckPasswordResponse, TUpdatePasswordRequest } from '@tariq/contracts';
import { api } from '../../../lib/api-client';

/** `POST /validation/{id}/check_pwd` (form): whether `password` is the caller's current one. */
export function checkPassword(userId: string, password: string): Promise<TCheckPasswordResponse> {
  return api(`/validation/${encodeURIComponent(userId)}/check_pwd`, { method: 'POST', form: { password } });
}

/** `POST /update/{id}/user` (form): the new password; the server checks the current one again and ends the other sessions. */
export function updatePassword(userId: string, request: TUpdatePasswordRequest): Promise<{ result: true }> {
  return api(`/update/${encodeURIComponent(userId)}/user`, { method: 'POST', form: request });
}
