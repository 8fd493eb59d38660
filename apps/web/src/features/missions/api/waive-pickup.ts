import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/pickup/waive`: the shipper lets the carrier start without the pickup
 * code; the timeline records it. 409 once verified, waived or started.
 */
export function waivePickup({ id }: TMissionActionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'pickup/waive'), { method: 'POST' });
}

export function useWaivePickup({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(waivePickup, { refreshOffer });
}
