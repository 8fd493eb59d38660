import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/decline`: the carrier declines the charter order. The mission is cancelled
 * and the offer goes back in exchange.
 */
export function declineCharter({ id }: TMissionActionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'decline'), { method: 'POST' });
}

export function useDeclineCharter({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(declineCharter, { refreshOffer });
}
