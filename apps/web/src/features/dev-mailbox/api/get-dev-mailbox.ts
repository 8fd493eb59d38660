import type { TDevMail, TDevMailboxResponse } from '@tariq/contracts/email-verification';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/dev/mailbox`: the newest mails the platform queued (outside production only). */
export async function getDevMailbox(to: string, signal?: AbortSignal): Promise<TDevMail[]> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  const answer = await api<TDevMailboxResponse>(`/api/dev/mailbox${query}`, { auth: false, signal });
  return answer.data;
}

export function devMailboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['dev-mailbox', to],
    queryFn: ({ signal }) => getDevMailbox(to, signal),
    // A developer waits here for the mail of the sign-up they just made.
    refetchInterval: 5_000,
  });
}
