import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/start`: the carrier starts the mission. 409 CHARTER_NOT_CONFIRMED while the
 * charter order waits.
 */
export function startMission({ id }: TMissionActionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'start'), { method: 'POST' });
}

export function useStartMission({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(startMission, { refreshOffer });
}
