import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TLanguage } from '@tariq/contracts';
import { selectRows } from '../../db/client';
import type { TDb } from '../../db/client';
import { countries, places } from '../../db/schema';

export type TCountryRecord = { alpha2: string; nomFrFr: string; names: Record<TLanguage, string> };
export type TPlaceRecord = typeof places.$inferSelect;

export function findActiveCountries(db: TDb): Promise<TCountryRecord[]> {
  return db
    .select({ alpha2: countries.alpha2, nomFrFr: countries.nomFrFr, names: countries.names })
    .from(countries)
    .where(eq(countries.active, true));
}

export async function findActiveCountry(db: TDb, alpha2: string): Promise<TCountryRecord | undefined> {
  const [row] = await db
    .select({ alpha2: countries.alpha2, nomFrFr: countries.nomFrFr, names: countries.names })
    .from(countries)
    .where(and(eq(countries.alpha2, alpha2), eq(countries.active, true)));
  return row;
}

/** Wilayas by official number, other countries' states by name. */
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

export type TPlaceHit = TPlaceRecord & { stateNameAr: string | null };

const ARABIC = /\p{Script=Arabic}/u;
const ARABIC_VARIANTS = 'أإآٱةى';
const ARABIC_BASES = 'ااااهي';

/**
 * States and cities of one country whose name matches `query`: accent- and case-insensitive, by
 * prefix of the name or of one of its words, or by trigram similarity (typos: "bejaya" → Béjaïa).
 * Prefix matches first, then the closest, states before cities. An Arabic query matches Arabic
 * names by prefix.
 */
export async function searchPlaces(
  db: TDb,
  params: { country: string; query: string; limit: number; kind?: 'state' | 'city' },
): Promise<TPlaceHit[]> {
  const kindFilter = params.kind ? sql`AND p.kind = ${params.kind}` : sql``;
  let match: SQL;
  let order: SQL;
  if (ARABIC.test(params.query)) {
    // Hamza and ta marbuta forms vary in how people type a name: compare without them.
    const pattern = `${params.query.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    match = sql`translate(p.name_ar, ${ARABIC_VARIANTS}, ${ARABIC_BASES}) LIKE translate(${pattern}, ${ARABIC_VARIANTS}, ${ARABIC_BASES})`;
    order = sql`length(p.name_ar), p.name_ar`;
  } else {
    match = sql`(q.t <> '' AND (p.search LIKE q.t || '%' OR p.search LIKE '% ' || q.t || '%' OR q.t % p.search OR q.t <% p.search))`;
    order = sql`(p.search LIKE q.t || '%') DESC, (p.search LIKE '% ' || q.t || '%') DESC,
      word_similarity(q.t, p.search) DESC, similarity(q.t, p.search) DESC`;
  }
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`
    WITH q AS (SELECT tariq_fold(${params.query}) AS t)
    SELECT p.id, p.kind, p.country, p.state_code, p.state_name, p.code, p.name, p.name_ar, p.lat, p.lng,
      s.name_ar AS state_name_ar
    FROM places p CROSS JOIN q
    LEFT JOIN places s ON s.id = p.country || ':' || p.state_code
    WHERE p.country = ${params.country} ${kindFilter} AND ${match}
    ORDER BY ${order}, (p.kind = 'state') DESC, length(p.name), p.name, p.id
    LIMIT ${params.limit}`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    kind: row.kind as 'state' | 'city',
    country: row.country as string,
    stateCode: row.state_code as string,
    stateName: row.state_name as string,
    code: row.code as string,
    name: row.name as string,
    nameAr: row.name_ar as string | null,
    search: '',
    lat: Number(row.lat),
    lng: Number(row.lng),
    stateNameAr: row.state_name_ar as string | null,
  }));
}

/** Great-circle distance in kilometres between two points (`tariq_distance_km`, migration 0001). */
export function distanceKmSql(
  from: { lat: SQL | number; lng: SQL | number },
  to: { lat: SQL | number; lng: SQL | number },
): SQL {
  return sql`tariq_distance_km(${from.lat}, ${from.lng}, ${to.lat}, ${to.lng})`;
}

const KM_PER_DEGREE_OF_LATITUDE = 111.19;

/**
 * Rows of `places` within `radiusKm` of a point, nearest first. A latitude/longitude box narrows the
 * search through the (lat, lng) index; the exact distance then keeps the circle.
 */
export async function findPlacesWithin(
  db: TDb,
  params: { lat: number; lng: number; radiusKm: number; country?: string; kind?: 'state' | 'city' },
): Promise<(TPlaceRecord & { distanceKm: number })[]> {
  const latMargin = params.radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  // Near the poles the box would span every longitude; no active country is there, but stay correct.
  const cosLat = Math.cos((Math.min(89, Math.abs(params.lat) + latMargin) * Math.PI) / 180);
  const lngMargin = Math.min(180, params.radiusKm / (KM_PER_DEGREE_OF_LATITUDE * cosLat));
  const distance = distanceKmSql(
    { lat: params.lat, lng: params.lng },
    { lat: sql`${places.lat}`, lng: sql`${places.lng}` },
  );
  const rows = await db
    .select({ place: places, distanceKm: sql<number>`${distance}`.mapWith(Number) })
    .from(places)
    .where(
      and(
        between(places.lat, params.lat - latMargin, params.lat + latMargin),
        between(places.lng, params.lng - lngMargin, params.lng + lngMargin),
        sql`${distance} <= ${params.radiusKm}`,
        params.country ? eq(places.country, params.country) : undefined,
        params.kind ? eq(places.kind, params.kind) : undefined,
      ),
    )
    .orderBy(sql`${distance}`, asc(places.id));
  return rows.map((row) => ({ ...row.place, distanceKm: row.distanceKm }));
}

export async function distanceBetweenPlaces(db: TDb, fromId: string, toId: string): Promise<number | null> {
  const rows = await selectRows<{ km: number | string | null }>(
    db,
    sql`
    SELECT ${distanceKmSql({ lat: sql`a.lat`, lng: sql`a.lng` }, { lat: sql`b.lat`, lng: sql`b.lng` })} AS km
    FROM places a, places b WHERE a.id = ${fromId} AND b.id = ${toId}`,
  );
  const km = rows[0]?.km;
  return km === undefined || km === null ? null : Number(km);
}
