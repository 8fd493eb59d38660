import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TVerifyPickupOptions = TMissionActionOptions & { code: string };

/**
 * `POST /api/missions/{id}/pickup`: the shipper types the code the carrier's driver shows at loading
 * ('enlèvement vérifié'). A wrong code is a 400 with `fields.code`; after too many, 409 PICKUP_LOCKED.
 */
export function verifyPickup({ id, code }: TVerifyPickupOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'pickup'), { method: 'POST', body: { code } });
}

export function useVerifyPickup({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(verifyPickup, { refreshOffer });
}
