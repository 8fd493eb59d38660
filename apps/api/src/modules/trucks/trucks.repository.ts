import { expandTruckType } from '@tariq/contracts';
import type { TTruckSearchFilters } from '@tariq/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { recordThrottledAlerts } from '../../db/alert-throttle';
import type { TDb, TTx } from '../../db/client';
import { companies, offers, trucks, users } from '../../db/schema';
import type { TNewTruckRow, TOfferRow, TTruckRow } from '../../db/schema';
import { distanceKmSql } from '../places';
import type { TPlaceSnapshot } from '../places';

/** The only file of the trucks module that talks to the database. */

export type { TTruckRow, TNewTruckRow };

/** A truck with whose it is and whom to call, as the search and the matching show it. */
export type TTruckWithCompany = {
  truck: TTruckRow;
  companyName: string;
  companyRating: string | null;
  companyPhone: string | null;
  companyEmail: string | null;
  creatorEmail: string | null;
};

const withCompany = {
  truck: trucks,
  companyName: companies.legalName,
  companyRating: companies.ratingAverage,
  companyPhone: sql<string | null>`coalesce(${companies.phone}, ${companies.mobile}, ${companies.billingPhone})`,
  companyEmail: companies.billingEmail,
  creatorEmail: users.email,
};

export async function findCompanyTrucks(db: TDb | TTx, companyId: string, limit: number): Promise<TTruckRow[]> {
  return db
    .select()
    .from(trucks)
    .where(eq(trucks.companyId, companyId))
    .orderBy(desc(trucks.createdAt), desc(trucks.id))
    .limit(limit);
}

/** One truck of the company, or undefined: another company's truck is not found. */
export async function findCompanyTruck(db: TDb | TTx, companyId: string, id: string): Promise<TTruckRow | undefined> {
  const [row] = await db
    .select()
    .from(trucks)
    .where(and(eq(trucks.id, id), eq(trucks.companyId, companyId)))
    .limit(1);
  return row;
}

/** The company's trucks, counted under a lock of its row: two adds at once cannot both pass the limit. */
/** Any truck's picture columns, for the picture's route (no company: the route is open, as a logo's). */
export async function findTruckPicture(
  db: TDb,
  id: string,
): Promise<Pick<TTruckRow, 'pictureKey' | 'pictureMime'> | undefined> {
  const [row] = await db
    .select({ pictureKey: trucks.pictureKey, pictureMime: trucks.pictureMime })
    .from(trucks)
    .where(eq(trucks.id, id))
    .limit(1);
  return row;
}

export async function lockAndCountCompanyTrucks(tx: TTx, companyId: string): Promise<number> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [row] = await tx.select({ n: count() }).from(trucks).where(eq(trucks.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertTruck(tx: TTx, row: TNewTruckRow): Promise<TTruckRow> {
  const [inserted] = await tx.insert(trucks).values(row).returning();
  return inserted!;
}

export async function updateCompanyTruck(
  tx: TTx,
  companyId: string,
  id: string,
  changes: Partial<TNewTruckRow>,
): Promise<TTruckRow | undefined> {
  const [row] = await tx
    .update(trucks)
    .set(changes)
    .where(and(eq(trucks.id, id), eq(trucks.companyId, companyId)))
    .returning();
  return row;
}

export async function deleteCompanyTruck(tx: TTx, companyId: string, id: string): Promise<TTruckRow | undefined> {
  const [row] = await tx
    .delete(trucks)
    .where(and(eq(trucks.id, id), eq(trucks.companyId, companyId)))
    .returning();
  return row;
}

/** A posting anyone may find: visible, not ended, its availability not over on `today`. */
export function truckPosted(today: string): SQL {
  return sql`${trucks.isVisible} AND ${trucks.expiredAt} IS NULL AND (${trucks.availableUntil} IS NULL OR ${trucks.availableUntil} >= ${today})`;
}

/** Great-circle distance in km from the truck's departure place to a point (the same formula as places'). */
export function startDistanceKm(lat: number, lng: number): SQL<number> {
  return distanceKmSql({ lat: sql`${trucks.startLat}`, lng: sql`${trucks.startLng}` }, { lat, lng }) as SQL<number>;
}

/** Departure within `km` of a point: a bounding box the index can narrow, then the exact distance. */
export function startWithin(lat: number, lng: number, km: number): SQL {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return sql`(${trucks.startLat} BETWEEN ${lat - dLat} AND ${lat + dLat} AND ${trucks.startLng} BETWEEN ${lng - dLng} AND ${lng + dLng} AND ${startDistanceKm(lat, lng)} <= ${km})`;
}

export function endWithin(lat: number, lng: number, km: number): SQL {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return sql`(${trucks.endLat} BETWEEN ${lat - dLat} AND ${lat + dLat} AND ${trucks.endLng} BETWEEN ${lng - dLng} AND ${lng + dLng} AND ${distanceKmSql({ lat: sql`${trucks.endLat}`, lng: sql`${trucks.endLng}` }, { lat, lng })} <= ${km})`;
}

/** A truck type filter: each value sent, a parent one standing for its subtypes and itself. */
function typeValues(filter: string): string[] {
  const values = new Set<string>();
  for (const part of filter.split(',')) {
    const value = part.trim();
    if (!value) continue;
    values.add(value);
    for (const sub of expandTruckType(value).split(',')) values.add(sub);
  }
  return [...values];
}

function placeCondition(side: 'start' | 'end', snapshot: TPlaceSnapshot | null | undefined, radius?: number): SQL {
  // An unknown place finds nothing (as the freight search does), rather than everything.
  if (!snapshot) return sql`false`;
  if (radius)
    return side === 'start'
      ? startWithin(snapshot.lat, snapshot.lng, radius)
      : endWithin(snapshot.lat, snapshot.lng, radius);
  const country = side === 'start' ? trucks.startCountry : trucks.endCountry;
  const state = side === 'start' ? trucks.startStateCode : trucks.endStateCode;
  const city = side === 'start' ? trucks.startCityId : trucks.endCityId;
  return snapshot.cityId
    ? sql`(${country} = ${snapshot.country} AND ${state} = ${snapshot.stateCode} AND ${city} = ${snapshot.cityId})`
    : sql`(${country} = ${snapshot.country} AND ${state} = ${snapshot.stateCode})`;
}

/**
 * The conditions of spec 000 §3's truck search filters, every one optional, all of them together;
 * `places`: the filters' place ids as read from the places (null: not found).
 */
export function truckSearchConditions(
  filters: TTruckSearchFilters,
  today: string,
  places: { startPlace?: TPlaceSnapshot | null; endPlace?: TPlaceSnapshot | null },
): SQL[] {
  const conditions: SQL[] = [truckPosted(today)];
  if (filters.type) conditions.push(inArray(trucks.type, typeValues(filters.type)));
  if (filters.goodType)
    conditions.push(sql`(cardinality(${trucks.goods}) = 0 OR ${filters.goodType} = ANY(${trucks.goods}))`);
  // Availability windows overlap: the truck free on some day of the one asked.
  if (filters.availableFrom)
    conditions.push(sql`(${trucks.availableUntil} IS NULL OR ${trucks.availableUntil} >= ${filters.availableFrom})`);
  if (filters.availableUntil) conditions.push(sql`${trucks.availableFrom} <= ${filters.availableUntil}`);
  // A state or city code means something within a country only: Algeria's unless one is given.
  const startCountry = filters.startCountry ?? (filters.startState || filters.startCity ? 'DZ' : undefined);
  const endCountry = filters.endCountry ?? (filters.endState || filters.endCity ? 'DZ' : undefined);
  if (startCountry) conditions.push(eq(trucks.startCountry, startCountry));
  if (filters.startState) conditions.push(eq(trucks.startStateCode, filters.startState));
  if (filters.startCity) conditions.push(eq(trucks.startCityId, filters.startCity));
  if (filters.start_place_id) conditions.push(placeCondition('start', places.startPlace, filters.startRadius));
  if (endCountry) conditions.push(eq(trucks.endCountry, endCountry));
  if (filters.endState) conditions.push(eq(trucks.endStateCode, filters.endState));
  if (filters.endCity) conditions.push(eq(trucks.endCityId, filters.endCity));
  if (filters.end_place_id) conditions.push(placeCondition('end', places.endPlace));
  if (filters.weight) conditions.push(sql`${trucks.weightKg} >= ${filters.weight}`);
  if (filters.width) conditions.push(sql`${trucks.lengthM} >= ${filters.width}`);
  if (filters.volume) conditions.push(sql`${trucks.volumeM3} >= ${filters.volume}`);
  if (filters.dangerous) conditions.push(eq(trucks.canTakeDangerousGoods, true));
  return conditions;
}

/** What the in-memory vehicle search's columns read of a posted truck (truck-columns.ts). */
export type TTruckEntryRow = TTruckRow;

/** A posted truck as the in-memory vehicle search keeps it: its row, and its author's e-mail (a contact's fallback). */
export type TPostedTruck = { truck: TTruckRow; creatorEmail: string | null };

/** Visible, not ended trucks: these `ids`, or a batch in id order after `afterId` (the index's load). */
export function findPostedTruckEntries(
  db: TDb,
  params: { ids: readonly string[] } | { afterId: string | null; limit: number },
): Promise<TPostedTruck[]> {
  const posted = and(eq(trucks.isVisible, true), isNull(trucks.expiredAt));
  const rows = db
    .select({ truck: trucks, creatorEmail: users.email })
    .from(trucks)
    .leftJoin(users, eq(users.id, trucks.createdByUserId));
  if ('ids' in params) {
    if (params.ids.length === 0) return Promise.resolve([]);
    return rows.where(and(posted, inArray(trucks.id, [...params.ids])));
  }
  return rows
    .where(and(posted, params.afterId ? sql`${trucks.id} > ${params.afterId}` : undefined))
    .orderBy(asc(trucks.id))
    .limit(params.limit);
}

/** What a truck's card says of its company: name, rating, and whom to call. */
export type TCompanyCard = {
  id: string;
  name: string;
  rating: string | null;
  phone: string | null;
  email: string | null;
};

export function findCompanyCards(db: TDb, ids: readonly string[]): Promise<TCompanyCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: companies.id,
      name: companies.legalName,
      rating: companies.ratingAverage,
      phone: withCompany.companyPhone,
      email: companies.billingEmail,
    })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

/** One page of the posted trucks matching `conditions`, by availability date, and how many there are. */
export async function findPostedTrucksPage(
  db: TDb,
  params: { conditions: SQL[]; limit: number; offset: number },
): Promise<{ rows: TTruckWithCompany[]; count: number }> {
  const where = and(...params.conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCompany)
      .from(trucks)
      .innerJoin(companies, eq(companies.id, trucks.companyId))
      .leftJoin(users, eq(users.id, trucks.createdByUserId))
      .where(where)
      .orderBy(asc(trucks.availableFrom), asc(trucks.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(trucks).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Posted trucks matching `conditions`, nearest departure to a point first (the matching's order). */
export async function findPostedTrucksNear(
  db: TDb | TTx,
  params: { conditions: SQL[]; lat: number; lng: number; limit: number },
): Promise<(TTruckWithCompany & { emptyKm: number })[]> {
  const distance = startDistanceKm(params.lat, params.lng);
  return db
    .select({ ...withCompany, emptyKm: distance })
    .from(trucks)
    .innerJoin(companies, eq(companies.id, trucks.companyId))
    .leftJoin(users, eq(users.id, trucks.createdByUserId))
    .where(and(...params.conditions))
    .orderBy(asc(distance), asc(trucks.availableFrom), asc(trucks.id))
    .limit(params.limit);
}

/** Postings whose availability is over on `today`, not yet ended: ended now (hidden, marked). */
export async function endPostingsOver(tx: TTx, today: string, now: Date): Promise<TTruckRow[]> {
  return tx
    .update(trucks)
    .set({ isVisible: false, expiredAt: now, updatedAt: now })
    .where(and(eq(trucks.isVisible, true), isNull(trucks.expiredAt), sql`${trucks.availableUntil} < ${today}`))
    .returning();
}

/**
 * Visible trucks posted a day or more, not asked in the last day: asked now (`availability_asked_at`
 * set in the same statement, so that two instances never ask twice).
 */
export async function claimTrucksToAsk(tx: TTx, now: Date, dayAgo: Date, limit: number): Promise<TTruckRow[]> {
  const due = tx
    .select({ id: trucks.id })
    .from(trucks)
    .where(
      and(
        eq(trucks.isVisible, true),
        isNull(trucks.expiredAt),
        sql`${trucks.visibleSince} <= ${dayAgo}`,
        or(isNull(trucks.availabilityAskedAt), sql`${trucks.availabilityAskedAt} <= ${dayAgo}`),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(trucks).set({ availabilityAskedAt: now }).where(inArray(trucks.id, due)).returning();
}

/**
 * The posted trucks with alerts on that a new load fits (the matching's rules); `audience`: a
 * private offer's carrier companies (null: a public offer, every company's trucks).
 */
export async function findAlertTrucks(
  tx: TTx,
  params: {
    load: Parameters<typeof trucksFitting>[0];
    family: string;
    radiusKm: number;
    today: string;
    audience: readonly string[] | null;
  },
): Promise<TTruckRow[]> {
  if (params.audience && params.audience.length === 0) return [];
  return tx
    .select({ truck: trucks })
    .from(trucks)
    .innerJoin(companies, eq(companies.id, trucks.companyId))
    .where(
      and(
        eq(trucks.alerts, true),
        eq(companies.documentsActive, true),
        ...trucksFitting(params.load, params),
        params.audience ? inArray(trucks.companyId, [...params.audience]) : undefined,
      ),
    )
    .then((rows) => rows.map((row) => row.truck));
}

/**
 * Counts a match for each of these trucks' alerts, in one statement: the ids answered are told now
 * (none told since `throttleSince`), the others counted for the grouped notification.
 */
export function recordTruckAlerts(
  tx: TTx,
  ids: readonly string[],
  now: Date,
  throttleSince: Date,
): Promise<Set<string>> {
  return recordThrottledAlerts(tx, 'trucks', ids, now, throttleSince);
}

/** Trucks with matches not told, their 10 minutes over: claimed (the count reset) for one grouped notification. */
export async function claimPendingTruckAlerts(tx: TTx, now: Date, throttleSince: Date): Promise<TTruckRow[]> {
  const due = tx
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(sql`${trucks.alertPending} > 0`, sql`${trucks.alertedAt} <= ${throttleSince}`))
    .for('update', { skipLocked: true });
  const before = await tx.select().from(trucks).where(inArray(trucks.id, due));
  if (before.length === 0) return [];
  await tx
    .update(trucks)
    .set({ alertPending: 0, alertedAt: now })
    .where(
      inArray(
        trucks.id,
        before.map((row) => row.id),
      ),
    );
  return before;
}

// ---------------------------------------------------------------------------------------------
// Matching (issue 28): loads for a truck, trucks for a load

/** Every value of a family: the top-level type and its subtypes (`van`, `van_12m3`, …). */
function familyValues(family: string): string[] {
  return [family, ...expandTruckType(family).split(',')].filter((value, index, all) => all.indexOf(value) === index);
}

export type TMatchedOffer = {
  offer: TOfferRow;
  emptyKm: number;
  destinationKm: number;
};

/**
 * The open offers a truck can take (issue 28), fewest empty kilometres first: loading within
 * `radiusKm` of its departure, on a day of its availability, a type of its family, within its
 * weight (and length and volume when both sides give them), dangerous goods only if it takes them,
 * goods of its kinds; and only offers the carrier may see (`visible`: the private exchange's rule).
 */
export async function findLoadsForTruck(
  db: TDb,
  params: { truck: TTruckRow; radiusKm: number; now: Date; today: string; visible: SQL; limit: number },
): Promise<TMatchedOffer[]> {
  const { truck } = params;
  const dLat = params.radiusKm / 111.2;
  const dLng = params.radiusKm / (111.2 * Math.max(Math.cos((truck.startLat * Math.PI) / 180), 0.01));
  const emptyKm = distanceKmSql(
    { lat: sql`${offers.depLat}`, lng: sql`${offers.depLng}` },
    { lat: truck.startLat, lng: truck.startLng },
  ) as SQL<number>;
  const destinationKm = distanceKmSql(
    { lat: sql`${offers.destLat}`, lng: sql`${offers.destLng}` },
    { lat: truck.endLat, lng: truck.endLng },
  ) as SQL<number>;
  const conditions: SQL[] = [
    sql`${offers.status} = 'in_exchange'`,
    sql`${offers.expiresAt} > ${params.now}`,
    params.visible,
    sql`${offers.depLat} BETWEEN ${truck.startLat - dLat} AND ${truck.startLat + dLat}`,
    sql`${offers.depLng} BETWEEN ${truck.startLng - dLng} AND ${truck.startLng + dLng}`,
    sql`${emptyKm} <= ${params.radiusKm}`,
    sql`${offers.depDate} >= ${truck.availableFrom > params.today ? truck.availableFrom : params.today}`,
    inArray(offers.truckType, familyValues(truck.family)),
    sql`${offers.weightKg} <= ${truck.weightKg}`,
  ];
  if (truck.availableUntil) conditions.push(sql`${offers.depDate} <= ${truck.availableUntil}`);
  if (truck.lengthM !== null) conditions.push(sql`coalesce(${offers.lengthM}, ${offers.mpl}) <= ${truck.lengthM}`);
  if (truck.volumeM3 !== null)
    conditions.push(
      sql`(${offers.lengthM} IS NULL OR ${offers.widthM} IS NULL OR ${offers.lengthM} * ${offers.widthM} * ${offers.heightM} <= ${truck.volumeM3})`,
    );
  if (!truck.canTakeDangerousGoods) conditions.push(eq(offers.dangerous, false));
  if (truck.goods.length > 0) conditions.push(inArray(offers.goodsType, truck.goods));
  return db
    .select({ offer: offers, emptyKm, destinationKm })
    .from(offers)
    .where(and(...conditions))
    .orderBy(asc(emptyKm), asc(offers.depDate), asc(offers.id))
    .limit(params.limit);
}

/** The conditions on posted trucks that fit a load: the same rules as `findLoadsForTruck`, seen from the load. */
export function trucksFitting(
  load: Pick<
    TOfferRow,
    | 'depLat'
    | 'depLng'
    | 'depDate'
    | 'truckType'
    | 'weightKg'
    | 'lengthM'
    | 'mpl'
    | 'widthM'
    | 'heightM'
    | 'dangerous'
    | 'goodsType'
  >,
  params: { family: string; radiusKm: number; today: string },
): SQL[] {
  const conditions: SQL[] = [
    truckPosted(params.today),
    eq(trucks.family, params.family),
    sql`${trucks.availableFrom} <= ${load.depDate}`,
    sql`(${trucks.availableUntil} IS NULL OR ${trucks.availableUntil} >= ${load.depDate})`,
    sql`${trucks.weightKg} >= ${load.weightKg}`,
    sql`(${trucks.lengthM} IS NULL OR ${trucks.lengthM} >= ${load.lengthM ?? load.mpl})`,
    sql`(cardinality(${trucks.goods}) = 0 OR ${load.goodsType} = ANY(${trucks.goods}))`,
    startWithin(load.depLat, load.depLng, params.radiusKm),
  ];
  if (load.lengthM !== null && load.widthM !== null)
    conditions.push(
      sql`(${trucks.volumeM3} IS NULL OR ${trucks.volumeM3} >= ${load.lengthM * load.widthM * load.heightM})`,
    );
  if (load.dangerous) conditions.push(eq(trucks.canTakeDangerousGoods, true));
  return conditions;
}
