/** The lists of the carrier's freight search: the exchange (filtered) and the caller's own lists. */
export type TFreightListKind = 'favorite' | 'consulted';

/** Query keys of the freights feature: every operation file reads and invalidates through these. */
export const freightKeys = {
  all: ['freights'] as const,
  lists: () => [...freightKeys.all, 'list'] as const,
  /** `query`: the API's query string (filters, page, limit), so one search is one cache entry. */
  search: (query: string) => [...freightKeys.lists(), 'search', query] as const,
  ownList: (kind: TFreightListKind, page: number) => [...freightKeys.lists(), kind, page] as const,
  ownLists: (kind: TFreightListKind) => [...freightKeys.lists(), kind] as const,
  details: () => [...freightKeys.all, 'detail'] as const,
  detail: (uid: string) => [...freightKeys.details(), uid] as const,
  savedSearches: () => [...freightKeys.all, 'saved-searches'] as const,
  favoriteUids: () => [...freightKeys.all, 'favorite-uids'] as const,
  place: (placeId: string, language: string) => [...freightKeys.all, 'place', placeId, language] as const,
};
