import type { TShipperProposal } from '@tariq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { proposalKeys } from './proposal-keys';
import type { TProposalOrder } from './proposal-keys';

/**
 * `GET /api/offers/{uid}/proposals?order=time|price`: the proposals and acceptances on one of the
 * shipper's offers, each with its carrier company (those withdrawn or replaced are left out).
 */
export async function getOfferProposals(
  uid: string,
  order: TProposalOrder,
  signal?: AbortSignal,
): Promise<TShipperProposal[]> {
  const answer = await api<{ data: TShipperProposal[] }>(
    `/api/offers/${encodeURIComponent(uid)}/proposals?${new URLSearchParams({ order }).toString()}`,
    { signal },
  );
  return answer.data;
}

export function getOfferProposalsQueryOptions(uid: string, order: TProposalOrder) {
  return queryOptions({
    queryKey: proposalKeys.offerProposals(uid, order),
    queryFn: ({ signal }) => getOfferProposals(uid, order, signal),
    // Another order keeps the rows on screen until its answer replaces them.
    placeholderData: keepPreviousData,
  });
}
