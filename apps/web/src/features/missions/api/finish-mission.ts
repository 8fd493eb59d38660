import type { TMissionDetail } from '@tariq/contracts';
import { MISSION_LIMITS, POD_MIME_TYPES } from '@tariq/contracts/missions';
import { api } from '../../../lib/api-client';
import { missionPath, useMissionAction } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TFinishMissionOptions = TMissionActionOptions & {
  files: File[];
  reserves: string | null;
  /** The truck's waiting at each site, in whole minutes; null: none declared. */
  waitingAtLoadingMinutes?: number | null;
  waitingAtUnloadingMinutes?: number | null;
};

/** Why the server would refuse these files, checked before sending megabytes for nothing (null: none). */
export type TPodFilesProblem =
  { kind: 'empty' } | { kind: 'tooMany' } | { kind: 'tooBig'; name: string } | { kind: 'type'; name: string };

export function podFilesProblem(files: readonly File[]): TPodFilesProblem | null {
  if (files.length === 0) return { kind: 'empty' };
  if (files.length > MISSION_LIMITS.podFilesMax) return { kind: 'tooMany' };
  const tooBig = files.find((file) => file.size > MISSION_LIMITS.podFileMaxBytes);
  if (tooBig) return { kind: 'tooBig', name: tooBig.name };
  // The browser's type, from the name: the server checks the bytes themselves.
  const other = files.find((file) => file.type && !(POD_MIME_TYPES as readonly string[]).includes(file.type));
  return other ? { kind: 'type', name: other.name } : null;
}

/**
 * A proof of delivery as both its routes take it, multipart: the files in `files`, the optional
 * `reserves` and waiting times.
 */
export function podForm({
  files,
  reserves,
  waitingAtLoadingMinutes,
  waitingAtUnloadingMinutes,
}: Omit<TFinishMissionOptions, 'id'>): FormData {
  const form = new FormData();
  if (reserves) form.append('reserves', reserves);
  if (typeof waitingAtLoadingMinutes === 'number')
    form.append('waiting_at_loading_minutes', String(waitingAtLoadingMinutes));
  if (typeof waitingAtUnloadingMinutes === 'number')
    form.append('waiting_at_unloading_minutes', String(waitingAtUnloadingMinutes));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * `POST /api/missions/{id}/finish`: the carrier finishes the mission with its proof of delivery:
 * 1 to 5 files (photos or PDF, 10 MB each) and the optional reserves.
 */
export function finishMission(options: TFinishMissionOptions): Promise<TMissionDetail> {
  return api<TMissionDetail>(missionPath(options.id, 'finish'), { method: 'POST', multipart: podForm(options) });
}

export function useFinishMission({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  return useMissionAction(finishMission, { refreshOffer });
}
