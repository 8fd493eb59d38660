import type { TMissionDetail } from '@tariq/contracts';
import { api } from '../../../lib/api-client';
import { podForm } from './finish-mission';
import type { TFinishMissionOptions } from './finish-mission';
import { missionPath, useMissionAction } from './mission-action';
import type { TRefreshOffer } from './mission-action';

/**
 * `POST /api/missions/{id}/pod`: after the shipper contested the latest proof of delivery, the
 * carrier sends a new one (the next round), multipart as on finishing: 1 to 5 files in `files`
 * (photos or PDF, 10 MB each) and the optional `reserves`. 409 POD_NOT_CONTESTED when the latest
 * proof is no longer contested.
 */
export function sendPod(options: TFinishMissionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(options.id, 'pod'), { method: 'POST', multipart: podForm(options) });
}

export function useSendPod({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(sendPod, { refreshOffer });
}
