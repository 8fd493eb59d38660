import type { TMissionDetail } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { missionKeys } from './mission-keys';

/**
 * `GET /api/missions/of-offer/{uid}`: the caller company's latest mission on the offer, with its
 * timeline (the carrier's on /offres/:uid, the shipper's on /expeditions/:uid). 404 NOT_FOUND when
 * there is none: the offer is still looking for its carrier, or this carrier was not chosen.
 */
export function getMissionOfOffer(uid: string, signal?: AbortSignal): Promise<TMissionDetail> {
  return api<TMissionDetail>(`/api/missions/of-offer/${encodeURIComponent(uid)}`, { signal });
}

export function getMissionOfOfferQueryOptions(uid: string) {
  return queryOptions({
    queryKey: missionKeys.ofOffer(uid),
    queryFn: ({ signal }) => getMissionOfOffer(uid, signal),
    // 404 is an answer (no mission on the offer), not a failure to ask again whenever a part of the
    // page that shows it mounts; a proposal decided or a notification about the offer reads it again.
    retryOnMount: false,
  });
}

/** Reads the offer's mission again: a proposal decided elsewhere on the page (a choice, an instant booking) may have made one. */
export function invalidateMissionOfOffer(queryClient: QueryClient, uid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: missionKeys.ofOffer(uid) });
}
