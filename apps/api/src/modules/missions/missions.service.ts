import {
  ACCESS_RULES,
  DEAL_LIMITS,
  MISSION_EVENTS,
  MISSION_LIMITS,
  POD_MIME_TYPES,
  canTransitionMission,
} from '@tariq/contracts';
import { timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type {
  TMission,
  TMissionDetail,
  TMissionEvent,
  TMissionListResponse,
  TMissionStatus,
  TMissionTab,
} from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TDownload } from '../../platform/download';
import { displayFileName } from '../../platform/storage';
import { notifyCompanies } from '../accounts/accounts.service';
import { auditHistory, recordAudit } from '../audit/audit.service';
import { queueMails } from '../mail/mail.service';
import type { TAuditRow } from '../audit/audit.service';
import { publishOfferEvents } from '../offers/offer-events';
import { toOffer } from '../offers/offer-view';
import { updateOffer } from '../offers/offers.repository';
import {
  countCarrierMissions,
  findCarrierMissionsPage,
  findCompanyMission,
  findCompanyMissionOfOffer,
  findCharterRecipients,
  findMissionCompanies,
  findMissionView,
  lockDueCharters,
  lockLiveMissionOfOffer,
  lockMission,
  updateMission,
  findPodFiles,
  insertPodFiles,
  lockDuePods,
  findCompanyRatings,
  insertRating,
  refreshCompanyRating,
} from './missions.repository';
import type { TMissionRow, TMissionView, TPodFileRow, TRatingRow } from './missions.repository';
import { charterMail } from './charter-mail';
import { renderCharterPdf } from './charter-pdf';

const CARRIER = ACCESS_RULES.carrierExchange;
const SHIPPER = ACCESS_RULES.shipperExchange;

type TSide = 'carrier' | 'shipper';

// ---------------------------------------------------------------------------------------------
// Mapping

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPod(mission: TMissionRow, files: TPodFileRow[]): TMission['pod'] {
  if (!mission.podStatus || !mission.podDueAt) return null;
  return {
    status: mission.podStatus,
    due_at: mission.podDueAt.toISOString(),
    reserves: mission.podReserves,
    contest_reason: mission.podContestReason,
    files: files
      .filter((file) => file.missionId === mission.id)
      .map((file) => ({ id: file.id, name: file.name, mime: file.mime, size: file.size })),
  };
}

type TMissionExtras = { files: TPodFileRow[]; ratings: TRatingRow[] };

function toMission(view: TMissionView, side: TSide, extras: TMissionExtras): TMission {
  const { mission } = view;
  const myRating = extras.ratings.find((rating) => rating.missionId === mission.id);
  return {
    id: mission.id,
    status: mission.status,
    charter_status: mission.charterStatus,
    charter_due_at: mission.charterDueAt.toISOString(),
    price: Number(mission.price),
    currency: mission.currency as TMission['currency'],
    side,
    carrier: { company_id: mission.carrierCompanyId, name: view.carrierName },
    shipper: { company_id: mission.shipperCompanyId, name: view.shipperName },
    offer: toOffer(view.offer),
    cancel_reason: mission.cancelReason,
    pod: toPod(mission, extras.files),
    pickup_code: side === 'carrier' ? mission.pickupCode : null,
    pickup_verified_at: iso(mission.pickupVerifiedAt),
    pickup_locked: !mission.pickupVerifiedAt && mission.pickupAttempts >= MISSION_LIMITS.pickupAttemptsMax,
    my_rating: myRating ? { stars: myRating.stars, comment: myRating.comment } : null,
    created_at: mission.createdAt.toISOString(),
    started_at: iso(mission.startedAt),
    completed_at: iso(mission.completedAt),
    cancelled_at: iso(mission.cancelledAt),
  };
}

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
    const after = (entry.after ?? {}) as { cancel_reason?: string; contest_reason?: string };
    const reason = after.cancel_reason ?? after.contest_reason ?? null;
    return [{ event, at: entry.createdAt.toISOString(), by, reason }];
  });
}

// ---------------------------------------------------------------------------------------------
// Shared steps

function sideOf(auth: TAuth, mission: TMissionRow): TSide {
  return mission.carrierCompanyId === auth.companyId ? 'carrier' : 'shipper';
}

/** The caller's side of a mission, checked as that side's rule (role, documents). */
function assertSide(auth: TAuth, mission: TMissionRow): TSide {
  const side = sideOf(auth, mission);
  assertAccess(auth, side === 'carrier' ? CARRIER : SHIPPER);
  return side;
}

/**
 * The mission of one of the caller's companies, locked, with its offer; anyone else's is not
 * found. Only the sides listed may act.
 */
async function lockForAction(
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

function assertTransition(mission: TMissionRow, to: TMissionStatus): void {
  if (!canTransitionMission(mission.status, to)) throw new AppError('MISSION_STATUS_CONFLICT');
}

async function audit(
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
  options: { auth: TAuth; tab: TMissionTab; page: number; limit: number; offerUid?: string },
): Promise<TMissionListResponse> {
  assertAccess(options.auth, CARRIER);
  const { companyId } = options.auth;
  const [rows, total, extras] = await ctx.db.read(async (db) => {
    const found = await Promise.all([
      findCarrierMissionsPage(db, companyId, {
        tab: options.tab,
        limit: options.limit,
        offset: (options.page - 1) * options.limit,
        offerUid: options.offerUid,
      }),
      countCarrierMissions(db, companyId, { tab: options.tab, offerUid: options.offerUid }),
    ]);
    const ids = found[0].map((row) => row.mission.id);
    const extras = { files: await findPodFiles(db, ids), ratings: await findCompanyRatings(db, companyId, ids) };
    return [...found, extras] as const;
  });
  return {
    data: rows.map((row) => toMission(row, 'carrier', extras)),
    page: options.page,
    total_pages: Math.ceil(total / options.limit),
    count: total,
  };
}

/** A mission of the caller's company found by `find`, with its timeline, as its side sees it. */
async function readMission(
  ctx: TAppContext,
  auth: TAuth,
  find: (db: TDb) => Promise<TMissionView | null>,
): Promise<TMissionDetail> {
  const { view, history, extras } = await ctx.db.read(async (db) => {
    const found = await find(db);
    if (!found) throw new AppError('NOT_FOUND');
    return {
      view: found,
      history: await auditHistory(db, 'mission', found.mission.id),
      extras: {
        files: await findPodFiles(db, [found.mission.id]),
        ratings: await findCompanyRatings(db, auth.companyId, [found.mission.id]),
      },
    };
  });
  const side = assertSide(auth, view.mission);
  return { ...toMission(view, side, extras), timeline: toTimeline(history, view.mission) };
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
// The charter order

/** Records the mission's creation (the shipper chose the carrier); called by the proposals capability. */
export async function recordMissionCreated(tx: TTx, auth: TAuth, mission: TMissionRow): Promise<void> {
  await audit(
    tx,
    auth,
    mission,
    'created',
    { status: mission.status, charter_status: mission.charterStatus },
    mission.createdAt,
  );
}

/** The charter order's reference, printed on it and in its e-mail: the offer's, then the mission's. */
function charterReference(offerUid: string, missionId: string): string {
  return `BA-${offerUid}-${missionId.slice(0, 4).toUpperCase()}`;
}

async function renderCharter(ctx: Pick<TAppContext, 'db' | 'clock'>, view: TMissionView): Promise<TDownload> {
  const { mission, offer } = view;
  const parties = await ctx.db.read((db) => findMissionCompanies(db, mission));
  const reference = charterReference(offer.uid, mission.id);
  const bytes = await renderCharterPdf({
    reference,
    offer: toOffer(offer),
    price: Number(mission.price),
    currency: mission.currency as TMission['currency'],
    ...parties,
    issuedAt: mission.createdAt,
    charterStatus: mission.charterStatus,
    charterDueAt: mission.charterDueAt,
    charterDecidedAt: mission.charterDecidedAt,
    generatedAt: ctx.clock.now(),
  });
  return { bytes, name: `bon-affretement-${reference}.pdf`, mime: 'application/pdf' };
}

/** GET /api/missions/{id}/charter.pdf: the charter order, for the mission's two companies only. */
export async function getCharterPdf(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TDownload> {
  const view = await ctx.db.read((db) => findCompanyMission(db, options.auth.companyId, options.id));
  if (!view) throw new AppError('NOT_FOUND');
  assertSide(options.auth, view.mission);
  return renderCharter(ctx, view);
}

/** The charter order as a mail attachment (made by the mail job when the mail leaves). */
export async function charterAttachment(
  ctx: Pick<TAppContext, 'db' | 'clock'>,
  missionId: string,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const view = await ctx.db.read((db) => findMissionView(db, missionId));
  if (!view) throw new Error(`Mission ${missionId} is gone`);
  const file = await renderCharter(ctx, view);
  return { filename: file.name, content: file.bytes, contentType: file.mime };
}

/**
 * Sends the charter order to the carrier by e-mail, in the transaction that created the mission:
 * queued now, it leaves after the commit with the PDF attached (the notification, type 1, goes
 * with the choice itself).
 */
export async function sendCharterOrder(
  ctx: Pick<TAppContext, 'config'>,
  tx: TTx,
  mission: TMissionRow,
  now: Date,
): Promise<void> {
  const view = (await findMissionView(tx, mission.id))!;
  const offer = toOffer(view.offer);
  const route = [offer.departure, offer.destination].map((stop) => stop.city?.name ?? stop.state.name).join(' → ');
  const reference = charterReference(offer.uid, mission.id);
  const link = `${ctx.config.publicUrl}/offres/${encodeURIComponent(offer.uid)}`;
  const recipients = await findCharterRecipients(tx, mission);
  await queueMails(
    tx,
    recipients.map((recipient) => {
      const locale = recipient.language === 'ar' ? 'ar-DZ' : recipient.language;
      const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(mission.price));
      const mail = charterMail(recipient.language, {
        shipper: view.shipperName,
        route,
        price: `${amount} ${mission.currency}`,
        link,
        reference,
      });
      return { to: recipient.email, ...mail, attachments: [{ kind: 'charter', missionId: mission.id }] };
    }),
    now,
  );
}

/** POST /api/missions/{id}/confirm: the carrier confirms the charter order. */
export async function confirmCharter(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission } = view;
    if (mission.status !== 'scheduled' || mission.charterStatus !== 'pending') {
      throw new AppError('MISSION_STATUS_CONFLICT');
    }
    await updateMission(tx, mission.id, { charterStatus: 'confirmed', charterDecidedAt: now, updatedAt: now });
    await audit(tx, options.auth, mission, 'charter_confirmed', { charter_status: 'confirmed' }, now);
  });
  return getMission(ctx, options);
}

/**
 * POST /api/missions/{id}/decline: the carrier declines the charter order. The mission ends, the
 * offer goes back in exchange, and the shipper hears of it (type 5, status 5).
 */
export async function declineCharter(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  const uid = await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission, offer } = view;
    if (mission.status !== 'scheduled' || mission.charterStatus !== 'pending') {
      throw new AppError('MISSION_STATUS_CONFLICT');
    }
    await updateMission(tx, mission.id, {
      status: 'cancelled',
      charterStatus: 'declined',
      charterDecidedAt: now,
      cancelledAt: now,
      cancelledBy: 'carrier',
      updatedAt: now,
    });
    await updateOffer(tx, offer.id, { status: 'in_exchange', updatedAt: now });
    await audit(
      tx,
      options.auth,
      mission,
      'charter_declined',
      { status: 'cancelled', charter_status: 'declined' },
      now,
    );
    await notifyCompanies(ctx, tx, [mission.shipperCompanyId], {
      type: 5,
      data: {
        offre_uid: offer.uid,
        status: 5,
        action: 'charter_declined',
        transporteurname: view.carrierName,
      },
    });
    return offer.uid;
  });
  await publishOfferEvents(ctx, [{ uid, event: 'published' }]);
  return getMission(ctx, options);
}

const JOB_BATCH = 100;

/**
 * The tacit acceptance job (every minute): a charter still pending DEAL_LIMITS.tacitAcceptanceMinutes
 * after it was sent counts as confirmed. Rows are claimed with SKIP LOCKED, so several instances
 * running it at once do each one once.
 */
export async function confirmDueCharters(ctx: Pick<TAppContext, 'db' | 'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDueCharters(tx, now, JOB_BATCH);
      for (const mission of due) {
        await updateMission(tx, mission.id, { charterStatus: 'confirmed', charterDecidedAt: now, updatedAt: now });
        await audit(tx, null, mission, 'charter_tacitly_confirmed', { charter_status: 'confirmed' }, now);
      }
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}

// ---------------------------------------------------------------------------------------------
// The mission's life

/** POST /api/missions/{id}/start: the carrier starts it once the charter is confirmed; the shipper hears type 5, status 3. */
export async function startMission(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
    const { mission, offer } = view;
    assertTransition(mission, 'in_progress');
    if (mission.charterStatus !== 'confirmed') throw new AppError('CHARTER_NOT_CONFIRMED');
    await updateMission(tx, mission.id, { status: 'in_progress', startedAt: now, updatedAt: now });
    await updateOffer(tx, offer.id, { status: 'in_progress', updatedAt: now });
    await audit(tx, options.auth, mission, 'started', { status: 'in_progress' }, now);
    await notifyCompanies(ctx, tx, [mission.shipperCompanyId], {
      type: 5,
      data: {
        offre_uid: offer.uid,
        status: 3,
        transporteurname: view.carrierName,
      },
    });
  });
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
    await updateOffer(
      tx,
      offer.id,
      backInExchange
        ? { status: 'in_exchange', updatedAt: now }
        : { status: 'cancelled', cancelReason: options.reason, updatedAt: now },
    );
  }
  await audit(tx, options.auth, mission, 'cancelled', { status: 'cancelled', cancel_reason: options.reason }, now);
  if (!options.offerToo) return backInExchange;
  const data = { offre_uid: offer.uid, status: 5 };
  if (options.side === 'carrier') {
    await notifyCompanies(ctx, tx, [mission.shipperCompanyId], {
      type: 5,
      data: { ...data, transporteurname: options.view.carrierName },
    });
  } else {
    await notifyCompanies(ctx, tx, [mission.carrierCompanyId], {
      type: 8,
      data: { ...data, expediteurname: options.view.shipperName },
    });
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
    return backInExchange ? view.offer.uid : null;
  });
  if (reopened) await publishOfferEvents(ctx, [{ uid: reopened, event: 'published' }]);
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
// Finishing, and the proof of delivery

export type TPodUpload = { bytes: Buffer; fileName: string };

/** Each file a photo or a PDF, read from its bytes, within the size limit. */
async function checkPodFiles(files: TPodUpload[]): Promise<Array<TPodUpload & { mime: string }>> {
  if (files.length === 0) throw new AppError('VALIDATION', { fields: { files: { key: 'required' } } });
  if (files.length > MISSION_LIMITS.podFilesMax) {
    throw new AppError('VALIDATION', {
      fields: { files: { key: 'tooManyFiles', params: { max: MISSION_LIMITS.podFilesMax } } },
    });
  }
  return Promise.all(
    files.map(async (file) => {
      if (file.bytes.length > MISSION_LIMITS.podFileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
      const detected = await fileTypeFromBuffer(file.bytes);
      const mime = POD_MIME_TYPES.find((type) => type === detected?.mime);
      if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return { ...file, mime };
    }),
  );
}

/**
 * POST /api/missions/{id}/finish: the carrier finishes the mission with its proof of delivery
 * (files, and reserves if any). The shipper hears of it (type 5, status 4) and has
 * DEAL_LIMITS.tacitAcceptanceMinutes to accept or contest the proof.
 */
export async function finishMission(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; files: TPodUpload[]; reserves: string | null },
): Promise<TMissionDetail> {
  const files = await checkPodFiles(options.files);
  const keys: string[] = [];
  try {
    for (const file of files) keys.push(await ctx.files.save(file.bytes));
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const { view } = await lockForAction(tx, options.auth, options.id, ['carrier']);
      const { mission, offer } = view;
      assertTransition(mission, 'completed');
      await updateMission(tx, mission.id, {
        status: 'completed',
        completedAt: now,
        podStatus: 'pending',
        podDueAt: new Date(now.getTime() + DEAL_LIMITS.tacitAcceptanceMinutes * 60_000),
        podReserves: options.reserves,
        updatedAt: now,
      });
      await insertPodFiles(
        tx,
        files.map((file, index) => ({
          missionId: mission.id,
          storageKey: keys[index]!,
          name: displayFileName(file.fileName, { fallback: 'preuve-de-livraison', max: 200 }),
          mime: file.mime,
          size: file.bytes.length,
          position: index,
          createdAt: now,
        })),
      );
      await updateOffer(tx, offer.id, { status: 'completed', updatedAt: now });
      await audit(tx, options.auth, mission, 'completed', { status: 'completed', pod_status: 'pending' }, now);
      await notifyCompanies(ctx, tx, [mission.shipperCompanyId], {
        type: 5,
        data: {
          offre_uid: offer.uid,
          status: 4,
          transporteurname: view.carrierName,
        },
      });
    });
  } catch (error) {
    // Nothing points at the files of a finish that did not happen.
    await Promise.all(keys.map((key) => ctx.files.remove(key)));
    throw error;
  }
  return getMission(ctx, options);
}

async function decidePod(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; contestReason: string | null },
): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { view } = await lockForAction(tx, options.auth, options.id, ['shipper']);
    const { mission } = view;
    if (mission.podStatus !== 'pending') throw new AppError('MISSION_STATUS_CONFLICT');
    const contested = options.contestReason !== null;
    await updateMission(tx, mission.id, {
      podStatus: contested ? 'contested' : 'accepted',
      podContestReason: options.contestReason,
      podDecidedAt: now,
      updatedAt: now,
    });
    await audit(
      tx,
      options.auth,
      mission,
      contested ? 'pod_contested' : 'pod_accepted',
      contested ? { pod_status: 'contested', contest_reason: options.contestReason } : { pod_status: 'accepted' },
      now,
    );
    // The carrier learns whether its delivery is accepted (type 8, the shipment completed).
    await notifyCompanies(ctx, tx, [mission.carrierCompanyId], {
      type: 8,
      data: {
        offre_uid: view.offer.uid,
        status: 4,
        action: contested ? 'pod_contested' : 'pod_accepted',
        expediteurname: view.shipperName,
      },
    });
  });
  return getMission(ctx, options);
}

/** POST /api/missions/{id}/pod/accept: the shipper accepts the proof of delivery. */
export function acceptPod(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  return decidePod(ctx, { ...options, contestReason: null });
}

/** POST /api/missions/{id}/pod/contest: the shipper contests it, with a reason. */
export function contestPod(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; reason: string },
): Promise<TMissionDetail> {
  return decidePod(ctx, { auth: options.auth, id: options.id, contestReason: options.reason });
}

/**
 * The deemed-acceptance job (every minute): a proof of delivery still pending after its due time
 * counts as accepted, once, whatever the number of runners (SKIP LOCKED).
 */
export async function acceptDuePods(ctx: Pick<TAppContext, 'db' | 'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const due = await lockDuePods(tx, now, JOB_BATCH);
      for (const mission of due) {
        await updateMission(tx, mission.id, { podStatus: 'accepted', podDecidedAt: now, updatedAt: now });
        await audit(tx, null, mission, 'pod_tacitly_accepted', { pod_status: 'accepted' }, now);
      }
      return due.length;
    });
    total += done;
    if (done < JOB_BATCH) return total;
  }
}

/** GET /api/missions/{id}/pod/{fileId}: for the mission's two companies only. */
export async function getPodFile(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; fileId: string },
): Promise<TDownload> {
  const file = await ctx.db.read(async (db) => {
    const found = await findCompanyMission(db, options.auth.companyId, options.id);
    if (!found) throw new AppError('NOT_FOUND');
    assertSide(options.auth, found.mission);
    return (await findPodFiles(db, [found.mission.id])).find((candidate) => candidate.id === options.fileId);
  });
  if (!file) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(file.storageKey), name: file.name, mime: file.mime };
}

/**
 * GET /api/missions/{id}/eprotocol: the offer's e-protocol, for the mission's two companies (the
 * carrier needs it on the road; the offer's own download is the shipper's).
 */
export async function getMissionEprotocol(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TDownload> {
  const view = await ctx.db.read((db) => findCompanyMission(db, options.auth.companyId, options.id));
  if (!view) throw new AppError('NOT_FOUND');
  assertSide(options.auth, view.mission);
  const { eprotocolKey, eprotocolName, eprotocolMime } = view.offer;
  if (!eprotocolKey || !eprotocolName || !eprotocolMime) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(eprotocolKey), name: eprotocolName, mime: eprotocolMime };
}

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
    return true;
  });
  // Told after the commit: the wrong try stays counted.
  if (!verified) throw new AppError('VALIDATION', { fields: { code: { key: 'wrongPickupCode' } } });
  return getMission(ctx, options);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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
    const inserted = await insertRating(tx, {
      missionId: mission.id,
      raterCompanyId: options.auth.companyId,
      ratedCompanyId: rated,
      raterUserId: options.auth.userId,
      stars: options.stars,
      comment: options.comment,
      createdAt: now,
    });
    if (!inserted) throw new AppError('ALREADY_RATED');
    await refreshCompanyRating(tx, rated, now);
    await audit(tx, options.auth, mission, 'rated', { stars: options.stars }, now);
  });
  return getMission(ctx, options);
}
