import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/confirm`: the carrier confirms the charter order (bon d'affrètement) while
 * the mission is scheduled and the order pending. 409 MISSION_STATUS_CONFLICT once decided, by the
 * carrier or tacitly.
 */
export function confirmCharter({ id }: TMissionActionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(id, 'confirm'), { method: 'POST' });
}

export function useConfirmCharter({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(confirmCharter, { refreshOffer });
}
