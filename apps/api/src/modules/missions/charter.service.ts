import { randomInt } from 'node:crypto';
import {
  DEAL_LIMITS,
  MISSION_LIMITS,
  NUMBER_PREFIXES,
  charterNumber,
  readEmailNotificationSettings,
} from '@tariq/contracts';
import type { TMission, TMissionDetail } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import { allocateNumbers } from '../../db/numbers';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TDownload } from '../../platform/download';
import { renderPdf } from '../../platform/pdf/pdf-renderer';
import { queueMails } from '../mail';
import { changeOfferStatus, publishOfferEvents, toOffer } from '../offers';
import type { TDealMade } from '../proposals';
import { footprintOf } from '../routing';
import {
  insertMission,
  findCompanyMission,
  findCharterRecipients,
  findMissionCompanies,
  findMissionView,
  updateMission,
} from './missions.repository';
import type { TMissionRow, TMissionView } from './missions.repository';
import type { TCharterData } from './charter-pdf';
import { charterMail } from './charter-mail';
import { assertMissionAccess, assertSide, audit, getMission, lockForAction } from './missions.service';
import { tellShipper } from './mission-notices';

// ---------------------------------------------------------------------------------------------
// The charter order

/** The pickup handshake's code: 6 digits from the CSPRNG. */
function newPickupCode(): string {
  return String(randomInt(0, 10 ** MISSION_LIMITS.pickupCodeLength)).padStart(MISSION_LIMITS.pickupCodeLength, '0');
}

/**
 * A deal made (proposals: the shipper's choice or an instant booking) becomes a mission, in the
 * deal's transaction: created with its pickup code, recorded, and its charter order sent to the
 * carrier, who has DEAL_LIMITS.tacitAcceptanceMinutes to answer it.
 */
export async function createMission(ctx: TAppContext, tx: TTx, deal: TDealMade): Promise<{ missionId: string }> {
  const { offer, proposal, now } = deal;
  const [number] = await allocateNumbers(tx, { kind: 'mission', prefix: NUMBER_PREFIXES.mission, at: now, count: 1 });
  const mission = await insertMission(tx, {
    number: number!,
    offerId: offer.id,
    proposalId: proposal.id,
    carrierCompanyId: proposal.carrierCompanyId,
    // The driver the carrier named in its proposal, if still its driver.
    driverUserId: proposal.driverUserId,
    shipperCompanyId: offer.shipperCompanyId,
    price: proposal.price,
    currency: proposal.currency,
    ...missionFootprint(offer),
    charterDueAt: new Date(now.getTime() + DEAL_LIMITS.tacitAcceptanceMinutes * 60_000),
    pickupCode: newPickupCode(),
    createdAt: now,
    updatedAt: now,
  });
  await recordMissionCreated(tx, deal.actor, mission);
  await sendCharterOrder(ctx, tx, mission, now, { offer, shipperName: deal.shipperName });
  return { missionId: mission.id };
}

/**
 * The mission's distance and CO2e at the deal (issue 31): the offer's route as the routing module
 * gave it when the places were set, and its footprint for the offer's truck and weight.
 */
function missionFootprint(offer: TDealMade['offer']) {
  const footprint = footprintOf({ distanceKm: offer.distanceKm, truckType: offer.truckType, weightKg: offer.weightKg });
  return {
    distanceKm: offer.distanceKm,
    distanceSource: offer.distanceKm === null ? null : offer.distanceSource,
    vehicleClass: footprint.vehicleClass,
    co2eKg: footprint.co2eKg === null ? null : footprint.co2eKg.toFixed(1),
    co2Method: footprint.co2eKg === null ? null : footprint.co2Method,
  };
}

/** Records the mission's creation (the shipper chose the carrier). */
async function recordMissionCreated(tx: TTx, auth: TAuth, mission: TMissionRow): Promise<void> {
  await audit(
    tx,
    auth,
    mission,
    'created',
    { status: mission.status, charter_status: mission.charterStatus },
    mission.createdAt,
  );
}

/** Laid out in the PDF renderer's thread, which imports it (never the server's thread: see pdf-renderer.ts). */
const CHARTER_RENDERER = new URL('./charter-pdf.tsx', import.meta.url);

async function renderCharter(ctx: Pick<TAppContext, 'db' | 'clock'>, view: TMissionView): Promise<TDownload> {
  const { mission, offer } = view;
  const parties = await ctx.db.read((db) => findMissionCompanies(db, mission));
  const reference = charterNumber(mission.number);
  const bytes = await renderPdf<TCharterData>(CHARTER_RENDERER, {
    reference,
    missionNumber: mission.number,
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
  assertMissionAccess(options.auth);
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
  /** What the deal that made the mission holds already (its offer, its shipper's name): not read again. */
  known?: Pick<TMissionView, 'offer' | 'shipperName'>,
): Promise<void> {
  const view = known ?? (await findMissionView(tx, mission.id))!;
  const offer = toOffer(view.offer);
  const route = [offer.departure, offer.destination].map((stop) => stop.city?.name ?? stop.state.name).join(' → ');
  const reference = charterNumber(mission.number);
  const link = `${ctx.config.publicUrl}/offres/${encodeURIComponent(offer.uid)}`;
  // The order itself, not a copy of a notification: it goes at once (its answer is due within the
  // tacit-acceptance delay), to whoever keeps deal e-mails on, digest or not.
  const recipients = (await findCharterRecipients(tx, mission)).filter(
    (recipient) => readEmailNotificationSettings(recipient.emailSettings).deals,
  );
  if (recipients.length === 0) return;
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
    await tellShipper(ctx, tx, view, 'charterConfirmed');
  });
  return getMission(ctx, options);
}

/**
 * POST /api/missions/{id}/decline: the carrier declines the charter order. The mission ends, the
 * offer goes back in exchange, and the shipper hears of it (type 5, status 5).
 */
export async function declineCharter(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TMissionDetail> {
  const now = ctx.clock.now();
  const reopened = await ctx.db.transaction(async (tx) => {
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
    await changeOfferStatus(tx, { offerId: offer.id, to: 'in_exchange', now });
    await audit(
      tx,
      options.auth,
      mission,
      'charter_declined',
      { status: 'cancelled', charter_status: 'declined' },
      now,
    );
    await tellShipper(ctx, tx, view, 'charterDeclined');
    return offer;
  });
  await publishOfferEvents(ctx, [
    { uid: reopened.uid, event: 'published', private: reopened.visibility === 'private' },
  ]);
  return getMission(ctx, options);
}
