import type { TAssignDriverRequest, TMissionDetail } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isConflict } from '../../../lib/api-client';
import { missionKeys } from './mission-keys';
import { missionPath, storeMission } from './mission-action';
import type { TMissionActionOptions, TRefreshOffer } from './mission-action';

export type TAssignMissionDriverOptions = TMissionActionOptions & { driverId: string | null };

/**
 * `PUT /api/missions/{id}/driver`: the carrier names one of its drivers, or none (null), until the
 * mission starts. Answers the mission as it is now (its driver flagged `busy` when on another live
 * mission at the same dates: not refused). Another company's driver is a 400 on `driver_id`; 409
 * MISSION_STATUS_CONFLICT once the mission started or ended.
 */
export function assignMissionDriver({ id, driverId }: TAssignMissionDriverOptions): Promise<TMissionDetail> {
  const body: TAssignDriverRequest = { driver_id: driverId };
  return api<TMissionDetail>(missionPath(id, 'driver'), { method: 'PUT', body });
}

/**
 * Unlike the other actions, the offer does not change with the driver: only the mission is stored.
 * A conflict means the mission moved meanwhile (started, cancelled): both are read again.
 */
export function useAssignMissionDriver({ refreshOffer }: { refreshOffer: TRefreshOffer }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMissionDriver,
    onSuccess: (mission) => storeMission(queryClient, mission),
    onError: (error) =>
      isConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: missionKeys.all }), refreshOffer()])
        : undefined,
  });
}
