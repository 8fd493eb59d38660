import type { TDriverMissionCounts } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { countDriversMissions, lockDriverLiveMissions, updateMissionDriver } from './missions.repository';

/**
 * What the drivers module (issue 29) needs of the carrier's missions, through this module's index:
 * each driver's counts, whether one is on a mission in progress, and a mission's driver.
 */

const NO_MISSIONS: TDriverMissionCounts = { inProgress: 0, upcoming: 0, done: 0 };

/** Each driver's missions of the carrier: in progress, upcoming (scheduled), done; zeros for one with none. */
export async function countDriverMissions(
  db: TDb | TTx,
  options: { carrierCompanyId: string; driverUserIds: readonly string[] },
): Promise<Map<string, TDriverMissionCounts>> {
  const counts = new Map(options.driverUserIds.map((id) => [id, { ...NO_MISSIONS }]));
  for (const row of await countDriversMissions(db, options.carrierCompanyId, options.driverUserIds)) {
    counts.set(row.driverUserId, { inProgress: row.inProgress, upcoming: row.upcoming, done: row.done });
  }
  return counts;
}

/**
 * In the caller's transaction: whether the driver is on a mission of the carrier in progress. The
 * driver's live missions stay locked until it ends, so that none starts meanwhile (a deletion).
 */
export async function isDriverOnMissionInProgress(
  tx: TTx,
  options: { carrierCompanyId: string; driverUserId: string },
): Promise<boolean> {
  const live = await lockDriverLiveMissions(tx, options.carrierCompanyId, options.driverUserId);
  return live.some((mission) => mission.status === 'in_progress');
}

/**
 * In the caller's transaction: the mission's driver (null: none), a driver of the carrier company
 * only. Answers false for a mission not the carrier's or a driver not its own. The rules of the
 * assignment (until the start, who is told) belong to its capability; this is the write.
 */
export function setMissionDriver(
  tx: TTx,
  options: { carrierCompanyId: string; missionId: string; driverUserId: string | null; now: Date },
): Promise<boolean> {
  return updateMissionDriver(tx, options);
}
