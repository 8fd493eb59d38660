/**
 * Query keys of the vehicle search and of the trucks for a load. Under `['trucks']`, so that what
 * changes a truck (its owner's pages invalidate `['trucks']`) also refreshes what others see of it.
 */
export const truckSearchKeys = {
  all: ['trucks', 'search'] as const,
  /** `query`: the API's query string (filters, page, limit), so one search is one cache entry. */
  search: (query: string) => [...truckSearchKeys.all, query] as const,
  forLoads: () => ['trucks', 'for-load'] as const,
  forLoad: (offerUid: string) => [...truckSearchKeys.forLoads(), offerUid] as const,
  /** A truck's picture by its address (which carries its version). */
  picture: (url: string) => ['trucks', 'search-picture', url] as const,
};
