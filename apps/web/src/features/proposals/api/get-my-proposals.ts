import type { TProposal } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { proposalKeys } from './proposal-keys';

/**
 * `GET /api/freights/{uid}/proposals`: the caller company's proposals and acceptances on the offer,
 * newest first, with those replaced, withdrawn or decided (never another carrier's).
 */
export async function getMyProposals(uid: string, signal?: AbortSignal): Promise<TProposal[]> {
  const answer = await api<{ data: TProposal[] }>(`/api/freights/${encodeURIComponent(uid)}/proposals`, { signal });
  return answer.data;
}

export function getMyProposalsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: proposalKeys.myProposals(uid),
    queryFn: ({ signal }) => getMyProposals(uid, signal),
  });
}
