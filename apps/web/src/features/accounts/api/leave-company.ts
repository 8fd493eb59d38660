import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/colleagues/leave`: the caller leaves its company, and the server ends every session of
 * theirs. 409 `LAST_USER` for the company's last active user.
 */
export function leaveCompany(): Promise<void> {
  return api<void>('/api/colleagues/leave', { method: 'POST' });
}

export function useLeaveCompany() {
  return useMutation({ mutationFn: leaveCompany });
}
