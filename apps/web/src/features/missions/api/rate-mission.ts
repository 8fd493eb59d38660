import type { TMissionDetail } from '@tariq/contracts';
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

export function useRateMission({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(rateMission, { refreshOffer });
}
