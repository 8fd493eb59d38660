import type { TOfferTab } from '@tariq/contracts';

/** Query keys of the offers feature: every operation file invalidates through these. */
export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (tab: TOfferTab, page: number, q: string) => [...offerKeys.lists(), tab, page, q] as const,
  details: () => [...offerKeys.all, 'detail'] as const,
  detail: (uid: string) => [...offerKeys.details(), uid] as const,
  templates: () => [...offerKeys.all, 'templates'] as const,
  /** The shipper's network as the offer form reads it, to choose a private offer's audience. */
  privateNetwork: () => [...offerKeys.all, 'private-network'] as const,
};
