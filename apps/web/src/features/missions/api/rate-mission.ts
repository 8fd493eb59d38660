import type { TMissionDetail } from '@tariq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TRateMissionOptions = TMissionActionOptions & { stars: number; comment: string | null };

/**
 * `POST /api/missions/{id}/rating`: the caller's company rates the other side of a completed mission,
 * once (409 ALREADY_RATED after that); `my_rating` of the answer holds it.
 */
export function rateMission({ id, stars, comment }: TRateMissionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'rating'), { method: 'POST', body: { stars, comment } });
}

/**
 * After a rating, whatever the page shows of the offer is read again (the freight's shipper, the
 * proposals' carriers), so the new average and count show at once beside the company's name; the
 * mission's answer already carries both companies' ratings.
 */
export function useRateMission({ refreshOffer, offerUid }: { refreshOffer: TRefreshOffer; offerUid: string }) {
  const queryClient = useQueryClient();
  return useMissionAction(rateMission, {
    refreshOffer: () =>
      Promise.all([
        refreshOffer(),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(offerUid) }),
      ]),
  });
}
