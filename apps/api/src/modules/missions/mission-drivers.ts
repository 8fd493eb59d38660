import type { TDriverMissionCounts, TMissionStatus } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import {
  countDriversMissions,
  findCompanyMission,
  findDriverMissionInProgress,
  lockDriverLiveMissions,
  updateMissionDriver,
} from './missions.repository';

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

/** The driver's mission in progress, if any: positions are recorded for it and shown on it. */
export function driverMissionInProgress(
  db: TDb | TTx,
  driverUserId: string,
): Promise<{ id: string; carrierCompanyId: string; shipperCompanyId: string } | null> {
  return findDriverMissionInProgress(db, driverUserId);
}

/**
 * What the mission's tracking needs, for one of its two companies only (anyone else: null): its
 * state, its sides, its driver and the plates given at start.
 */
export async function missionForTracking(
  db: TDb | TTx,
  options: { companyId: string; missionId: string },
): Promise<{
  id: string;
  status: TMissionStatus;
  side: 'carrier' | 'shipper';
  driverUserId: string | null;
  startEnginePlate: string | null;
  startTrailerPlate: string | null;
} | null> {
  const view = await findCompanyMission(db, options.companyId, options.missionId);
  if (!view) return null;
  const { mission } = view;
  return {
    id: mission.id,
    status: mission.status,
    side: mission.carrierCompanyId === options.companyId ? 'carrier' : 'shipper',
    driverUserId: mission.driverUserId,
    startEnginePlate: mission.startEnginePlate,
    startTrailerPlate: mission.startTrailerPlate,
  };
}
