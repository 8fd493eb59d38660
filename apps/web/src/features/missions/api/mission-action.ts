import type { TMissionDetail } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isConflict } from '../../../lib/api-client';
import { missionKeys } from './mission-keys';

/**
 * What the page does when the offer under a mission changed (scheduled → in progress → completed,
 * back in exchange after a refusal): reads it again. The page hands it in, because the offer belongs
 * to another feature (the carrier's freights, the shipper's offers).
 */
export type TRefreshOffer = () => Promise<unknown>;

/** Every action names its mission by id. */
export type TMissionActionOptions = { id: string };

/** `/api/missions/{id}/<action>`. */
export function missionPath(id: string, action: string): string {
  return `/api/missions/${encodeURIComponent(id)}/${action}`;
}

/**
 * Every action answers the mission as it is now: it replaces the cached one at once (the panel reads
 * it by its offer), and the lists, whose tabs and badges may have changed, are read again.
 */
export function storeMission(queryClient: QueryClient, mission: TMissionDetail): Promise<unknown> {
  queryClient.setQueryData(missionKeys.detail(mission.id), mission);
  queryClient.setQueryData(missionKeys.ofOffer(mission.offer.uid), mission);
  return queryClient.invalidateQueries({ queryKey: missionKeys.lists() });
}

/**
 * The mutation of one mission action: the answer is stored and the offer read again; a conflict (the
 * other side or the platform moved the mission meanwhile: MISSION_STATUS_CONFLICT, a charter tacitly
 * confirmed, ALREADY_RATED, PICKUP_LOCKED) reads both again, and the dialog that sent it stays open to
 * say why.
 */
export function useMissionAction<TVariables extends TMissionActionOptions>(
  mutationFn: (variables: TVariables) => Promise<TMissionDetail>,
  { refreshOffer }: { refreshOffer: TRefreshOffer },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (mission) => Promise.all([storeMission(queryClient, mission), refreshOffer()]),
    onError: (error) =>
      isConflict(error)
        ? Promise.all([queryClient.invalidateQueries({ queryKey: missionKeys.all }), refreshOffer()])
        : undefined,
  });
}
