import type { TMissionTrack, TTrackPoint } from '@tariq/contracts';
import { DRIVER_APP_LIMITS } from '@tariq/contracts/driver-app';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { missionKeys } from './mission-keys';

/**
 * `GET /api/missions/{id}/track`: the mission's trail, oldest first, and its driver's first name and
 * plates — for the carrier always, for the shipper while the mission is in progress (`visible` false
 * otherwise, and nothing).
 */
export function getMissionTrack(id: string, signal?: AbortSignal): Promise<TMissionTrack> {
  return api<TMissionTrack>(`/api/missions/${encodeURIComponent(id)}/track`, { signal });
}

export function getMissionTrackQueryOptions(id: string) {
  return queryOptions({
    queryKey: missionKeys.track(id),
    queryFn: ({ signal }) => getMissionTrack(id, signal),
    // The hub brings each new position; a read now and then makes up for a stream lost meanwhile.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * A position the hub brought, added to the trail on screen. Positions come in any order (a phone
 * sends what it gathered in a tunnel): each goes in its place by time, so a late one never moves the
 * truck backwards, and one already there is not added twice.
 */
export function addTrackPosition(queryClient: QueryClient, missionId: string, position: TTrackPoint): void {
  queryClient.setQueryData<TMissionTrack>(missionKeys.track(missionId), (track) => {
    if (!track?.visible) return track;
    const positions = track.positions;
    if (positions.some((known) => known.recorded_at === position.recorded_at)) return track;
    const at = Date.parse(position.recorded_at);
    let index = positions.length;
    while (index > 0 && Date.parse(positions[index - 1]!.recorded_at) > at) index -= 1;
    const trail = [...positions.slice(0, index), position, ...positions.slice(index)];
    // As long as the API's: a page left open all day keeps the latest, not every position since morning.
    return { ...track, positions: trail.slice(-DRIVER_APP_LIMITS.trailMax) };
  });
}
