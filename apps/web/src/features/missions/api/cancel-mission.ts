import type { TCancelMissionRequest, TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TCancelMissionOptions = TMissionActionOptions & TCancelMissionRequest;

/**
 * `POST /api/missions/{id}/cancel`: its carrier or its shipper cancels a scheduled or started
 * mission, with a reason the other side reads.
 */
export function cancelMission({ id, reason }: TCancelMissionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'cancel'), { method: 'POST', body: { reason } });
}

export function useCancelMission({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(cancelMission, { refreshOffer });
}
