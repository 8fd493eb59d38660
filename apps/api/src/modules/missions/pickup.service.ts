import { MISSION_LIMITS } from '@tariq/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { TMissionDetail } from '@tariq/contracts';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { updateMission } from './missions.repository';
import { audit, getMission, lockForAction } from './missions.service';
import { tellCarrier } from './mission-notices';

// ---------------------------------------------------------------------------------------------
// The pickup handshake, and ratings

/**
 * POST /api/missions/{id}/pickup: the shipper types the code the carrier's driver shows. The right
 * code marks the pickup verified on both sides; a wrong one is counted, and
 * MISSION_LIMITS.pickupAttemptsMax wrong ones lock the handshake (a guessed code would defeat it).
 */
export async function verifyPickup(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; code: string },
): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['shipper']);
    const { mission } = view;
    if (mission.status !== 'scheduled' && mission.status !== 'in_progress') {
      throw new AppError('MISSION_STATUS_CONFLICT');
    }
    if (mission.pickupVerifiedAt) return true;
    if (mission.pickupAttempts >= MISSION_LIMITS.pickupAttemptsMax) throw new AppError('PICKUP_LOCKED');
    if (!safeEqual(options.code, mission.pickupCode)) {
      await updateMission(tx, mission.id, { pickupAttempts: mission.pickupAttempts + 1, updatedAt: now });
      return false;
    }
    await updateMission(tx, mission.id, { pickupVerifiedAt: now, updatedAt: now });
    await audit(tx, options.auth, mission, 'pickup_verified', { pickup_verified: true }, now);
    await tellCarrier(ctx, tx, view, 'pickupVerified');
    return true;
  });
  // Told after the commit: the wrong try stays counted.
  if (!verified) throw new AppError('VALIDATION', { fields: { code: { key: 'wrongPickupCode' } } });
  return getMission(ctx, options);
}

/**
 * POST /api/missions/{id}/pickup/waive: the shipper lets the carrier start without the code (a
 * driver without the app, a known carrier). Only before the start and before a verification; the
 * waiver is in the timeline.
 */
export async function waivePickup(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['shipper']);
    const { mission } = view;
    if (mission.status !== 'scheduled' || mission.pickupVerifiedAt || mission.pickupWaivedAt) {
      throw new AppError('MISSION_STATUS_CONFLICT');
    }
    await updateMission(tx, mission.id, { pickupWaivedAt: now, updatedAt: now });
    await audit(tx, options.auth, mission, 'pickup_waived', { pickup_waived: true }, now);
    await tellCarrier(ctx, tx, view, 'pickupWaived');
  });
  return getMission(ctx, options);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
