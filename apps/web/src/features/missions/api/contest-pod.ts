import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TContestPodOptions = TMissionActionOptions & { reason: string };

/**
 * `POST /api/missions/{id}/pod/contest`: the shipper contests the proof of delivery, with a reason the
 * carrier reads.
 */
export function contestPod({ id, reason }: TContestPodOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'pod/contest'), { method: 'POST', body: { reason } });
}

export function useContestPod({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(contestPod, { refreshOffer });
}
