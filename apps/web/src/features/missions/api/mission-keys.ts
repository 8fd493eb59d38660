import type { TMissionTab } from '@tariq/contracts';

/** Query keys of the missions feature: every operation file reads, stores and invalidates through these. */
export const missionKeys = {
  all: ['missions'] as const,
  /** The carrier's /missions pages, every tab. */
  lists: () => [...missionKeys.all, 'list'] as const,
  list: (tab: TMissionTab, page: number, q: string) => [...missionKeys.lists(), tab, page, q] as const,
  detail: (id: string) => [...missionKeys.all, 'detail', id] as const,
  /** The caller company's latest mission on one offer (its panel on /offres/:uid and /expeditions/:uid). */
  ofOffer: (uid: string) => [...missionKeys.all, 'of-offer', uid] as const,
  /** A mission's trail (issue 29), kept up to date by the hub while it is in progress. */
  track: (id: string) => [...missionKeys.all, 'track', id] as const,
};
