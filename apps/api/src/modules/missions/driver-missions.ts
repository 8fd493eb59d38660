import { DRIVER_ROLE, MISSION_TIME_ZONE, charterNumber } from '@tariq/contracts';
import type { TDriverMission, TDriverMissionTab, TDriverMissionsResponse, TDriverStop, TOffer } from '@tariq/contracts';
import type { TDb } from '../../db/client';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toOffer } from '../offers';
import {
  countDriverMissionsOfTab,
  findCompanyMission,
  findDriverMissionsPage,
  findMissionContact,
  findPods,
} from './missions.repository';
import type { TMissionView, TPodRow } from './missions.repository';
import { runMissionStart } from './missions.service';
import type { TStartReading } from './missions.service';
import { runMissionFinish } from './pod.service';
import type { TPodStatement, TPodUpload } from './pod.service';

/**
 * The driver app's missions (issue 29): the missions the carrier gave the driver, as the driver
 * needs them on the road — stops with coordinates, local times and references, goods, the
 * shipper's contact, the pickup code — and not the deal's price. Starting and finishing are the
 * carrier's actions (same rules), done by its driver.
 */

function assertDriver(auth: TAuth): void {
  if (auth.role !== DRIVER_ROLE) throw new AppError('ROLE_FORBIDDEN');
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toStop(stop: TOffer['departure'], reference: string | null): TDriverStop {
  return {
    address: stop.address,
    city: stop.city?.name ?? null,
    state: stop.state.name,
    country: stop.country,
    lat: stop.lat,
    lng: stop.lng,
    date: stop.date,
    time: stop.time,
    time_zone: MISSION_TIME_ZONE,
    reference,
    comment: stop.comment,
  };
}

function toDriverMission(
  view: TMissionView,
  pods: readonly TPodRow[],
  contact: { name: string; phone: string | null; email: string | null } | null,
): TDriverMission {
  const { mission } = view;
  const offer = toOffer(view.offer);
  const latest = pods.filter((pod) => pod.missionId === mission.id).at(-1);
  const codeShown =
    mission.status === 'scheduled' && mission.pickupVerifiedAt === null && mission.pickupWaivedAt === null;
  return {
    id: mission.id,
    number: mission.number,
    offer_number: offer.number,
    charter_number: charterNumber(mission.number),
    status: mission.status,
    loading: toStop(offer.departure, offer.loading_reference),
    unloading: toStop(offer.destination, offer.unloading_reference),
    goods: {
      goods_type: offer.goods_type,
      weight_kg: offer.weight_kg,
      height_m: offer.height_m,
      length_m: offer.length_m,
      width_m: offer.width_m,
      pallets: offer.pallets,
      dangerous: offer.dangerous,
      refrigerated: offer.refrigerated,
      tail_lift: offer.tail_lift,
      handling: offer.handling,
    },
    shipper: { name: view.shipperName, contact },
    pickup_code: codeShown ? mission.pickupCode : null,
    pickup_verified_at: iso(mission.pickupVerifiedAt),
    pickup_waived_at: iso(mission.pickupWaivedAt),
    start:
      mission.startedAt === null
        ? null
        : {
            odometer_km: mission.startOdometerKm,
            engine_plate: mission.startEnginePlate,
            trailer_plate: mission.startTrailerPlate,
          },
    pod_status: latest?.status ?? null,
    started_at: iso(mission.startedAt),
    completed_at: iso(mission.completedAt),
  };
}

async function shipperContact(db: TDb, view: TMissionView) {
  const row = await findMissionContact(db, view, 'carrier');
  return row ? { name: `${row.firstName} ${row.lastName}`.trim(), phone: row.phone, email: row.email } : null;
}

/** GET /api/driver/missions: the driver's missions of a tab, theirs only. */
export async function listDriverMissions(
  ctx: TAppContext,
  options: { auth: TAuth; tab: TDriverMissionTab; page: number; limit: number },
): Promise<TDriverMissionsResponse> {
  assertDriver(options.auth);
  const where = { driverUserId: options.auth.userId, companyId: options.auth.companyId, tab: options.tab };
  return ctx.db.read(async (db) => {
    const [views, total] = await Promise.all([
      findDriverMissionsPage(db, { ...where, limit: options.limit, offset: (options.page - 1) * options.limit }),
      countDriverMissionsOfTab(db, where),
    ]);
    const pods = await findPods(
      db,
      views.map((view) => view.mission.id),
    );
    const data: TDriverMission[] = [];
    for (const view of views) data.push(toDriverMission(view, pods, await shipperContact(db, view)));
    return { data, page: options.page, total_pages: Math.ceil(total / options.limit), count: total };
  });
}

/** GET /api/driver/missions/{id}: one of the driver's missions; anyone else's is not found. */
export async function getDriverMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string },
): Promise<TDriverMission> {
  assertDriver(options.auth);
  return ctx.db.read(async (db) => {
    const view = await findCompanyMission(db, options.auth.companyId, options.id);
    if (!view || view.mission.driverUserId !== options.auth.userId) throw new AppError('NOT_FOUND');
    return toDriverMission(view, await findPods(db, [view.mission.id]), await shipperContact(db, view));
  });
}

/** POST /api/driver/missions/{id}/start: as the carrier's start, with what the driver read at start. */
export async function startDriverMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; reading: TStartReading },
): Promise<TDriverMission> {
  assertDriver(options.auth);
  await runMissionStart(ctx, options);
  return getDriverMission(ctx, options);
}

/** POST /api/driver/missions/{id}/finish: as the carrier's finish, proof of delivery and reserves. */
export async function finishDriverMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[] } & TPodStatement,
): Promise<TDriverMission> {
  assertDriver(options.auth);
  await runMissionFinish(ctx, options);
  return getDriverMission(ctx, options);
}
