/**
 * The places of one country with their snapshot fields and coordinates, in memory: a freight
 * search with a place filter asked the database for the place, then for the places around it, two
 * round trips per search for data that change only when places are (re)loaded. Here both answer
 * in microseconds, with the database's answers:
 * - `find(id)`: what `findPlace` reads, by binary search over the ids (no map: a few MB less);
 * - `within(center, km)`: what `findPlacesWithin` selects, with the same box and the same
 *   `tariq_distance_km` formula in the same order of operations (the caller orders them).
 *
 * Columns rather than one object per place: the 60,000 places of the active countries take some
 * 8 MB this way, and a country is read on its first use (Algeria: 1,600 rows).
 */

import type { TPlaceRow } from './sources/world';

/** One row of `places` as the table holds it: the source's row without the Arabic name. */
export type TPlaceTableRow = Omit<TPlaceRow, 'nameAr'>;

export type TPlaceTable = {
  /** The place of this id, or undefined when the table has none. */
  find(placeId: string): TPlaceTableRow | undefined;
  /** The places within `radiusKm` of a point, great-circle, with their distance; in no order. */
  within(center: { lat: number; lng: number }, radiusKm: number): { id: string; km: number }[];
  size: number;
};

export type TBox = { latLow: number; latHigh: number; lngLow: number; lngHigh: number };

/** withinRadiusSql's box (places.repository.ts), bound for bound: BETWEEN includes both ends. */
export function radiusBox(center: { lat: number; lng: number }, radiusKm: number): TBox {
  const latMargin = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
  const cosLat = Math.cos((Math.min(89, Math.abs(center.lat) + latMargin) * Math.PI) / 180);
  const lngMargin = Math.min(180, radiusKm / (KM_PER_DEGREE_OF_LATITUDE * cosLat));
  return {
    latLow: center.lat - latMargin,
    latHigh: center.lat + latMargin,
    lngLow: center.lng - lngMargin,
    lngHigh: center.lng + lngMargin,
  };
}

export function boxesMeet(a: TBox, b: TBox): boolean {
  return a.latLow <= b.latHigh && b.latLow <= a.latHigh && a.lngLow <= b.lngHigh && b.lngLow <= a.lngHigh;
}

/** Nearest first, then by id (the database's ORDER BY distance, id; ids are ASCII). */
export function byDistanceThenId(a: { id: string; km: number }, b: { id: string; km: number }): number {
  return a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS_PER_DEGREE = Math.PI / 180;
/** The box of places.repository.ts `withinRadiusSql`: the same figure, or the boxes would differ. */
const KM_PER_DEGREE_OF_LATITUDE = 111.19;

/** `tariq_distance_km` (migration 0001), operation for operation. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RADIANS_PER_DEGREE) / 2) ** 2 +
    Math.cos(lat1 * RADIANS_PER_DEGREE) *
      Math.cos(lat2 * RADIANS_PER_DEGREE) *
      Math.sin(((lng2 - lng1) * RADIANS_PER_DEGREE) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildPlaceTable(rows: readonly TPlaceTableRow[]): TPlaceTable {
  const sorted = [...rows].sort((a, b) => byCodeUnit(a.id, b.id));
  const size = sorted.length;
  const ids = sorted.map((row) => row.id);
  const codes = sorted.map((row) => row.code);
  const names = sorted.map((row) => row.name);
  const isCity = new Uint8Array(size);
  const lats = new Float64Array(size);
  const lngs = new Float64Array(size);
  // Country, state code and state name repeat for every city of a state: held once per state.
  const states: { country: string; stateCode: string; stateName: string }[] = [];
  const stateIndex = new Map<string, number>();
  const stateOf = new Uint32Array(size);
  sorted.forEach((row, position) => {
    isCity[position] = row.kind === 'city' ? 1 : 0;
    lats[position] = row.lat;
    lngs[position] = row.lng;
    const key = `${row.country}\u0000${row.stateCode}\u0000${row.stateName}`;
    let state = stateIndex.get(key);
    if (state === undefined) {
      state = states.length;
      states.push({ country: row.country, stateCode: row.stateCode, stateName: row.stateName });
      stateIndex.set(key, state);
    }
    stateOf[position] = state;
  });
  // Positions by latitude: a radius search reads one band of it.
  const byLat = Uint32Array.from({ length: size }, (_, position) => position).sort((a, b) => lats[a]! - lats[b]!);
  const latsByLat = Float64Array.from(byLat, (position) => lats[position]!);

  /** First index of `latsByLat` whose latitude is at least `lat`. */
  const lowerBound = (lat: number) => {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (latsByLat[middle]! < lat) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    size,
    find(placeId) {
      let low = 0;
      let high = size - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const id = ids[middle]!;
        if (id === placeId) {
          const state = states[stateOf[middle]!]!;
          return {
            id,
            kind: isCity[middle] ? 'city' : 'state',
            country: state.country,
            stateCode: state.stateCode,
            stateName: state.stateName,
            code: codes[middle]!,
            name: names[middle]!,
            lat: lats[middle]!,
            lng: lngs[middle]!,
          };
        }
        if (id < placeId) low = middle + 1;
        else high = middle - 1;
      }
      return undefined;
    },
    within(center, radiusKm) {
      const box = radiusBox(center, radiusKm);
      const found: { id: string; km: number }[] = [];
      for (let index = lowerBound(box.latLow); index < size && latsByLat[index]! <= box.latHigh; index++) {
        const position = byLat[index]!;
        const lng = lngs[position]!;
        if (lng < box.lngLow || lng > box.lngHigh) continue;
        const km = distanceKm(center.lat, center.lng, lats[position]!, lng);
        if (km <= radiusKm) found.push({ id: ids[position]!, km });
      }
      return found;
    },
  };
}
