import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TLanguage } from '@tariq/contracts';
import { selectRows } from '../../db/client';
import type { TDb, TTx } from '../../db/client';
import { countries, dataVersions, places } from '../../db/schema';
import type { TBox, TPlaceTableRow } from './place-table';
import type { TCountryRow, TPlaceRow } from './sources/world';

export type TCountryRecord = { alpha2: string; nomFrFr: string; names: Record<TLanguage, string> };
export type TPlaceRecord = typeof places.$inferSelect;

export function findActiveCountries(db: TDb): Promise<TCountryRecord[]> {
  return db
    .select({ alpha2: countries.alpha2, nomFrFr: countries.nomFrFr, names: countries.names })
    .from(countries)
    .where(eq(countries.active, true));
}

export function findStates(db: TDb, alpha2: string): Promise<TPlaceRecord[]> {
  return db
    .select()
    .from(places)
    .where(and(eq(places.country, alpha2), eq(places.kind, 'state')))
    .orderBy(alpha2 === 'DZ' ? asc(places.code) : asc(places.name));
}

export async function findState(db: TDb, alpha2: string, stateCode: string): Promise<TPlaceRecord | undefined> {
  const [row] = await db
    .select()
    .from(places)
    .where(and(eq(places.country, alpha2), eq(places.kind, 'state'), eq(places.stateCode, stateCode)));
  return row;
}

export function findCities(db: TDb, alpha2: string, stateCode: string): Promise<TPlaceRecord[]> {
  return db
    .select()
    .from(places)
    .where(and(eq(places.country, alpha2), eq(places.kind, 'city'), eq(places.stateCode, stateCode)))
    .orderBy(asc(places.name));
}

export async function findPlace(db: TDb, placeId: string): Promise<TPlaceRecord | undefined> {
  const [row] = await db.select().from(places).where(eq(places.id, placeId));
  return row;
}

/** True for a transaction's handle: what it reads must come from that transaction. */
export function isTransaction(db: TDb | TTx): boolean {
  return db instanceof PgTransaction;
}

/** The places of one country, with what a snapshot and a radius search need: what the in-memory table holds. */
export function findPlaceTableRows(db: TDb, country: string): Promise<TPlaceTableRow[]> {
  return db
    .select({
      id: places.id,
      kind: places.kind,
      country: places.country,
      stateCode: places.stateCode,
      stateName: places.stateName,
      code: places.code,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
    })
    .from(places)
    .where(eq(places.country, country));
}

/** The box of every state's places, by country: which countries a radius search must look at. */
export async function findStateBoxes(db: TDb): Promise<(TBox & { country: string })[]> {
  const rows = await selectRows<{
    country: string;
    lat_low: number;
    lat_high: number;
    lng_low: number;
    lng_high: number;
  }>(
    db,
    sql`SELECT country, min(lat) AS lat_low, max(lat) AS lat_high, min(lng) AS lng_low, max(lng) AS lng_high
    FROM places GROUP BY country, state_code`,
  );
  return rows.map((row) => ({
    country: row.country,
    latLow: Number(row.lat_low),
    latHigh: Number(row.lat_high),
    lngLow: Number(row.lng_low),
    lngHigh: Number(row.lng_high),
  }));
}

export type TPlaceHit = TPlaceRecord & { stateNameAr: string | null };

const HIT_COLUMNS = sql`p.id, p.kind, p.country, p.state_code, p.state_name, p.code, p.name, p.name_ar, p.search,
  p.lat, p.lng, s.name_ar AS state_name_ar`;

function toHit(row: Record<string, unknown>): TPlaceHit {
  return {
    id: row.id as string,
    kind: row.kind as 'state' | 'city',
    country: row.country as string,
    stateCode: row.state_code as string,
    stateName: row.state_name as string,
    code: row.code as string,
    name: row.name as string,
    nameAr: row.name_ar as string | null,
    search: row.search as string,
    lat: Number(row.lat),
    lng: Number(row.lng),
    stateNameAr: row.state_name_ar as string | null,
  };
}

/** Every state and city of one country, with its state's Arabic name: what the in-memory search holds. */
export async function findCountryPlaceHits(db: TDb, country: string): Promise<TPlaceHit[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`SELECT ${HIT_COLUMNS} FROM places p LEFT JOIN places s ON s.id = p.country || ':' || p.state_code
    WHERE p.country = ${country}`,
  );
  return rows.map(toHit);
}

/** One state or city by its id, as the search answers it; undefined when there is none. */
export async function findPlaceHit(db: TDb, placeId: string): Promise<TPlaceHit | undefined> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`SELECT ${HIT_COLUMNS} FROM places p LEFT JOIN places s ON s.id = p.country || ':' || p.state_code
    WHERE p.id = ${placeId}`,
  );
  return rows.map(toHit)[0];
}

/**
 * States and cities of one country whose Arabic name starts with `query`. Hamza and ta marbuta
 * forms vary in how people type a name: compared without them. (Latin queries are answered by the
 * in-memory index, place-index.ts.)
 */
/** Great-circle distance in kilometres between two points (`tariq_distance_km`, migration 0001). */
export function distanceKmSql(
  from: { lat: SQL | number; lng: SQL | number },
  to: { lat: SQL | number; lng: SQL | number },
): SQL {
  return sql`tariq_distance_km(${from.lat}, ${from.lng}, ${to.lat}, ${to.lng})`;
}

const KM_PER_DEGREE_OF_LATITUDE = 111.19;

/**
 * Points of two columns within `radiusKm` of a center: a latitude/longitude box first, which a
 * B-tree on (lat, lng) serves, then the exact great-circle distance keeps the circle.
 */
function withinRadiusSql(
  point: { lat: PgColumn; lng: PgColumn },
  center: { lat: number; lng: number },
  radiusKm: number,
): SQL {
  const latMargin = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  // Near the poles the box would span every longitude; no active country is there, but stay correct.
  const cosLat = Math.cos((Math.min(89, Math.abs(center.lat) + latMargin) * Math.PI) / 180);
  const lngMargin = Math.min(180, radiusKm / (KM_PER_DEGREE_OF_LATITUDE * cosLat));
  const distance = distanceKmSql(center, { lat: sql`${point.lat}`, lng: sql`${point.lng}` });
  return and(
    between(point.lat, center.lat - latMargin, center.lat + latMargin),
    between(point.lng, center.lng - lngMargin, center.lng + lngMargin),
    sql`${distance} <= ${radiusKm}`,
  )!;
}

/** Rows of `places` within `radiusKm` of a point, nearest first. */
export async function findPlacesWithin(
  db: TDb,
  params: { lat: number; lng: number; radiusKm: number; country?: string; kind?: 'state' | 'city' },
): Promise<(TPlaceRecord & { distanceKm: number })[]> {
  const distance = distanceKmSql(
    { lat: params.lat, lng: params.lng },
    { lat: sql`${places.lat}`, lng: sql`${places.lng}` },
  );
  const rows = await db
    .select({ place: places, distanceKm: sql<number>`${distance}`.mapWith(Number) })
    .from(places)
    .where(
      and(
        withinRadiusSql({ lat: places.lat, lng: places.lng }, params, params.radiusKm),
        params.country ? eq(places.country, params.country) : undefined,
        params.kind ? eq(places.kind, params.kind) : undefined,
      ),
    )
    .orderBy(sql`${distance}`, asc(places.id));
  return rows.map((row) => ({ ...row.place, distanceKm: row.distanceKm }));
}

/** Great-circle km between two places; null when unknown (no coordinates, or the same ones for two places). */
export async function distanceBetweenPlaces(db: TDb, fromId: string, toId: string): Promise<number | null> {
  const rows = await selectRows<{ km: number | string | null }>(
    db,
    sql`
    SELECT CASE
      -- Two places that share their coordinates (communes placed at their wilaya's centre, lacking
      -- their own): their distance is unknown, not 0.
      WHEN a.id <> b.id AND a.lat = b.lat AND a.lng = b.lng THEN NULL
      ELSE ${distanceKmSql({ lat: sql`a.lat`, lng: sql`a.lng` }, { lat: sql`b.lat`, lng: sql`b.lng` })}
    END AS km
    FROM places a, places b WHERE a.id = ${fromId} AND b.id = ${toId}`,
  );
  const km = rows[0]?.km;
  return km === undefined || km === null ? null : Number(km);
}

// The load of places (places.loader.ts), done once per data version.

const LOAD_CHUNK = 4000;

export async function analyzePlaces(tx: TTx): Promise<void> {
  await tx.execute(sql`ANALYZE places`);
}

/** Serialises loads: several instances may start at once. */
export async function lockPlacesLoad(tx: TTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261002)`);
}

export async function findDataVersion(tx: TTx, key: string): Promise<string | null> {
  const [row] = await tx.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.key, key));
  return row?.version ?? null;
}

export async function setDataVersion(tx: TTx, key: string, version: string): Promise<void> {
  await tx
    .insert(dataVersions)
    .values({ key, version })
    .onConflictDoUpdate({ target: dataVersions.key, set: { version, loadedAt: sql`now()` } });
}

/** The version of the places the database holds, read outside a load. */
export async function findPlacesVersion(db: TDb): Promise<string | null> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.key, 'places'));
  return row?.version ?? null;
}

export function findCountryActivity(tx: TTx): Promise<{ alpha2: string; active: boolean }[]> {
  return tx.select({ alpha2: countries.alpha2, active: countries.active }).from(countries);
}

/** Names and coordinates are updated; an admin's choice of active countries is kept. */
export async function upsertCountries(tx: TTx, rows: readonly TCountryRow[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO countries (alpha2, nom_fr_fr, names, active, lat, lng)
    SELECT r.alpha2, r."nomFrFr", r.names, r.active, r.lat, r.lng
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(
      alpha2 text, "nomFrFr" text, names jsonb, active boolean, lat double precision, lng double precision)
    ON CONFLICT (alpha2) DO UPDATE SET
      nom_fr_fr = excluded.nom_fr_fr, names = excluded.names, lat = excluded.lat, lng = excluded.lng`);
}

export async function upsertPlaces(tx: TTx, rows: readonly TPlaceRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += LOAD_CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + LOAD_CHUNK));
    // One statement per chunk: the rows travel as one JSON parameter, folded by the search's own function.
    await tx.execute(sql`
      INSERT INTO places (id, kind, country, state_code, state_name, code, name, name_ar, search, lat, lng)
      SELECT r.id, r.kind, r.country, r."stateCode", r."stateName", r.code, r.name, r."nameAr", tariq_fold(r.name), r.lat, r.lng
      FROM json_to_recordset(${chunk}::json) AS r(
        id text, kind text, country text, "stateCode" text, "stateName" text, code text, name text, "nameAr" text,
        lat double precision, lng double precision)
      ON CONFLICT (id) DO UPDATE SET
        kind = excluded.kind, country = excluded.country, state_code = excluded.state_code,
        state_name = excluded.state_name, code = excluded.code, name = excluded.name, name_ar = excluded.name_ar,
        search = excluded.search, lat = excluded.lat, lng = excluded.lng`);
  }
}
