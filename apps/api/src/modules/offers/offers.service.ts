import { randomBytes } from 'node:crypto';
import {
  ACCESS_RULES,
  EPROTOCOL_MIME_TYPES,
  OFFER_CHANGE_EVENTS,
  OFFER_LIMITS,
  OFFER_TAB_NAMES,
  OFFER_TABS,
  canDoOfferAction,
  OFFER_STATUSES,
  canTransitionOffer,
  NUMBER_PREFIXES,
  findPastOfferDates,
  offerExpiresAt,
  parseNumberQuery,
  offerToday,
  notificationOf,
} from '@tariq/contracts';
import type {
  TOffer,
  TOfferAction,
  TOfferListParams,
  TOfferListResponse,
  TOfferStatus,
  TOfferTab,
  TOfferTemplate,
  TOfferValues,
} from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { allocateNumbers } from '../../db/numbers';
import type { TNewOfferRow } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { displayFileName } from '../../platform/storage';
import type { TFieldErrors } from '../../platform/errors';
import { copyDefaultEprotocol, notifyCompanies } from '../accounts';
import { assertDocumentsCover } from '../documents';
import { currentAudience, resolvePrivateAudience, tellPrivateAudience, writeOfferAudience } from '../private-exchange';
import { getPlaceSnapshot } from '../places';
import { routeBetween } from '../routing';
import type { TPlaceSnapshot } from '../places';
import { publishOfferEvents } from './offer-events';
import type { TOfferEvent } from './offer-events';
import { tellOfferClosed, tellOfferNotice } from './offer-lifecycle';
import type { TOfferNoticeEvent } from './offer-lifecycle';
import {
  claimOffersForAlerts,
  countCompanyOffersByStatus,
  countCompanyTemplates,
  deleteCompanyTemplate,
  deleteOffer as deleteOfferRow,
  expireDueOffers,
  publishDuePrivateOffers,
  findCompanyOffer,
  findCompanyOffersPage,
  findCompanyTemplates,
  insertOffers,
  insertTemplate,
  lockCompanyOffer,
  lockCompanyTemplates,
  lockOfferById,
  updateOffer as updateOfferRow,
  updateOfferFrom,
} from './offers.repository';
import type { TOfferRow } from './offers.repository';
import { toOffer } from './offer-view';

const RULE = ACCESS_RULES.shipperExchange;

// ---------------------------------------------------------------------------------------------
// Mapping

function stopColumns(side: 'dep' | 'dest', place: TPlaceSnapshot, stop: TOfferValues['departure']) {
  return {
    [`${side}Country`]: place.country,
    [`${side}PlaceId`]: place.placeId,
    [`${side}StateCode`]: place.stateCode,
    [`${side}StateName`]: place.stateName,
    [`${side}CityId`]: place.cityId,
    [`${side}CityName`]: place.cityName,
    [`${side}Lat`]: place.lat,
    [`${side}Lng`]: place.lng,
    [`${side}Address`]: stop.address,
    [`${side}Date`]: stop.date,
    [`${side}Time`]: stop.time,
    [`${side}Comment`]: stop.comment,
  };
}

/** The columns an offer's values set (everything the shipper types; not status, owner or times). */
function offerColumns(
  values: TOfferValues,
  places: { dep: TPlaceSnapshot; dest: TPlaceSnapshot },
  route: { distanceKm: number | null; distanceSource: 'estimate' | 'osrm' },
  now: Date,
) {
  const isPrivate = values.visibility === 'private';
  const isContainer = values.goods_type === 'container';
  const isBulk = values.goods_type === 'bulk' || values.goods_type === 'solid_bulk';
  return {
    ...stopColumns('dep', places.dep, values.departure),
    ...stopColumns('dest', places.dest, values.destination),
    goodsType: values.goods_type,
    weightKg: values.weight_kg,
    heightM: values.height_m,
    lengthM: values.length_m,
    widthM: values.width_m,
    mpl: values.mpl,
    // Fields of another goods type are not kept: what is stored is what the form showed.
    pallets: values.goods_type === 'palletised' ? (values.pallets as Record<string, number>) : {},
    palletsStacked: values.goods_type === 'palletised' && values.pallets_stacked,
    containerType: isContainer ? (values.container_type ?? null) : null,
    containerSize: isContainer ? (values.container_size ?? null) : null,
    bulkType: isBulk ? (values.bulk_type ?? null) : null,
    truckType: values.truck_type,
    truckPowerType: values.truck_power_type,
    tailLift: values.tail_lift,
    handling: values.handling,
    dangerous: values.dangerous,
    refrigerated: values.refrigerated,
    price: values.price === null ? null : values.price.toFixed(2),
    priceNegotiable: values.price === null ? true : values.price_negotiable,
    currency: values.currency,
    paymentMethod: values.payment_method,
    paymentTerm: values.payment_term,
    visibility: values.visibility,
    privateAudience: isPrivate
      ? {
          groups: [...new Set(values.private_audience.groups)],
          carriers: [...new Set(values.private_audience.carriers)],
        }
      : null,
    // The cascade counts from the publication (or the edit that set it).
    publicAfter:
      isPrivate && values.public_after_minutes !== null
        ? new Date(now.getTime() + values.public_after_minutes * 60_000)
        : null,
    showContact: values.show_contact,
    instantBooking: values.instant_booking,
    loadingReference: values.loading_reference,
    unloadingReference: values.unloading_reference,
    distanceKm: route.distanceKm,
    distanceSource: route.distanceSource,
    expiresAt: offerExpiresAt(values.departure.date),
  } as Omit<TNewOfferRow, 'uid' | 'number' | 'shipperCompanyId'>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function newUid(): string {
  // 72 bits: unguessable, short enough for a URL someone reads out on the phone.
  return randomBytes(9).toString('base64url');
}

function validationError(fields: TFieldErrors): AppError {
  return new AppError('VALIDATION', { fields });
}

/** Past dates are refused against the server's clock, whatever the form thought today was. */
function assertDatesNotPast(ctx: TAppContext, values: TOfferValues): void {
  const past = findPastOfferDates(values, offerToday(ctx.clock.now()));
  if (past.length > 0) throw validationError(Object.fromEntries(past.map((field) => [field, { key: 'pastDate' }])));
}

/**
 * Both places and the distance between them, before the transaction that writes them: from the
 * instance's memory (a place is reference data), so that a publication's transaction is only
 * its writes. A place that does not exist or is of another country is a field error.
 */
async function resolvePlaces(ctx: TAppContext, values: TOfferValues) {
  const [dep, dest] = await ctx.db.read((db) =>
    Promise.all([getPlaceSnapshot(db, values.departure.place_id), getPlaceSnapshot(db, values.destination.place_id)]),
  );
  const fields: TFieldErrors = {};
  if (!dep || dep.country !== values.departure.country) fields['departure.place_id'] = { key: 'invalid' };
  if (!dest || dest.country !== values.destination.country) fields['destination.place_id'] = { key: 'invalid' };
  if (!dep || !dest || Object.keys(fields).length > 0) throw validationError(fields);
  // The route is asked once per pair of places (the routing module keeps it): an edit that keeps
  // the places reads it again, one that changes a place computes the new one.
  const route = await routeBetween(ctx, dep, dest, 'fastest');
  return { places: { dep, dest }, distanceKm: route.distanceKm, distanceSource: route.engine };
}

async function lockOffer(tx: TTx, auth: TAuth, uid: string): Promise<TOfferRow> {
  const offer = await lockCompanyOffer(tx, auth.companyId, uid);
  if (!offer) throw new AppError('NOT_FOUND');
  return offer;
}

function assertCan(action: TOfferAction, offer: TOfferRow): void {
  if (!canDoOfferAction(action, offer.status)) throw new AppError('OFFER_STATUS_CONFLICT');
}

function assertVersion(offer: TOfferRow, version: number): void {
  if (offer.version !== version) throw new AppError('STALE_VERSION');
}

/**
 * Carriers involved in an offer (a pending proposal, or the mission on it) hear of every change
 * that matters to them: the modules that know them (proposals, missions) listen for it.
 */
function tellInvolvedCarriers(ctx: TAppContext, tx: TTx, offer: TOfferRow, event: TOfferNoticeEvent): Promise<void> {
  return tellOfferNotice(ctx, tx, { offer, event });
}

/** A shipper's own offer, for the modules built on offers (reads only: writes go through this module). */
export function findShipperOffer(db: TDb, shipperCompanyId: string, uid: string): Promise<TOfferRow | null> {
  return findCompanyOffer(db, shipperCompanyId, uid);
}

export type TChangeOfferStatusOptions = {
  offerId: string;
  to: TOfferStatus;
  now: Date;
  /** Kept with a cancellation. */
  cancelReason?: string | null;
};

/**
 * The one way an offer's status changes, whoever causes it (the shipper here, a deal in proposals,
 * a mission's life in missions): the move checked against OFFER_TRANSITIONS by the update itself,
 * which locks the offer; a move not there is a 409 and changes nothing. One statement: a deal
 * changes the status while it holds the offer.
 */
export async function changeOfferStatus(tx: TTx, options: TChangeOfferStatusOptions): Promise<TOfferRow> {
  const from = OFFER_STATUSES.filter((status) => canTransitionOffer(status, options.to));
  const updated = await updateOfferFrom(tx, options.offerId, from, {
    status: options.to,
    updatedAt: options.now,
    ...(options.cancelReason !== undefined ? { cancelReason: options.cancelReason } : {}),
  });
  if (updated) return updated;
  // Refused: told apart only now (no such offer, or a move its status does not allow).
  if (!(await lockOfferById(tx, options.offerId))) throw new AppError('NOT_FOUND');
  throw new AppError('OFFER_STATUS_CONFLICT');
}

// ---------------------------------------------------------------------------------------------
// Use cases

export type TCreateOffersOptions = { auth: TAuth; offer: TOfferValues; copies: number };

/** POST /api/offers: `copies` identical offers, all or none. */
export async function createOffers(ctx: TAppContext, options: TCreateOffersOptions): Promise<string[]> {
  assertAccess(options.auth, options.offer.visibility === 'private' ? ACCESS_RULES.shipperPrivateExchange : RULE);
  // Publishing is dealing: an active shipper with a lapsed document follows its shipments but publishes none.
  await ctx.db.read((db) => assertDocumentsCover(ctx, db, options.auth, 'deals'));
  assertDatesNotPast(ctx, options.offer);
  const now = ctx.clock.now();
  const { places, ...route } = await resolvePlaces(ctx, options.offer);
  const isPrivate = options.offer.visibility === 'private';
  // The company's default e-protocol goes with each new offer (the shipper may replace or remove it
  // on the offer): a copy each, written before the transaction and removed if it fails.
  const eprotocols = await copyDefaultEprotocol(ctx, options.auth.companyId, options.copies);
  let rows: TOfferRow[];
  try {
    rows = await ctx.db.transaction(async (tx) => {
      const columns = offerColumns(options.offer, places, route, now);
      // A private offer reaches the carriers of its audience, resolved from the network now.
      const audience = isPrivate
        ? await resolvePrivateAudience(tx, {
            shipperCompanyId: options.auth.companyId,
            audience: options.offer.private_audience,
          })
        : [];
      const numbers = await allocateNumbers(tx, {
        kind: 'offer',
        prefix: NUMBER_PREFIXES.offer,
        at: now,
        count: options.copies,
      });
      const inserted = await insertOffers(
        tx,
        numbers.map((number, index) => {
          const eprotocol = eprotocols[index];
          return {
            ...columns,
            ...(eprotocol
              ? {
                  eprotocolKey: eprotocol.key,
                  eprotocolName: eprotocol.name,
                  eprotocolMime: eprotocol.mime,
                  eprotocolSize: eprotocol.size,
                }
              : {}),
            uid: newUid(),
            number,
            shipperCompanyId: options.auth.companyId,
            publishedByUserId: options.auth.userId,
            status: 'in_exchange' as const,
            publishedAt: now,
            updatedAt: now,
          };
        }),
      );
      if (isPrivate) {
        await writeOfferAudience(
          tx,
          inserted.map((row) => row.id),
          audience,
        );
        await tellPrivateAudience(ctx, tx, {
          offerUids: inserted.map((row) => row.uid),
          carrierIds: audience,
          shipperCompanyId: options.auth.companyId,
        });
      }
      return inserted;
    });
  } catch (error) {
    await Promise.all(eprotocols.map((eprotocol) => ctx.files.remove(eprotocol.key)));
    throw error;
  }
  await publishOfferEvents(
    ctx,
    rows.map((row) => ({ uid: row.uid, event: 'published', private: isPrivate })),
  );
  return rows.map((row) => row.uid);
}

export async function getOffer(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  const row = await ctx.db.read((db) => findCompanyOffer(db, options.auth.companyId, options.uid));
  if (!row) throw new AppError('NOT_FOUND');
  return toOffer(row);
}

export async function getOffers(
  ctx: TAppContext,
  options: { auth: TAuth; query: TOfferListParams },
): Promise<TOfferListResponse> {
  assertAccess(options.auth, RULE);
  const { tab, page, limit, q } = options.query;
  // A search that is not a number finds nothing (null), rather than being ignored.
  const numberQuery = q === undefined ? undefined : parseNumberQuery(q);
  const [{ rows, count }, byStatus] = await ctx.db.read((db) =>
    Promise.all([
      findCompanyOffersPage(db, {
        companyId: options.auth.companyId,
        tab,
        limit,
        offset: (page - 1) * limit,
        numberQuery,
      }),
      countCompanyOffersByStatus(db, options.auth.companyId, numberQuery),
    ]),
  );
  const tabs = Object.fromEntries(
    OFFER_TAB_NAMES.map((name) => [
      name,
      OFFER_TABS[name].reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<TOfferTab, number>;
  return { data: rows.map(toOffer), page, total_pages: Math.ceil(count / limit), count, tabs };
}

export type TUpdateOfferOptions = { auth: TAuth; uid: string; offer: TOfferValues; version: number };

/** PUT /api/offers/{uid}: every field, while the offer is in exchange. */
export async function updateOffer(ctx: TAppContext, options: TUpdateOfferOptions): Promise<TOffer> {
  assertAccess(options.auth, options.offer.visibility === 'private' ? ACCESS_RULES.shipperPrivateExchange : RULE);
  assertDatesNotPast(ctx, options.offer);
  const { places, ...route } = await resolvePlaces(ctx, options.offer);
  const now = ctx.clock.now();
  const { offer, events } = await ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    assertCan('edit', current);
    assertVersion(current, options.version);
    const updated = await updateOfferRow(tx, current.id, {
      ...offerColumns(options.offer, places, route, now),
      updatedAt: now,
    });
    const events = await changeAudience(ctx, tx, current, updated, options.offer);
    const datesChanged =
      current.depDate !== updated.depDate ||
      current.depTime !== updated.depTime ||
      current.destDate !== updated.destDate ||
      current.destTime !== updated.destTime;
    const updatetype = current.price !== updated.price ? 'price' : datesChanged ? 'date' : 'other';
    await tellInvolvedCarriers(ctx, tx, updated, OFFER_CHANGE_EVENTS[updatetype]);
    return { offer: toOffer(updated), events };
  });
  await publishOfferEvents(ctx, events);
  return offer;
}

/**
 * An edit's effect on who sees the offer: a private offer's audience is resolved again (the carriers
 * it adds are told), a public one has none. Answers the events to tell: an offer that changes
 * exchange leaves one and enters the other.
 */
async function changeAudience(
  ctx: TAppContext,
  tx: TTx,
  current: TOfferRow,
  updated: TOfferRow,
  values: TOfferValues,
): Promise<TOfferEvent[]> {
  const uid = updated.uid;
  const wasPrivate = current.visibility === 'private';
  if (updated.visibility !== 'private') {
    if (wasPrivate) await writeOfferAudience(tx, [updated.id], []);
    return wasPrivate ? [{ uid, event: 'published' }] : [{ uid, event: 'changed' }];
  }
  const before = wasPrivate ? new Set(await currentAudience(tx, uid)) : new Set<string>();
  const audience = await resolvePrivateAudience(tx, {
    shipperCompanyId: updated.shipperCompanyId,
    audience: values.private_audience,
  });
  await writeOfferAudience(tx, [updated.id], audience);
  await tellPrivateAudience(ctx, tx, {
    offerUids: [uid],
    carrierIds: audience.filter((id) => !before.has(id)),
    shipperCompanyId: updated.shipperCompanyId,
  });
  // Carriers left out hear that it went: told before the audience changed, on the public topic if it was public.
  const left: TOfferEvent[] = wasPrivate ? [] : [{ uid, event: 'withdrawn' }];
  return [...left, { uid, event: wasPrivate ? 'changed' : 'published', private: true }];
}

export type TUpdateOfferPriceOptions = {
  auth: TAuth;
  uid: string;
  price: number | null;
  priceNegotiable?: boolean;
  version: number;
};

/** PATCH /api/offers/{uid}/price: the initial price, while the offer is in exchange. */
export async function updateOfferPrice(ctx: TAppContext, options: TUpdateOfferPriceOptions): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  const offer = await ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    assertCan('edit', current);
    assertVersion(current, options.version);
    const updated = await updateOfferRow(tx, current.id, {
      price: options.price === null ? null : options.price.toFixed(2),
      priceNegotiable: options.price === null ? true : (options.priceNegotiable ?? current.priceNegotiable),
      updatedAt: ctx.clock.now(),
    });
    await tellInvolvedCarriers(ctx, tx, updated, 'offerPriceChanged');
    return toOffer(updated);
  });
  await publishOfferEvents(ctx, [{ uid: offer.uid, event: 'changed', private: offer.visibility === 'private' }]);
  return offer;
}

export type TUpdateOfferReferencesOptions = {
  auth: TAuth;
  uid: string;
  loadingReference: string | null;
  unloadingReference: string | null;
};

/** PATCH /api/offers/{uid}/references: allowed until the shipment is completed. */
export async function updateOfferReferences(ctx: TAppContext, options: TUpdateOfferReferencesOptions): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  return ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    assertCan('references', current);
    const updated = await updateOfferRow(tx, current.id, {
      loadingReference: options.loadingReference,
      unloadingReference: options.unloadingReference,
      updatedAt: ctx.clock.now(),
    });
    await tellInvolvedCarriers(ctx, tx, updated, 'offerReferenceChanged');
    return toOffer(updated);
  });
}

/** POST /api/offers/{uid}/cancel, with an optional reason. */
export async function cancelOffer(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string; reason: string | null },
): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  const offer = await ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    assertCan('cancel', current);
    const now = ctx.clock.now();
    // Told first, while their proposals are still pending: each involved carrier hears it once.
    await tellInvolvedCarriers(ctx, tx, current, 'shipmentCancelled');
    // Its pending proposals are refused and its live mission ends with it.
    await tellOfferClosed(ctx, tx, {
      offer: current,
      status: 'cancelled',
      actor: options.auth,
      reason: options.reason,
      now,
    });
    const updated = await changeOfferStatus(tx, {
      offerId: current.id,
      to: 'cancelled',
      now,
      cancelReason: options.reason,
    });
    return toOffer(updated);
  });
  await publishOfferEvents(ctx, [{ uid: offer.uid, event: 'withdrawn', private: offer.visibility === 'private' }]);
  return offer;
}

/**
 * DELETE /api/offers/{uid}: the offer with its proposals and missions, for good. Refused once a
 * mission is in progress or completed: those records feed invoices.
 */
export async function deleteOffer(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const deleted = await ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    if (!canDoOfferAction('delete', current.status)) throw new AppError('OFFER_DELETE_REFUSED');
    // Told before the rows go: the notification names the offer, not a row of it.
    await tellInvolvedCarriers(ctx, tx, current, 'shipmentDeleted');
    // A private offer's audience goes with its rows: read first, to tell them it went.
    const audience = current.visibility === 'private' ? await currentAudience(tx, current.uid) : undefined;
    await deleteOfferRow(tx, current.id);
    return { eprotocolKey: current.eprotocolKey, audience };
  });
  await publishOfferEvents(ctx, [{ uid: options.uid, event: 'withdrawn', audience: deleted.audience }]);
  // After the commit: a rolled-back delete keeps its file.
  if (deleted.eprotocolKey) await ctx.files.remove(deleted.eprotocolKey);
}

const EXPIRY_BATCH = 500;

/**
 * The expiry job (every minute): offers still in exchange whose departure day is over become
 * `expired`. Safe with several instances at once; answers how many it expired.
 */
export async function expireOffers(ctx: TAppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const rows = await expireDueOffers(tx, now, EXPIRY_BATCH);
      // Proposals still pending on an expired offer will never be chosen: they are refused with it.
      for (const row of rows)
        await tellOfferClosed(ctx, tx, { offer: row, status: 'expired', actor: null, reason: null, now });
      return rows;
    });
    await publishOfferEvents(
      ctx,
      expired.map((row) => ({ uid: row.uid, event: 'withdrawn', private: row.visibility === 'private' })),
    );
    total += expired.length;
    if (expired.length < EXPIRY_BATCH) return total;
  }
}

const CASCADE_BATCH = 200;

/**
 * The private exchange's cascade (every minute): a private offer nobody took by its time goes to
 * the public exchange, once, and its shipper is told; an offer taken, cancelled or expired meanwhile
 * is left alone. Safe with several instances at once; answers how many it made public.
 */
export async function publishPrivateOffersDue(ctx: TAppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const published = await ctx.db.transaction(async (tx) => {
      const rows = await publishDuePrivateOffers(tx, ctx.clock.now(), CASCADE_BATCH);
      for (const row of rows) {
        await notifyCompanies(
          ctx,
          tx,
          [row.shipperCompanyId],
          notificationOf('privateOfferMadePublic', { offre_uid: row.uid }),
        );
      }
      return rows;
    });
    // The audience hears it left their private tab; everyone else that it is in the public exchange.
    await publishOfferEvents(ctx, [
      ...published.map((row) => ({ uid: row.uid, event: 'withdrawn' as const, private: true })),
      ...published.map((row) => ({ uid: row.uid, event: 'published' as const })),
    ]);
    total += published.length;
    if (published.length < CASCADE_BATCH) return total;
  }
}

// ---------------------------------------------------------------------------------------------
// Templates

function toTemplate(row: {
  id: string;
  name: string;
  offer: Record<string, unknown>;
  createdAt: Date;
}): TOfferTemplate {
  return { id: row.id, name: row.name, offer: row.offer, created_at: row.createdAt.toISOString() };
}

export async function getOfferTemplates(ctx: TAppContext, options: { auth: TAuth }): Promise<TOfferTemplate[]> {
  assertAccess(options.auth, RULE);
  const rows = await ctx.db.read((db) => findCompanyTemplates(db, options.auth.companyId));
  return rows.map(toTemplate);
}

export async function createOfferTemplate(
  ctx: TAppContext,
  options: { auth: TAuth; name: string; offer: Record<string, unknown> },
): Promise<TOfferTemplate> {
  assertAccess(options.auth, RULE);
  const row = await ctx.db.transaction(async (tx) => {
    await lockCompanyTemplates(tx, options.auth.companyId);
    if ((await countCompanyTemplates(tx, options.auth.companyId)) >= OFFER_LIMITS.templatesPerCompany) {
      throw new AppError('TEMPLATE_LIMIT', { params: { max: OFFER_LIMITS.templatesPerCompany } });
    }
    return insertTemplate(tx, {
      companyId: options.auth.companyId,
      createdByUserId: options.auth.userId,
      name: options.name,
      offer: options.offer,
      createdAt: ctx.clock.now(),
    });
  });
  return toTemplate(row);
}

export async function deleteOfferTemplate(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const deleted = await ctx.db.transaction((tx) => deleteCompanyTemplate(tx, options.auth.companyId, options.id));
  if (!deleted) throw new AppError('NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// The e-protocol attachment

const EPROTOCOL_NAME_MAX = 200;

/** What the user called the file, for the download's name only: no path, no control characters. */

export type TUpdateOfferEprotocolOptions = { auth: TAuth; uid: string; bytes: Buffer; fileName: string };

/**
 * PUT /api/offers/{uid}/eprotocol: a PDF or an image, recognised from its bytes (its name and the
 * type the browser claims prove nothing). Replaces the previous one; nothing is kept of a refused one.
 */
export async function updateOfferEprotocol(ctx: TAppContext, options: TUpdateOfferEprotocolOptions): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  if (options.bytes.length > OFFER_LIMITS.eprotocolMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  // file-type (30 modules) is loaded with the first upload, not at every start.
  const detected = await (await import('file-type')).fileTypeFromBuffer(options.bytes);
  const mime = EPROTOCOL_MIME_TYPES.find((type) => type === detected?.mime);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const key = await ctx.files.save(options.bytes);
  let replaced: string | null = null;
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const current = await lockOffer(tx, options.auth, options.uid);
      assertCan('references', current);
      replaced = current.eprotocolKey;
      return updateOfferRow(tx, current.id, {
        eprotocolKey: key,
        eprotocolName: displayFileName(options.fileName, { fallback: 'e-protocole', max: EPROTOCOL_NAME_MAX }),
        eprotocolMime: mime,
        eprotocolSize: options.bytes.length,
        updatedAt: ctx.clock.now(),
      });
    });
    if (replaced) await ctx.files.remove(replaced);
    return toOffer(updated);
  } catch (error) {
    // The row was not changed: the new file has nothing pointing at it.
    await ctx.files.remove(key);
    throw error;
  }
}

/** GET /api/offers/{uid}/eprotocol: the file as it was sent. */
export async function getOfferEprotocol(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string },
): Promise<{ bytes: Buffer; name: string; mime: string }> {
  assertAccess(options.auth, RULE);
  const offer = await ctx.db.read((db) => findCompanyOffer(db, options.auth.companyId, options.uid));
  if (!offer?.eprotocolKey || !offer.eprotocolName || !offer.eprotocolMime) throw new AppError('NOT_FOUND');
  return { bytes: await ctx.files.read(offer.eprotocolKey), name: offer.eprotocolName, mime: offer.eprotocolMime };
}

/** DELETE /api/offers/{uid}/eprotocol. */
export async function deleteOfferEprotocol(ctx: TAppContext, options: { auth: TAuth; uid: string }): Promise<TOffer> {
  assertAccess(options.auth, RULE);
  let removed: string | null = null;
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await lockOffer(tx, options.auth, options.uid);
    assertCan('references', current);
    removed = current.eprotocolKey;
    return updateOfferRow(tx, current.id, {
      eprotocolKey: null,
      eprotocolName: null,
      eprotocolMime: null,
      eprotocolSize: null,
      updatedAt: ctx.clock.now(),
    });
  });
  if (removed) await ctx.files.remove(removed);
  return toOffer(updated);
}

/** For the alerts' job (issue 28): offers published since the last run, each claimed by one instance, marked checked. */
export function claimNewOffersForAlerts(tx: TTx, now: Date, limit: number): Promise<TOfferRow[]> {
  return claimOffersForAlerts(tx, now, limit);
}
