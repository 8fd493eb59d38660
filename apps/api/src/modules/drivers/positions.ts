import { DRIVER_APP_LIMITS, DRIVER_ROLE, DRIVERS_LIMITS, trackingTopic } from '@tariq/contracts';
import type {
  TDriverProfile,
  TMissionTrack,
  TPositionBatch,
  TPositionBatchResponse,
  TTrackingEvent,
  TTrackPoint,
} from '@tariq/contracts';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { publishToTopics } from '../../platform/hub/relay';
import { driverMissionInProgress, missionForTracking } from '../missions';
import {
  advanceLastPosition,
  deletePositionsBefore,
  findDriverCard,
  findDriverProfile,
  findMissionPositions,
  insertPositions,
  setDriverOnlineFlag,
} from './positions.repository';
import type { TStoredPosition } from './positions.repository';

/**
 * The driver app's positions and online switch, and the tracking the mission's two companies see
 * (issue 29). A batch is stored in one statement: at most one position per driver per
 * DRIVER_APP_LIMITS.positionEverySeconds (a unique slot; the first received stays, whatever the
 * order), for the driver's mission in progress if any, whose companies hear the latest at once.
 */

function assertDriver(auth: TAuth): void {
  if (auth.role !== DRIVER_ROLE) throw new AppError('ROLE_FORBIDDEN');
}

const SLOT_MS = DRIVER_APP_LIMITS.positionEverySeconds * 1000;

function toPoint(row: TStoredPosition): TTrackPoint {
  return {
    lat: row.lat,
    lng: row.lng,
    speed: row.speed,
    heading: row.heading,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** POST /api/driver/positions */
export async function recordPositions(
  ctx: TAppContext,
  options: { auth: TAuth; batch: TPositionBatch },
): Promise<TPositionBatchResponse> {
  assertDriver(options.auth);
  const now = ctx.clock.now();
  const latestAllowed = now.getTime() + DRIVER_APP_LIMITS.clockSkewSeconds * 1000;
  const pings = options.batch.positions.map((ping, index) => {
    const at = Date.parse(ping.recorded_at);
    // A phone's clock far ahead would put its positions after the real ones for days.
    if (at > latestAllowed) {
      throw new AppError('VALIDATION', { fields: { [`positions.${index}.recorded_at`]: { key: 'futureDate' } } });
    }
    return { ...ping, at };
  });
  const userId = options.auth.userId;
  const result = await ctx.db.transaction(async (tx) => {
    const mission = await driverMissionInProgress(tx, userId);
    // One per slot within the batch too (the earliest of it), then the table's unique slot.
    const bySlot = new Map<number, (typeof pings)[number]>();
    for (const ping of pings) {
      const slot = Math.floor(ping.at / SLOT_MS);
      const kept = bySlot.get(slot);
      if (!kept || ping.at < kept.at) bySlot.set(slot, ping);
    }
    const stored = await insertPositions(
      tx,
      [...bySlot].map(([slot, ping]) => ({
        driverUserId: userId,
        missionId: mission?.id ?? null,
        slot,
        recordedAt: new Date(ping.at),
        lat: ping.lat,
        lng: ping.lng,
        accuracy: ping.accuracy ?? null,
        speed: ping.speed ?? null,
        heading: ping.heading ?? null,
        receivedAt: now,
      })),
    );
    const latest = stored.reduce<(typeof stored)[number] | null>(
      (best, row) => (best === null || row.recordedAt > best.recordedAt ? row : best),
      null,
    );
    if (latest) await advanceLastPosition(tx, userId, latest);
    return { stored: stored.length, latest, mission };
  });
  if (result.mission && result.latest) {
    const event: TTrackingEvent = { type: 'position', mission_id: result.mission.id, position: toPoint(result.latest) };
    const topics = [trackingTopic(result.mission.carrierCompanyId), trackingTopic(result.mission.shipperCompanyId)];
    await publishToTopics(ctx, topics, JSON.stringify(event));
  }
  return { stored: result.stored, mission_id: result.mission?.id ?? null };
}

/** PUT /api/driver/status: the app's online/offline switch. */
export async function setDriverOnline(
  ctx: TAppContext,
  options: { auth: TAuth; online: boolean },
): Promise<TDriverProfile> {
  assertDriver(options.auth);
  await ctx.db.transaction((tx) => setDriverOnlineFlag(tx, options.auth.userId, options.online, ctx.clock.now()));
  return getDriverProfile(ctx, options);
}

/** "Connected" (DRIVERS_LIMITS): online, with a position received in the last minutes. */
export function isConnected(row: { isOnline: boolean; lastPingAt: Date | null }, now: Date): boolean {
  return (
    row.isOnline &&
    row.lastPingAt !== null &&
    now.getTime() - row.lastPingAt.getTime() <= DRIVERS_LIMITS.connectedWithinMinutes * 60_000
  );
}

/** GET /api/driver/me */
export async function getDriverProfile(ctx: TAppContext, options: { auth: TAuth }): Promise<TDriverProfile> {
  assertDriver(options.auth);
  const row = await ctx.db.read((db) => findDriverProfile(db, options.auth.userId, options.auth.companyId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.user.id,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    company: row.company,
    engine_plate: row.driver.enginePlate,
    trailer_plate: row.driver.trailerPlate,
    online: row.driver.isOnline,
    connected: isConnected(row.driver, ctx.clock.now()),
    last_position_at: row.driver.lastPingAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/missions/{id}/track: the mission's trail for its two companies — the carrier always,
 * the shipper while the mission is in progress only (before the start and after the finish it
 * sees nothing). Anyone else: not found.
 */
export async function getMissionTrack(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionTrack> {
  if (options.auth.role === DRIVER_ROLE) throw new AppError('ROLE_FORBIDDEN');
  return ctx.db.read(async (db) => {
    const mission = await missionForTracking(db, { companyId: options.auth.companyId, missionId: options.id });
    if (!mission) throw new AppError('NOT_FOUND');
    const visible = mission.side === 'carrier' || mission.status === 'in_progress';
    if (!visible) return { mission_id: mission.id, visible, positions: [], driver: null };
    const rows = await findMissionPositions(db, mission.id, DRIVER_APP_LIMITS.trailMax);
    const driver = mission.driverUserId ? await findDriverCard(db, mission.driverUserId) : null;
    return {
      mission_id: mission.id,
      visible,
      positions: rows.reverse().map(toPoint),
      driver: driver
        ? {
            first_name: driver.firstName,
            engine_plate: mission.startEnginePlate ?? driver.enginePlate,
            trailer_plate: mission.startTrailerPlate ?? driver.trailerPlate,
          }
        : null,
    };
  });
}

/** The job: positions older than DRIVER_APP_LIMITS.positionsKeptDays go, a batch at a time. */
export async function purgeOldPositions(ctx: TAppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - DRIVER_APP_LIMITS.positionsKeptDays * 86_400_000);
  let removed = 0;
  for (;;) {
    const gone = await ctx.db.transaction((tx) => deletePositionsBefore(tx, before, 5000));
    removed += gone;
    if (gone < 5000) return removed;
  }
}
