import { ACCESS_RULES, notificationOf, offerToday } from '@tariq/contracts';
import type { TProposal, TProposalKind, TProposalValues, TShipperProposal } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { isCompanyDriver, notifyCompanies } from '../accounts';
import { assertDocumentsCover } from '../documents';
import { carrierMaySee } from '../private-exchange';
import { changeOfferStatus, findShipperOffer, publishOfferEvents } from '../offers';
import type { TOfferClosed, TOfferNotice } from '../offers';
import { companyRatingOf } from '../ratings';
import {
  decidePendingProposal,
  findCompanyName,
  findCompanyProposalsOnOffer,
  findInvolvedCarrierCompanyIds,
  findOfferProposalsForShipper,
  findProposal,
  findProposalForUpdate,
  insertProposal,
  lockOfferById,
  lockOfferByUid,
  refusePendingProposals,
  replacePendingProposal,
} from './proposals.repository';
import type { TOfferRow, TProposalRow } from './proposals.repository';

/** A deal made: the shipper chose this proposal (or an instant booking took the offer). */
/** `shipperName`: the offer's shipper's legal name, read once for the deal's notifications and charter. */
export type TDealMade = { actor: TAuth; offer: TOfferRow; proposal: TProposalRow; now: Date; shipperName: string };
type TDealMaker = (ctx: TAppContext, tx: TTx, deal: TDealMade) => Promise<{ missionId: string }>;

/**
 * Who turns a deal into a mission: the missions module, built on this one, registers itself here
 * (its `setup`), so proposals never import missions.
 */
const dealMakers = defineInstanceState('proposals.dealMaker', () => ({ make: null as TDealMaker | null }));

export function onDealMade(ctx: TAppContext, make: TDealMaker): void {
  dealMakers.of(ctx).make = make;
}

const CARRIER = ACCESS_RULES.carrierExchange;
const SHIPPER = ACCESS_RULES.shipperExchange;

/** `side`: the shipper does not see which driver the carrier named (the mission tells it, once made). */
export function toProposal(row: TProposalRow, offerUid: string, side: 'carrier' | 'shipper' = 'carrier'): TProposal {
  return {
    id: row.id,
    offer_uid: offerUid,
    kind: row.kind,
    status: row.status,
    price: Number(row.price),
    currency: row.currency as TProposal['currency'],
    comment: row.comment,
    departure_date: row.depDate,
    arrival_date: row.destDate,
    driver_id: side === 'carrier' ? row.driverUserId : null,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The offer a carrier deals on, locked: one it may see (the public exchange, or a private offer whose
 * audience holds it) and still open. Any other is not found.
 */
async function lockOpenOffer(ctx: TAppContext, tx: TTx, uid: string, carrierCompanyId: string): Promise<TOfferRow> {
  const offer = await lockOfferByUid(tx, uid);
  if (!offer || !(await carrierMaySee(tx, offer, carrierCompanyId))) throw new AppError('NOT_FOUND');
  if (offer.status !== 'in_exchange' || offer.expiresAt <= ctx.clock.now()) throw new AppError('OFFER_NOT_AVAILABLE');
  return offer;
}

/** The dates a carrier asks for: not in the past, the arrival not before the departure (the offer's where not given). */
function checkProposalDates(ctx: TAppContext, offer: TOfferRow, values: TProposalValues): void {
  const today = offerToday(ctx.clock.now());
  const fields: TFieldErrors = {};
  if (values.departure_date && values.departure_date < today) fields.departure_date = { key: 'pastDate' };
  if (values.arrival_date && values.arrival_date < today) fields.arrival_date = { key: 'pastDate' };
  const departure = values.departure_date ?? offer.depDate;
  const arrival = values.arrival_date ?? offer.destDate;
  if (!fields.arrival_date && arrival < departure) {
    // Told on the date the carrier typed: a new departure after the offer's arrival says so.
    if (values.arrival_date) fields.arrival_date = { key: 'arrivalBeforeDeparture' };
    else fields.departure_date = { key: 'departureAfterArrival' };
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
}

async function makeProposal(
  ctx: TAppContext,
  options: {
    auth: TAuth;
    uid: string;
    kind: TProposalKind;
    values: TProposalValues | null;
    /** An acceptance's price as the carrier saw it, if it says so. */
    expectedPrice?: number | null;
    /** The driver the carrier names, one of its own. */
    driverId: string | null;
  },
): Promise<TProposal> {
  assertAccess(options.auth, CARRIER);
  const now = ctx.clock.now();
  const { auth } = options;
  const made = await ctx.db.transaction(async (tx) => {
    // An active carrier whose insurance (or another document of the deal) lapsed finds, sees, but does not deal.
    await assertDocumentsCover(ctx, tx, auth, 'deals');
    const offer = await lockOpenOffer(ctx, tx, options.uid, auth.companyId);
    if (options.driverId && !(await isCompanyDriver(tx, auth.companyId, options.driverId))) {
      throw new AppError('VALIDATION', { fields: { driver_id: { key: 'invalidChoice' } } });
    }
    const values = options.values;
    if (values) checkProposalDates(ctx, offer, values);
    else if (offer.price === null) throw new AppError('OFFER_WITHOUT_PRICE');
    else if (options.expectedPrice != null && Number(offer.price) !== options.expectedPrice) {
      throw new AppError('OFFER_PRICE_CHANGED');
    }
    // One live proposal per carrier company and offer: the new one replaces it (the history stays).
    await replacePendingProposal(tx, offer.id, auth.companyId, now);
    const row = await insertProposal(tx, {
      offerId: offer.id,
      carrierCompanyId: auth.companyId,
      carrierUserId: auth.userId,
      kind: options.kind,
      price: values ? values.price.toFixed(2) : offer.price!,
      currency: offer.currency,
      comment: values?.comment ?? null,
      depDate: values?.departure_date ?? null,
      destDate: values?.arrival_date ?? null,
      driverUserId: options.driverId,
      createdAt: now,
    });
    await notifyCompanies(
      ctx,
      tx,
      [offer.shipperCompanyId],
      notificationOf(options.kind === 'proposal' ? 'proposalReceived' : 'offerAcceptedAtPrice', {
        offre_uid: offer.uid,
        transporteurname: await findCompanyName(tx, auth.companyId),
      }),
    );
    // 'Réservation immédiate': the first acceptance at the price wins the offer at once.
    if (options.kind === 'acceptance' && offer.instantBooking) {
      const { missionId } = await chooseProposal(ctx, tx, { actor: auth, offer, proposal: row, now });
      const booked = (await findProposal(tx, row.id))!;
      return { proposal: toProposal(booked, offer.uid), missionId, isPrivate: offer.visibility === 'private' };
    }
    return { proposal: toProposal(row, offer.uid), missionId: null, isPrivate: offer.visibility === 'private' };
  });
  if (made.missionId) {
    await publishOfferEvents(ctx, [{ uid: made.proposal.offer_uid, event: 'taken', private: made.isPrivate }]);
  }
  return made.proposal;
}

/** POST /api/freights/{uid}/proposals: 'Proposer un prix'. The shipper hears of it (type 0). */
export function proposePrice(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; values: TProposalValues },
): Promise<TProposal> {
  return makeProposal(ctx, { ...options, kind: 'proposal', driverId: options.values.driver_id });
}

/**
 * POST /api/freights/{uid}/accept: 'Accepter au prix', at the offer's price. The shipper hears of
 * it (type 4). On an offer with instant booking, the acceptance is validated at once and the
 * mission created (the proposal answered is then `validated`). With the price the carrier saw, a
 * price changed meanwhile is refused (409) rather than accepted unseen.
 */
export function acceptAtPrice(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; expectedPrice: number | null; driverId?: string | null },
): Promise<TProposal> {
  return makeProposal(ctx, { ...options, kind: 'acceptance', values: null, driverId: options.driverId ?? null });
}

/** DELETE /api/proposals/{id}: the carrier withdraws its pending proposal. */
export async function withdrawProposal(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, CARRIER);
  await ctx.db.transaction(async (tx) => {
    const found = await findProposal(tx, options.id);
    if (!found || found.carrierCompanyId !== options.auth.companyId) throw new AppError('NOT_FOUND');
    // The offer first, as every deal on it does: a withdrawal and the shipper's choice never cross.
    await lockOfferById(tx, found.offerId);
    if (!(await decidePendingProposal(tx, found.id, 'withdrawn', ctx.clock.now()))) {
      throw new AppError('PROPOSAL_NOT_PENDING');
    }
  });
}

/** GET /api/freights/{uid}/proposals: the caller company's proposals on the offer, never another carrier's. */
export async function listMyProposals(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TProposal[]> {
  assertAccess(options.auth, CARRIER);
  const rows = await ctx.db.read((db) => findCompanyProposalsOnOffer(db, options.auth.companyId, options.uid));
  return rows.map((row) => toProposal(row.proposal, row.offerUid));
}

/** GET /api/offers/{uid}/proposals: what the shipper chooses from, on its own offer only. */
export async function listOfferProposals(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; order: 'time' | 'price' },
): Promise<TShipperProposal[]> {
  assertAccess(options.auth, SHIPPER);
  const rows = await ctx.db.read(async (db) => {
    const offer = await findShipperOffer(db, options.auth.companyId, options.uid);
    if (!offer) throw new AppError('NOT_FOUND');
    return findOfferProposalsForShipper(db, offer.id, options.order);
  });
  return rows.map((row) => ({
    ...toProposal(row.proposal, row.offerUid, 'shipper'),
    carrier: {
      company_id: row.proposal.carrierCompanyId,
      name: row.carrierName,
      documents_ok: row.carrierDocumentsOk,
      documents_verified_until: row.carrierDocumentsValidUntil,
      rating: companyRatingOf(row.carrierRatingAverage, row.carrierRatingCount),
    },
  }));
}

/** A proposal on one of the shipper's offers, with that offer locked; another shipper's is not found. */
async function lockShipperProposal(
  tx: TTx,
  auth: TAuth,
  id: string,
): Promise<{ offer: TOfferRow; proposal: TProposalRow }> {
  const found = await findProposal(tx, id);
  if (!found) throw new AppError('NOT_FOUND');
  const offer = await lockOfferById(tx, found.offerId);
  if (!offer || offer.shipperCompanyId !== auth.companyId) throw new AppError('NOT_FOUND');
  const proposal = (await findProposalForUpdate(tx, id))!;
  if (proposal.status !== 'pending') throw new AppError('PROPOSAL_NOT_PENDING');
  return { offer, proposal };
}

/**
 * POST /api/proposals/{id}/accept: the shipper chooses this carrier. The offer leaves the exchange
 * (scheduled), a mission is created, every other pending proposal is refused; the winner hears
 * type 1, the others type 6. Exactly one winner, whatever arrives at once: the offer is locked,
 * and a live mission per offer is unique in the database.
 */
export async function acceptProposal(
  ctx: TAppContext,
  options: { auth: TAuth; id: string },
): Promise<{ missionId: string }> {
  assertAccess(options.auth, SHIPPER);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await assertDocumentsCover(ctx, tx, options.auth, 'deals');
    const { offer, proposal } = await lockShipperProposal(tx, options.auth, options.id);
    if (offer.status !== 'in_exchange' || offer.expiresAt <= now) throw new AppError('OFFER_NOT_AVAILABLE');
    return chooseProposal(ctx, tx, { actor: options.auth, offer, proposal, now });
  });
  await publishOfferEvents(ctx, [{ uid: result.uid, event: 'taken', private: result.isPrivate }]);
  return { missionId: result.missionId };
}

/**
 * The offer (locked, still open) goes to this pending proposal's carrier: the proposal validated,
 * every other pending one refused, the offer scheduled, the mission created; the winner hears
 * type 1, the others type 6.
 */
async function chooseProposal(
  ctx: TAppContext,
  tx: TTx,
  options: { actor: TAuth; offer: TOfferRow; proposal: TProposalRow; now: Date },
): Promise<{ missionId: string; uid: string; isPrivate: boolean }> {
  const { offer, proposal, now } = options;
  await decidePendingProposal(tx, proposal.id, 'validated', now);
  const losers = await refusePendingProposals(tx, offer.id, now, proposal.id);
  await changeOfferStatus(tx, { offerId: offer.id, to: 'scheduled', now });
  const makeDeal = dealMakers.of(ctx).make;
  if (!makeDeal) throw new Error('No module turns a deal into a mission (missions not registered)');
  const shipperName = await findCompanyName(tx, offer.shipperCompanyId);
  const mission = await makeDeal(ctx, tx, { actor: options.actor, offer, proposal, now, shipperName });
  const data = { offre_uid: offer.uid, expediteurname: shipperName };
  await notifyCompanies(ctx, tx, [proposal.carrierCompanyId], notificationOf('proposalAccepted', data));
  const loserCompanies = [...new Set(losers.map((loser) => loser.carrierCompanyId))];
  await notifyCompanies(ctx, tx, loserCompanies, notificationOf('offerAssignedToAnother', data));
  return { missionId: mission.missionId, uid: offer.uid, isPrivate: offer.visibility === 'private' };
}

/** POST /api/proposals/{id}/refuse: the carrier hears of it (type 2). */
export async function refuseProposal(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, SHIPPER);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { offer, proposal } = await lockShipperProposal(tx, options.auth, options.id);
    await decidePendingProposal(tx, proposal.id, 'refused', now);
    await notifyCompanies(
      ctx,
      tx,
      [proposal.carrierCompanyId],
      notificationOf('proposalRefused', {
        offre_uid: offer.uid,
        expediteurname: await findCompanyName(tx, offer.shipperCompanyId),
      }),
    );
  });
}

/** Carrier companies with a pending proposal or the deal on an offer hear of its changes, each once. */
export async function tellInvolvedCarriers(ctx: TAppContext, tx: TTx, notice: TOfferNotice): Promise<void> {
  await notifyCompanies(
    ctx,
    tx,
    await findInvolvedCarrierCompanyIds(tx, notice.offer.id),
    notificationOf(notice.event, { offre_uid: notice.offer.uid }),
  );
}

/** The offer is withdrawn (cancelled by its shipper, or expired): its pending proposals are refused with it. */
export async function closePendingProposals(_ctx: TAppContext, tx: TTx, closed: TOfferClosed): Promise<void> {
  await refusePendingProposals(tx, closed.offer.id, closed.now);
}
