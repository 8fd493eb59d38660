import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/pod/accept`: the shipper accepts the proof of delivery (silence past its
 * due time does the same).
 */
export function acceptPod({ id }: TMissionActionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'pod/accept'), { method: 'POST' });
}

export function useAcceptPod({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(acceptPod, { refreshOffer });
}
