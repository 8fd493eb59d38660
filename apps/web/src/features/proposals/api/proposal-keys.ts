import type { PROPOSAL_ORDERS } from '@tariq/contracts';

/** The orders of the shipper's list: newest first, or cheapest first. */
export type TProposalOrder = (typeof PROPOSAL_ORDERS)[number];

/** Query keys of the proposals feature: every operation file reads and invalidates through these. */
export const proposalKeys = {
  all: ['proposals'] as const,
  /** The caller carrier company's own proposals on one offer. */
  myProposals: (uid: string) => [...proposalKeys.all, 'mine', uid] as const,
  /** Every order of the shipper's list of one offer's proposals. */
  offerProposalLists: (uid: string) => [...proposalKeys.all, 'offer', uid] as const,
  offerProposals: (uid: string, order: TProposalOrder) => [...proposalKeys.offerProposalLists(uid), order] as const,
};
