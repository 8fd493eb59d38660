import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offerToday } from '@tariq/contracts';
import type { TFreightOrder } from '@tariq/contracts';
import { recordThrottledAlerts } from '../../db/alert-throttle';
import type { TDb, TTx } from '../../db/client';
import {
  companies,
  freightConsultations,
  freightFavorites,
  inPublicExchange,
  offers,
  savedSearches,
  users,
} from '../../db/schema';
import type { TOfferRow, TSavedSearchRow } from '../../db/schema';
import { offerVisibleToCarrier, privateAudienceHolds } from '../private-exchange';

export type { TSavedSearchRow };

/** Where an offer loads or unloads, as a search narrows it; every part optional. */
export type TStopCriteria = {
  country?: string;
  stateCode?: string;
  cityId?: string;
  placeId?: string;
  /** Any of these places: a radius, resolved to the places within it (offers copy their place's coordinates). */
  placeIds?: string[];
  /**
   * With `stateCode`: offers at these places match too (communes that left or joined the state,
   * during the transition after the move: places module `statePlaceIdsAlso`).
   */
  statePlaceIdsAlso?: readonly string[];
};

/** A freight search in the database's terms: units converted, places and truck types resolved. */
export type TFreightCriteria = {
  now: Date;
  dep: TStopCriteria;
  dest: TStopCriteria;
  dateFrom?: string;
  dateTo?: string;
  truckTypes?: string[];
  goodsTypes?: string[];
  maxWeightKg?: number;
  maxHeightM?: number;
  maxWidthM?: number;
  maxLengthM?: number;
  minLengthM?: number;
  noTailLift?: boolean;
  dangerous?: boolean;
  refrigerated?: boolean;
  ownerCompanyId?: string;
  identicalZones?: boolean;
  publishedAfter?: Date;
  /** A number search (`q`), as the offers module writes it: read from the number's unique index. */
  numberCondition?: SQL;
  /** The private exchange of this carrier company: private offers whose audience holds it, instead of the public exchange. */
  privateFor?: string;
};

export type TFreightRow = {
  offer: TOfferRow;
  shipperName: string;
  shipperRatingAverage: string | null;
  shipperRatingCount: number;
  shipperDocumentsValidUntil: string | null;
};

/** The shipper company's columns every freight view shows (its 'verified until' kept on its row: no read of its documents). */
const shipperColumns = {
  shipperName: companies.legalName,
  shipperRatingAverage: companies.ratingAverage,
  shipperRatingCount: companies.ratingCount,
  shipperDocumentsValidUntil: companies.documentsValidUntil,
};

const SIDES = {
  dep: {
    country: offers.depCountry,
    state: offers.depStateCode,
    city: offers.depCityId,
    place: offers.depPlaceId,
  },
  dest: {
    country: offers.destCountry,
    state: offers.destStateCode,
    city: offers.destCityId,
    place: offers.destPlaceId,
  },
} as const;

function stopConditions(side: keyof typeof SIDES, stop: TStopCriteria): (SQL | undefined)[] {
  const columns = SIDES[side];
  return [
    stop.country ? eq(columns.country, stop.country) : undefined,
    stop.stateCode
      ? stop.statePlaceIdsAlso
        ? or(eq(columns.state, stop.stateCode), inArray(columns.place, [...stop.statePlaceIdsAlso]))
        : eq(columns.state, stop.stateCode)
      : undefined,
    stop.cityId ? eq(columns.city, stop.cityId) : undefined,
    stop.placeId ? eq(columns.place, stop.placeId) : undefined,
    stop.placeIds ? inArray(columns.place, stop.placeIds) : undefined,
  ];
}

/** The loading length an offer needs: its length, else its loading metres. */
const neededLength = sql`coalesce(${offers.lengthM}, ${offers.mpl})`;

function searchCondition(criteria: TFreightCriteria): SQL {
  return and(
    // Literal, so that the planner matches the partial indexes (a parameter would not).
    criteria.privateFor
      ? sql`${offers.status} = 'in_exchange' AND ${offers.visibility} = 'private' AND ${privateAudienceHolds(criteria.privateFor)}`
      : inPublicExchange(offers),
    // Not yet expired: an offer expires at the end of its loading day (offers' time zone), so
    // this is `expires_at > now`, on a column every search index holds.
    gte(offers.depDate, offerToday(criteria.now)),
    ...stopConditions('dep', criteria.dep),
    ...stopConditions('dest', criteria.dest),
    criteria.dateFrom ? gte(offers.depDate, criteria.dateFrom) : undefined,
    criteria.dateTo ? lte(offers.depDate, criteria.dateTo) : undefined,
    criteria.truckTypes ? inArray(offers.truckType, criteria.truckTypes) : undefined,
    criteria.goodsTypes ? inArray(offers.goodsType, criteria.goodsTypes) : undefined,
    criteria.maxWeightKg !== undefined ? lte(offers.weightKg, criteria.maxWeightKg) : undefined,
    criteria.maxHeightM !== undefined ? lte(offers.heightM, criteria.maxHeightM) : undefined,
    criteria.maxWidthM !== undefined ? or(isNull(offers.widthM), lte(offers.widthM, criteria.maxWidthM)) : undefined,
    criteria.maxLengthM !== undefined ? sql`${neededLength} <= ${criteria.maxLengthM}` : undefined,
    criteria.minLengthM !== undefined ? sql`${neededLength} >= ${criteria.minLengthM}` : undefined,
    criteria.noTailLift ? eq(offers.tailLift, false) : undefined,
    criteria.dangerous !== undefined ? eq(offers.dangerous, criteria.dangerous) : undefined,
    criteria.refrigerated !== undefined ? eq(offers.refrigerated, criteria.refrigerated) : undefined,
    criteria.ownerCompanyId ? eq(offers.shipperCompanyId, criteria.ownerCompanyId) : undefined,
    criteria.identicalZones
      ? and(eq(offers.depCountry, offers.destCountry), eq(offers.depStateCode, offers.destStateCode))
      : undefined,
    criteria.publishedAfter ? gte(offers.publishedAt, criteria.publishedAfter) : undefined,
    criteria.numberCondition,
  )!;
}

const ORDERS: Record<TFreightOrder, SQL[]> = {
  date: [asc(offers.depDate), asc(offers.depTime), asc(offers.id)],
  newest: [desc(offers.publishedAt), desc(offers.id)],
  price_asc: [sql`${offers.price} ASC NULLS LAST`, asc(offers.id)],
  price_desc: [sql`${offers.price} DESC NULLS LAST`, asc(offers.id)],
  distance: [sql`${offers.distanceKm} ASC NULLS LAST`, asc(offers.id)],
  weight: [asc(offers.weightKg), asc(offers.id)],
};

export function findExchangeOffers(
  db: TDb,
  params: { criteria: TFreightCriteria; order: TFreightOrder; limit: number; offset: number },
): Promise<TFreightRow[]> {
  const where = searchCondition(params.criteria);
  const order = ORDERS[params.order];
  const rows = db
    .select({ offer: offers, ...shipperColumns })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.shipperCompanyId));
  if (!params.criteria.dep.placeIds && !params.criteria.dest.placeIds) {
    return rows
      .where(where)
      .orderBy(...order)
      .limit(params.limit)
      .offset(params.offset);
  }
  // A radius is a list of places: left to itself, PostgreSQL walks the whole date index looking
  // for them (10 ms at 50 km around Alger). The page's ids first, from the place index alone,
  // then their rows: 2.5 ms.
  const page = db
    .select({ id: offers.id })
    .from(offers)
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .offset(params.offset)
    .as('page');
  return rows.innerJoin(page, eq(page.id, offers.id)).orderBy(...order);
}

// ---------------------------------------------------------------------------------------------
// The in-memory exchange index's reads (exchange-feed.ts)

export type TIndexRow = TFreightRow & {
  /** `published_at` in microseconds since the epoch, as text: a Date keeps only milliseconds. */
  publishedUs: string;
};

const indexColumns = {
  offer: offers,
  ...shipperColumns,
  publishedUs: sql<string>`(extract(epoch from ${offers.publishedAt}) * 1000000)::bigint::text`,
};

/** Open offers of the public exchange from `today` on, by id after `afterId`: the index loads them a batch at a time. */
export function findExchangeIndexBatch(
  db: TDb,
  params: { today: string; afterId: string | null; limit: number },
): Promise<TIndexRow[]> {
  return db
    .select(indexColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.shipperCompanyId))
    .where(
      and(
        inPublicExchange(offers),
        gte(offers.depDate, params.today),
        params.afterId === null ? undefined : sql`${offers.id} > ${params.afterId}`,
      ),
    )
    .orderBy(asc(offers.id))
    .limit(params.limit);
}

/** These offers as they are now, whatever their status (an event named them). */
export function findIndexRowsByUids(db: TDb, uids: string[]): Promise<TIndexRow[]> {
  if (uids.length === 0) return Promise.resolve([]);
  return db
    .select(indexColumns)
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.shipperCompanyId))
    .where(inArray(offers.uid, uids));
}

export type TShipperRow = {
  id: string;
  shipperName: string;
  shipperRatingAverage: string | null;
  shipperRatingCount: number;
  shipperDocumentsValidUntil: string | null;
};

/** The shipper companies' name, rating and documents' date as they are now, read again while the index serves their offers. */
export function findShippers(db: TDb, companyIds: string[]): Promise<TShipperRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, ...shipperColumns })
    .from(companies)
    .where(inArray(companies.id, companyIds));
}

/** How many offers match, counted up to `cap` + 1 only: above the cap, the exact figure costs too much. */
export async function countExchangeOffers(db: TDb, criteria: TFreightCriteria, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(offers)
    .where(searchCondition(criteria))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: count() }).from(matching);
  return row?.count ?? 0;
}

/** The SQL of a search, for the test that checks every filter is served by an index. */
export function explainExchangeSearch(db: TDb, criteria: TFreightCriteria, order: TFreightOrder) {
  return db
    .select({ id: offers.id })
    .from(offers)
    .where(searchCondition(criteria))
    .orderBy(...ORDERS[order])
    .limit(20)
    .toSQL();
}

export type TFreightDetailRow = TFreightRow & {
  publisher: { firstName: string; lastName: string; phone: string | null; email: string } | null;
};

/** An offer a carrier company may open: one of the public exchange, or of its private exchange, whatever its status now. */
export async function findVisibleOffer(
  db: TDb,
  uid: string,
  carrierCompanyId: string,
): Promise<TFreightDetailRow | null> {
  const [row] = await db
    .select({
      offer: offers,
      ...shipperColumns,
      publisherFirstName: users.firstName,
      publisherLastName: users.lastName,
      publisherPhone: users.phone,
      publisherEmail: users.email,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.shipperCompanyId))
    .leftJoin(users, eq(users.id, offers.publishedByUserId))
    .where(and(eq(offers.uid, uid), offerVisibleToCarrier(carrierCompanyId)))
    .limit(1);
  if (!row) return null;
  return {
    offer: row.offer,
    shipperName: row.shipperName,
    shipperRatingAverage: row.shipperRatingAverage,
    shipperRatingCount: row.shipperRatingCount,
    shipperDocumentsValidUntil: row.shipperDocumentsValidUntil,
    publisher:
      row.publisherEmail === null
        ? null
        : {
            firstName: row.publisherFirstName!,
            lastName: row.publisherLastName!,
            phone: row.publisherPhone,
            email: row.publisherEmail,
          },
  };
}

// ---------------------------------------------------------------------------------------------
// Favourites and consultations: rows of one user only

/** Which of these offers the user starred. */
export async function findFavoriteOfferIds(db: TDb, userId: string, offerIds: string[]): Promise<Set<string>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db
    .select({ offerId: freightFavorites.offerId })
    .from(freightFavorites)
    .where(and(eq(freightFavorites.userId, userId), inArray(freightFavorites.offerId, offerIds)));
  return new Set(rows.map((row) => row.offerId));
}

/** The uids of every offer the user starred that its company may still see. */
export async function findFavoriteUids(db: TDb, userId: string, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ uid: offers.uid })
    .from(freightFavorites)
    .innerJoin(offers, eq(offers.id, freightFavorites.offerId))
    .where(and(eq(freightFavorites.userId, userId), offerVisibleToCarrier(companyId)))
    .orderBy(desc(freightFavorites.createdAt));
  return rows.map((row) => row.uid);
}

export async function insertFavorite(tx: TTx, values: { userId: string; offerId: string; now: Date }): Promise<void> {
  await tx
    .insert(freightFavorites)
    .values({ userId: values.userId, offerId: values.offerId, createdAt: values.now })
    .onConflictDoNothing();
}

export async function deleteFavorite(tx: TTx, userId: string, offerId: string): Promise<void> {
  await tx
    .delete(freightFavorites)
    .where(and(eq(freightFavorites.userId, userId), eq(freightFavorites.offerId, offerId)));
}

export async function upsertConsultation(
  tx: TTx,
  values: { userId: string; offerId: string; now: Date },
): Promise<void> {
  await tx
    .insert(freightConsultations)
    .values({ userId: values.userId, offerId: values.offerId, consultedAt: values.now })
    .onConflictDoUpdate({
      target: [freightConsultations.userId, freightConsultations.offerId],
      set: { consultedAt: values.now },
    });
}

const USER_LISTS = {
  favorite: { table: freightFavorites, at: freightFavorites.createdAt },
  consulted: { table: freightConsultations, at: freightConsultations.consultedAt },
} as const;

/** A page of the user's favourites or consultations, newest first, offers its company may still see only. */
export async function findUserFreightsPage(
  db: TDb,
  params: { list: keyof typeof USER_LISTS; userId: string; companyId: string; limit: number; offset: number },
): Promise<{ rows: TFreightRow[]; count: number }> {
  const { table, at } = USER_LISTS[params.list];
  const where = and(eq(table.userId, params.userId), offerVisibleToCarrier(params.companyId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: offers, ...shipperColumns })
      .from(table)
      .innerJoin(offers, eq(offers.id, table.offerId))
      .innerJoin(companies, eq(companies.id, offers.shipperCompanyId))
      .where(where)
      .orderBy(desc(at), asc(offers.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: count() }).from(table).innerJoin(offers, eq(offers.id, table.offerId)).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Saved searches: rows of one user only

export function findUserSavedSearches(db: TDb, userId: string): Promise<TSavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * Serialises the saved searches of one user so that two requests cannot both pass the limit
 * (an advisory lock, released at commit).
 */
export async function lockUserSavedSearches(tx: TTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261004, hashtext(${userId}))`);
}

export async function countUserSavedSearches(tx: TTx, userId: string): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insertSavedSearch(
  tx: TTx,
  values: { userId: string; companyId: string; name: string; filters: Record<string, unknown>; now: Date },
): Promise<TSavedSearchRow> {
  const [row] = await tx
    .insert(savedSearches)
    .values({
      userId: values.userId,
      companyId: values.companyId,
      name: values.name,
      filters: values.filters,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** Answers the row, or null when the user has no saved search of that id. */
export async function updateUserSavedSearch(
  tx: TTx,
  params: { userId: string; id: string; name: string; filters: Record<string, unknown>; now: Date },
): Promise<TSavedSearchRow | null> {
  const [row] = await tx
    .update(savedSearches)
    .set({ name: params.name, filters: params.filters, updatedAt: params.now })
    .where(and(eq(savedSearches.id, params.id), eq(savedSearches.userId, params.userId)))
    .returning();
  return row ?? null;
}

/** Alerts on or off; turning them on starts afresh (nothing pending, no throttle). */
export async function setUserSavedSearchAlerts(
  tx: TTx,
  params: { userId: string; id: string; alerts: boolean; now: Date },
): Promise<TSavedSearchRow | null> {
  const [row] = await tx
    .update(savedSearches)
    .set({ alerts: params.alerts, alertPending: 0, alertedAt: null, updatedAt: params.now })
    .where(and(eq(savedSearches.id, params.id), eq(savedSearches.userId, params.userId)))
    .returning();
  return row ?? null;
}

export async function deleteUserSavedSearch(tx: TTx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The id of an offer a carrier company may act on (star it): one it may see. */
export async function findVisibleOfferId(db: TDb, uid: string, carrierCompanyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.uid, uid), offerVisibleToCarrier(carrierCompanyId)))
    .limit(1);
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Saved searches' alerts (issue 28)

/** A saved search with alerts on, without its filters (read apart, when this instance has not read them yet). */
export type TAlertSavedSearch = Pick<TSavedSearchRow, 'id' | 'userId' | 'companyId' | 'name' | 'updatedAt'>;

/**
 * The saved searches with alerts on whose users may hear of an offer: enabled users of active
 * companies; a private offer's only those of its `audience` (carrier companies).
 */
export function findAlertSavedSearches(
  tx: TTx,
  params: { audience: readonly string[] | null },
): Promise<TAlertSavedSearch[]> {
  if (params.audience && params.audience.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      companyId: savedSearches.companyId,
      name: savedSearches.name,
      updatedAt: savedSearches.updatedAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(companies, eq(companies.id, savedSearches.companyId))
    .where(
      and(
        eq(savedSearches.alerts, true),
        isNull(users.disabledAt),
        eq(companies.documentsActive, true),
        params.audience ? inArray(savedSearches.companyId, [...params.audience]) : undefined,
      ),
    );
}

/** The filters of these saved searches, by id. */
export async function findSavedSearchFilters(tx: TTx, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: savedSearches.id, filters: savedSearches.filters })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids));
  return new Map(rows.map((row) => [row.id, row.filters]));
}

/**
 * Counts a match for each of these searches' alerts, in one statement: the ids answered are told
 * now (none told since `throttleSince`), the others counted for the grouped notification.
 */
export function recordSavedSearchAlerts(
  tx: TTx,
  ids: readonly string[],
  now: Date,
  throttleSince: Date,
): Promise<Set<string>> {
  return recordThrottledAlerts(tx, 'saved_searches', ids, now, throttleSince);
}

/** Searches with matches not told whose throttle is over: claimed (count reset, told now) for one grouped notification. */
export async function claimPendingSavedSearchAlerts(
  tx: TTx,
  now: Date,
  throttleSince: Date,
): Promise<TSavedSearchRow[]> {
  const before = await tx
    .select()
    .from(savedSearches)
    .where(and(sql`${savedSearches.alertPending} > 0`, lte(savedSearches.alertedAt, throttleSince)))
    .for('update', { skipLocked: true });
  if (before.length === 0) return [];
  await tx
    .update(savedSearches)
    .set({ alertPending: 0, alertedAt: now })
    .where(
      inArray(
        savedSearches.id,
        before.map((row) => row.id),
      ),
    );
  return before;
}
