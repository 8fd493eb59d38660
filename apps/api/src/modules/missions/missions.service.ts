import {
  ACCESS_RULES,
  CARRIER_ROLE,
  DRIVER_ROLE,
  MISSION_EVENTS,
  MISSION_LIMITS,
  canTransitionMission,
  charterNumber,
  parseNumberQuery,
} from '@tariq/contracts';
import type {
  TMission,
  TMissionDetail,
  TMissionEvent,
  TMissionListResponse,
  TMissionStatus,
  TPodRound,
  TMissionTab,
} from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { publishToTopics } from '../../platform/hub/relay';
import { auditHistory, recordAudit } from '../audit';
import { assertDocumentsCover } from '../documents';
import { isCompanyDriver } from '../accounts';
import type { TAuditRow } from '../audit';
import { changeOfferStatus, publishOfferEvents, toOffer } from '../offers';
import {
  countCarrierMissions,
  findCarrierMissionsPage,
  findCompanyMission,
  findCompanyMissionOfOffer,
  findMissionContact,
  hasCarrierMissionOn,
  missionNumberCondition,
  lockLiveMissionOfOffer,
  lockMission,
  updateMission,
  findPodFiles,
  findPods,
  findBusyDriverMissions,
  findMissionDriverCards,
} from './missions.repository';
import type { TMissionDriverCard, TMissionRow, TMissionView, TPodFileRow, TPodRow } from './missions.repository';
import { companyRatingOf, findRatingsGiven, recordRating } from '../ratings';
import type { TRatingRow } from '../ratings';
import { tellCarrier, tellShipper } from './mission-notices';

export const CARRIER = ACCESS_RULES.carrierExchange;
export const SHIPPER = ACCESS_RULES.shipperExchange;

export type TSide = 'carrier' | 'shipper';

// ---------------------------------------------------------------------------------------------
// Mapping

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPodRound(pod: TPodRow, files: TPodFileRow[]): TPodRound {
  return {
    round: pod.round,
    status: pod.status,
    sent_at: pod.sentAt.toISOString(),
    due_at: pod.dueAt.toISOString(),
    decided_at: iso(pod.decidedAt),
    reserves: pod.reserves,
    waiting_at_loading_minutes: pod.waitingAtLoadingMinutes,
    waiting_at_unloading_minutes: pod.waitingAtUnloadingMinutes,
    contest_reason: pod.contestReason,
    files: files
      .filter((file) => file.podId === pod.id)
      .map((file) => ({ id: file.id, name: file.name, mime: file.mime, size: file.size })),
  };
}

/** The latest round of the mission's proof of delivery, with every round for the history; null before any. */
function toPod(mission: TMissionRow, extras: TMissionExtras): TMission['pod'] {
  const rounds = extras.pods.filter((pod) => pod.missionId === mission.id).map((pod) => toPodRound(pod, extras.files));
  const latest = rounds.at(-1);
  return latest ? { ...latest, rounds } : null;
}

type TMissionExtras = {
  pods: TPodRow[];
  files: TPodFileRow[];
  ratings: TRatingRow[];
  drivers: TMissionDriverCard[];
  busy: Set<string>;
};

/** What the missions' pages show beside their rows: proof of delivery, ratings, drivers. */
async function missionExtras(db: TDb, companyId: string, views: readonly TMissionView[]): Promise<TMissionExtras> {
  const ids = views.map((view) => view.mission.id);
  const driverIds = [...new Set(views.flatMap((view) => view.mission.driverUserId ?? []))];
  return {
    pods: await findPods(db, ids),
    files: await findPodFiles(db, ids),
    ratings: await findRatingsGiven(db, companyId, ids),
    drivers: await findMissionDriverCards(db, driverIds),
    busy: await findBusyDriverMissions(
      db,
      views.filter((view) => view.mission.driverUserId !== null).map((view) => view.mission.id),
    ),
  };
}

/** The mission's driver as its side sees it: the shipper gets the first name and plates only. */
function toMissionDriver(mission: TMissionRow, side: TSide, extras: TMissionExtras): TMission['driver'] {
  const card = extras.drivers.find((one) => one.userId === mission.driverUserId);
  if (!card) return null;
  const started = mission.startedAt !== null;
  return {
    id: side === 'carrier' ? card.userId : null,
    first_name: card.firstName,
    last_name: side === 'carrier' ? card.lastName : null,
    engine_plate: started && mission.startEnginePlate ? mission.startEnginePlate : card.enginePlate,
    trailer_plate: started && mission.startTrailerPlate ? mission.startTrailerPlate : card.trailerPlate,
    busy: side === 'carrier' && extras.busy.has(mission.id),
  };
}

/** The distance and CO2e stored at the deal (issue 31), when the distance could be estimated. */
export function toFootprint(mission: TMissionRow): TMission['footprint'] {
  if (mission.distanceKm === null || mission.co2eKg === null || !mission.distanceSource || !mission.vehicleClass)
    return null;
  return {
    distance_km: mission.distanceKm,
    distance_source: mission.distanceSource,
    vehicle_class: mission.vehicleClass as NonNullable<TMission['footprint']>['vehicle_class'],
    co2e_kg: Number(mission.co2eKg),
  };
}

function toMission(view: TMissionView, side: TSide, extras: TMissionExtras): TMission {
  const { mission } = view;
  const myRating = extras.ratings.find((rating) => rating.missionId === mission.id);
  return {
    id: mission.id,
    number: mission.number,
    charter_number: charterNumber(mission.number),
    status: mission.status,
    charter_status: mission.charterStatus,
    charter_due_at: mission.charterDueAt.toISOString(),
    price: Number(mission.price),
    currency: mission.currency as TMission['currency'],
    side,
    carrier: {
      company_id: mission.carrierCompanyId,
      name: view.carrierName,
      rating: companyRatingOf(view.carrierRating.average, view.carrierRating.count),
    },
    shipper: {
      company_id: mission.shipperCompanyId,
      name: view.shipperName,
      rating: companyRatingOf(view.shipperRating.average, view.shipperRating.count),
    },
    offer: toOffer(view.offer),
    cancel_reason: mission.cancelReason,
    cancelled_by: mission.cancelledBy,
    pod: toPod(mission, extras),
    pickup_code: side === 'carrier' ? mission.pickupCode : null,
    pickup_verified_at: iso(mission.pickupVerifiedAt),
    pickup_waived_at: iso(mission.pickupWaivedAt),
    pickup_locked: !mission.pickupVerifiedAt && mission.pickupAttempts >= MISSION_LIMITS.pickupAttemptsMax,
    driver: toMissionDriver(mission, side, extras),
    footprint: toFootprint(mission),
    my_rating: myRating ? { stars: myRating.stars, comment: myRating.comment } : null,
    created_at: mission.createdAt.toISOString(),
    started_at: iso(mission.startedAt),
    completed_at: iso(mission.completedAt),
    cancelled_at: iso(mission.cancelledAt),
  };
}

/** The timeline events about a round of the proof of delivery (the mission's completion sends round 1). */
const POD_EVENTS: readonly TMissionEvent[] = [
  'completed',
  'pod_accepted',
  'pod_tacitly_accepted',
  'pod_contested',
  'pod_resent',
];

function toTimeline(history: TAuditRow[], mission: TMissionRow): TMissionDetail['timeline'] {
  return history.flatMap((entry) => {
    const event = entry.action.replace(/^mission\./, '') as TMissionEvent;
    if (!MISSION_EVENTS.includes(event)) return [];
    const by =
      entry.actorCompanyId === mission.carrierCompanyId
        ? ('carrier' as const)
        : entry.actorCompanyId === mission.shipperCompanyId
          ? ('shipper' as const)
          : ('system' as const);
    const after = (entry.after ?? {}) as { cancel_reason?: string; contest_reason?: string; round?: number };
    const reason = after.cancel_reason ?? after.contest_reason ?? null;
    // Entries written before proofs had rounds are about the only one there was: round 1.
    const round = POD_EVENTS.includes(event) ? (after.round ?? 1) : null;
    return [{ event, at: entry.createdAt.toISOString(), by, reason, round }];
  });
}

// ---------------------------------------------------------------------------------------------
// Shared steps

export function sideOf(auth: TAuth, mission: TMissionRow): TSide {
  return mission.carrierCompanyId === auth.companyId ? 'carrier' : 'shipper';
}

/** Access first: the caller's role and documents, checked before any mission is read. */
export function assertMissionAccess(auth: TAuth): void {
  assertAccess(auth, auth.role === CARRIER_ROLE ? CARRIER : SHIPPER);
}

/**
 * The caller's side of a mission, checked as that side's rule (role, documents). A driver acts for
 * the carrier on the missions given to them only (the driver app, issue 29); any other is not found.
 */
export function assertSide(auth: TAuth, mission: TMissionRow): TSide {
  if (auth.role === DRIVER_ROLE) {
    if (mission.carrierCompanyId !== auth.companyId || mission.driverUserId !== auth.userId) {
      throw new AppError('NOT_FOUND');
    }
    return 'carrier';
  }
  const side = sideOf(auth, mission);
  assertAccess(auth, side === 'carrier' ? CARRIER : SHIPPER);
  return side;
}

/** Before any mission is read for the carrier's actions: its role and documents, or a driver. */
export function assertCarrierActor(auth: TAuth): void {
  if (auth.role !== DRIVER_ROLE) assertAccess(auth, CARRIER);
}

/**
 * The mission of one of the caller's companies, locked, with its offer; anyone else's is not
 * found. Only the sides listed may act.
 */
export async function lockForAction(
  tx: TTx,
  auth: TAuth,
  id: string,
  sides: readonly TSide[],
): Promise<{ view: TMissionView; side: TSide }> {
  const view = await findCompanyMission(tx, auth.companyId, id);
  if (!view) throw new AppError('NOT_FOUND');
  const side = assertSide(auth, view.mission);
  if (!sides.includes(side)) throw new AppError('ROLE_FORBIDDEN');
  const mission = (await lockMission(tx, id))!;
  return { view: { ...view, mission }, side };
}

export function assertTransition(mission: TMissionRow, to: TMissionStatus): void {
  if (!canTransitionMission(mission.status, to)) throw new AppError('MISSION_STATUS_CONFLICT');
}

export async function audit(
  tx: TTx,
  actor: TAuth | null,
  mission: TMissionRow,
  event: TMissionEvent,
  after: Record<string, unknown>,
  at: Date,
) {
  await recordAudit(tx, {
    actor,
    action: `mission.${event}`,
    entityType: 'mission',
    entityId: mission.id,
    before: { status: mission.status, charter_status: mission.charterStatus },
    after,
    at,
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/missions: the carrier's missions of a tab (in progress: scheduled and started), newest first. */
export async function listMissions(
  ctx: TAppContext,
  options: { auth: TAuth; tab: TMissionTab; page: number; limit: number; offerUid?: string; q?: string },
): Promise<TMissionListResponse> {
  assertAccess(options.auth, CARRIER);
  const { companyId } = options.auth;
  const [rows, total, extras] = await ctx.db.read(async (db) => {
    const filters = {
      tab: options.tab,
      offerUid: options.offerUid,
      // A search that is not a number finds nothing, rather than being ignored.
      numberCondition:
        options.q === undefined ? undefined : await missionNumberCondition(db, parseNumberQuery(options.q)),
    };
    const found = await Promise.all([
      findCarrierMissionsPage(db, companyId, {
        ...filters,
        limit: options.limit,
        offset: (options.page - 1) * options.limit,
      }),
      countCarrierMissions(db, companyId, filters),
    ]);
    return [...found, await missionExtras(db, companyId, found[0])] as const;
  });
  return {
    data: rows.map((row) => toMission(row, 'carrier', extras)),
    page: options.page,
    total_pages: Math.ceil(total / options.limit),
    count: total,
  };
}

/** A mission of the caller's company found by `find`, with its timeline, as its side sees it. */
export async function readMission(
  ctx: TAppContext,
  auth: TAuth,
  find: (db: TDb) => Promise<TMissionView | null>,
): Promise<TMissionDetail> {
  assertMissionAccess(auth);
  const { view, history, extras, contact } = await ctx.db.read(async (db) => {
    const found = await find(db);
    if (!found) throw new AppError('NOT_FOUND');
    return {
      view: found,
      history: await auditHistory(db, 'mission', found.mission.id),
      // The deal is made: each side may reach the other, whatever the offer showed before.
      contact: await findMissionContact(db, found, sideOf(auth, found.mission)),
      extras: await missionExtras(db, auth.companyId, [found]),
    };
  });
  const side = assertSide(auth, view.mission);
  return {
    ...toMission(view, side, extras),
    timeline: toTimeline(history, view.mission),
    contact: contact && {
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      phone: contact.phone,
      email: contact.email,
    },
  };
}

/** GET /api/missions/{id}: for its carrier and its shipper only, with its timeline. */
export function getMission(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  return readMission(ctx, options.auth, (db) => findCompanyMission(db, options.auth.companyId, options.id));
}

/**
 * GET /api/missions/of-offer/{uid}: the caller company's latest mission on that offer (the carrier's
 * on its offer page, the shipper's on its shipment page); none is not found.
 */
export function getMissionOfOffer(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TMissionDetail> {
  return readMission(ctx, options.auth, (db) => findCompanyMissionOfOffer(db, options.auth.companyId, options.uid));
}

// ---------------------------------------------------------------------------------------------
// The mission's life

/** What the driver gives at start (the driver app): the odometer, the plates actually used. */
export type TStartReading = { odometerKm: number | null; enginePlate: string | null; trailerPlate: string | null };

/**
 * Starts the mission once the charter is confirmed and the pickup verified or waived, for its
 * carrier or its driver; the shipper hears type 5, status 3.
 */
export async function runMissionStart(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; reading?: TStartReading },
): Promise<void> {
  const now = ctx.clock.now();
  assertCarrierActor(options.auth);
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission, offer } = view;
    // Lapsed insurance or haulage authorisation: no new departure (finishing one under way stays open).
    await assertDocumentsCover(ctx, tx, options.auth, 'missionStart');
    assertTransition(mission, 'in_progress');
    if (mission.charterStatus !== 'confirmed') throw new AppError('CHARTER_NOT_CONFIRMED');
    // The goods leave only once the shipper saw the right truck (the code), or said it need not.
    if (!mission.pickupVerifiedAt && !mission.pickupWaivedAt) throw new AppError('PICKUP_NOT_VERIFIED');
    const reading = options.reading;
    await updateMission(tx, mission.id, {
      status: 'in_progress',
      startedAt: now,
      updatedAt: now,
      ...(reading && {
        startOdometerKm: reading.odometerKm,
        startEnginePlate: reading.enginePlate,
        startTrailerPlate: reading.trailerPlate,
      }),
    });
    await changeOfferStatus(tx, { offerId: offer.id, to: 'in_progress', now });
    await audit(tx, options.auth, mission, 'started', { status: 'in_progress' }, now);
    await tellShipper(ctx, tx, view, 'missionStarted');
  });
}

/** POST /api/missions/{id}/start: the carrier starts it (runMissionStart). */
export async function startMission(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  await runMissionStart(ctx, options);
  return getMission(ctx, options);
}

/**
 * PUT /api/missions/{id}/driver: the carrier names one of its drivers (or none) until the mission
 * starts. The driver named, and the one replaced, hear of it on their hub topic; a driver on another
 * live mission at the same dates is flagged on the mission (`driver.busy`), not refused.
 */
export async function assignMissionDriver(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; driverId: string | null },
): Promise<TMissionDetail> {
  assertAccess(options.auth, CARRIER);
  // Naming drivers is the drivers' rule too (the web shows the picker by it): the two may drift apart.
  assertAccess(options.auth, ACCESS_RULES.carrierDrivers);
  const now = ctx.clock.now();
  const change = await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission } = view;
    if (mission.status !== 'scheduled') throw new AppError('MISSION_STATUS_CONFLICT');
    if (options.driverId && !(await isCompanyDriver(tx, options.auth.companyId, options.driverId))) {
      throw new AppError('VALIDATION', { fields: { driver_id: { key: 'invalidChoice' } } });
    }
    if (mission.driverUserId === options.driverId) return null;
    await updateMission(tx, mission.id, { driverUserId: options.driverId, updatedAt: now });
    // In the audit log, not on the timeline the shipper reads.
    await recordAudit(tx, {
      actor: options.auth,
      action: 'mission.driver_changed',
      entityType: 'mission',
      entityId: mission.id,
      before: { driver_user_id: mission.driverUserId },
      after: { driver_user_id: options.driverId },
      at: now,
    });
    return { before: mission.driverUserId, after: options.driverId };
  });
  if (change) {
    const tell = (driverId: string | null, assigned: boolean) =>
      driverId
        ? publishToTopics(ctx, [driverId], JSON.stringify({ type: 'assignment', mission_id: options.id, assigned }))
        : Promise.resolve();
    await tell(change.before, false);
    await tell(change.after, true);
  }
  return getMission(ctx, options);
}

/**
 * Ends a live mission as cancelled: before it started, its offer goes back in exchange; after, the
 * offer is cancelled too. The other side hears of it (carrier → shipper type 5, shipper → carrier
 * type 8, status 5). Answers whether the offer went back in exchange.
 */
async function cancelLiveMission(
  ctx: TAppContext,
  tx: TTx,
  options: {
    auth: TAuth;
    view: TMissionView;
    side: TSide;
    reason: string | null;
    now: Date;
    /** False when the offer itself is being cancelled by its caller, who also tells the carrier. */
    offerToo: boolean;
  },
): Promise<boolean> {
  const { mission, offer } = options.view;
  const { now } = options;
  assertTransition(mission, 'cancelled');
  await updateMission(tx, mission.id, {
    status: 'cancelled',
    cancelledAt: now,
    cancelledBy: options.side,
    cancelReason: options.reason,
    updatedAt: now,
  });
  const backInExchange = mission.status === 'scheduled';
  if (options.offerToo) {
    await changeOfferStatus(
      tx,
      backInExchange
        ? { offerId: offer.id, to: 'in_exchange', now }
        : { offerId: offer.id, to: 'cancelled', now, cancelReason: options.reason },
    );
  }
  await audit(tx, options.auth, mission, 'cancelled', { status: 'cancelled', cancel_reason: options.reason }, now);
  if (!options.offerToo) return backInExchange;
  if (options.side === 'carrier') {
    await tellShipper(ctx, tx, options.view, 'missionCancelled');
  } else {
    await tellCarrier(ctx, tx, options.view, 'shipmentCancelled');
  }
  return backInExchange;
}

/** POST /api/missions/{id}/cancel: by its carrier or its shipper, with a reason. */
export async function cancelMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; reason: string },
): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  const reopened = await ctx.db.transaction(async (tx) => {
    const { view, side } = await lockForAction(tx, options.auth, options.id, ['carrier', 'shipper']);
    const backInExchange = await cancelLiveMission(ctx, tx, {
      auth: options.auth,
      view,
      side,
      reason: options.reason,
      now,
      offerToo: true,
    });
    return backInExchange ? view.offer : null;
  });
  if (reopened) {
    await publishOfferEvents(ctx, [
      { uid: reopened.uid, event: 'published', private: reopened.visibility === 'private' },
    ]);
  }
  return getMission(ctx, options);
}

/**
 * The shipper cancels the offer itself (offers capability): its live mission, if any, ends with
 * it. The offer's own status, and telling the carrier, are the caller's.
 */
export async function cancelMissionOfOffer(
  ctx: TAppContext,
  tx: TTx,
  options: { auth: TAuth; offerId: string; reason: string | null },
): Promise<boolean> {
  const mission = await lockLiveMissionOfOffer(tx, options.offerId);
  if (!mission) return false;
  const view = (await findCompanyMission(tx, options.auth.companyId, mission.id))!;
  await cancelLiveMission(ctx, tx, {
    auth: options.auth,
    view: { ...view, mission },
    side: 'shipper',
    reason: options.reason,
    now: ctx.clock.now(),
    offerToo: false,
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Ratings (the ratings module keeps them; rating is a step of the mission)

/**
 * POST /api/missions/{id}/rating: after completion, each side rates the other once (1 to 5 stars,
 * a comment); the rated company's average and count follow at once.
 */
export async function rateMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; stars: number; comment: string | null },
): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view, side } = await lockForAction(tx, options.auth, options.id, ['carrier', 'shipper']);
    const { mission } = view;
    if (mission.status !== 'completed') throw new AppError('MISSION_STATUS_CONFLICT');
    const rated = side === 'carrier' ? mission.shipperCompanyId : mission.carrierCompanyId;
    const inserted = await recordRating(tx, {
      missionId: mission.id,
      raterCompanyId: options.auth.companyId,
      raterUserId: options.auth.userId,
      ratedCompanyId: rated,
      stars: options.stars,
      comment: options.comment,
      now,
    });
    if (!inserted) throw new AppError('ALREADY_RATED');
    await audit(tx, options.auth, mission, 'rated', { stars: options.stars }, now);
    // The rated side hears of it, and its open page shows its new average at once.
    if (side === 'carrier') await tellShipper(ctx, tx, view, 'ratedByCarrier');
    else await tellCarrier(ctx, tx, view, 'ratedByShipper');
  });
  return getMission(ctx, options);
}

/** Whether the carrier company holds the deal on this offer (a mission not cancelled): for the freight page's contact. */
export function holdsDealOn(db: TDb | TTx, carrierCompanyId: string, offerId: string): Promise<boolean> {
  return hasCarrierMissionOn(db, carrierCompanyId, offerId);
}
