import type { PROPOSAL_ORDERS } from '@tariq/contracts';

/** The orders of the shipper's list: newest first, or cheapest first. */
export type TProposalOrder = (typeof PROPOSAL_ORDERS)[number];

/** Query keys of the deals feature: every operation file reads and invalidates through these. */
export const dealKeys = {
  all: ['deals'] as const,
  /** The caller carrier company's own proposals on one offer. */
  myProposals: (uid: string) => [...dealKeys.all, 'mine', uid] as const,
  /** Every order of the shipper's list of one offer's proposals. */
  offerProposalLists: (uid: string) => [...dealKeys.all, 'offer', uid] as const,
  offerProposals: (uid: string, order: TProposalOrder) => [...dealKeys.offerProposalLists(uid), order] as const,
};
