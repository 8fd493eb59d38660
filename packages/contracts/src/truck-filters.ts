import { OPTION_LISTS } from './catalogues/options';
import { expandTruckType, findTruckType } from './catalogues/vehicles';
import {
  REFUSED,
  readBoolean,
  readChoice,
  readCountry,
  readDate,
  readNumber,
  readPaging,
  readQuery,
  readText,
} from './query-readers';
import type { TFilterProblem, TQueryRead } from './query-readers';

// The trucks' limits and a reader of the vehicle search's filters that need no zod: the search page
// shows before zod and the schemas load. trucks.ts holds the schemas, built from these limits, and
// re-exports them.

/** Trucks' limits (spec 000 §5, §9): weight in kg, length in m, volume in m³. */
export const TRUCK_LIMITS = {
  nameMax: 50,
  commentMax: 255,
  weightKgMax: 80_000,
  /** The add form's field, in tonnes (weightKgMax / 1000). */
  weightTonnesMax: 80,
  lengthMMax: 22,
  volumeM3Max: 650,
  contactNameMax: 100,
  emailMax: 254,
  /** Free text the spec's payload carries beside a place id (the server reads the place's own). */
  placeTextMax: 120,
  pageSizeDefault: 20,
  /** The vehicle search counts this many trucks at most, then says 'Plus de 1 000 camions' (as the freight search). */
  countMax: 1000,
  pageSizeMax: 50,
  radiusMaxKm: 500,
  /** Trucks one company may have: a fleet, not a data dump. */
  perCompanyMax: 500,
  /** A truck's picture as uploaded, before the server makes it small. */
  pictureBytesMax: 8 * 1024 * 1024,
  /** The longest side of a stored picture. */
  pictureSidePx: 960,
} as const;

/** The last page the vehicle search gives. */
export const TRUCK_PAGE_MAX = 500;

/** The vehicle search's two views (spec 000 §3): the page's `view` parameter, LIST when absent. */
export const TRUCK_VIEW_MODES = ['LIST', 'MAP'] as const;
export type TTruckViewMode = (typeof TRUCK_VIEW_MODES)[number];

/** The truck type filter: one value, or several comma-separated, each of the catalogue (a parent one too). */
const truckTypes: TQueryRead = (raw) => {
  if (raw === '' || raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 400) return REFUSED;
  return raw.split(',').every((part) => findTruckType(part.trim()) !== undefined) ? raw : REFUSED;
};

/**
 * Each filter's reader, in the contract's order: what trucks.ts's ZTruckSearchQuery accepts for
 * that filter, and the value it makes of it (truck-filters.test.ts holds them to it, value by value).
 */
const READERS = {
  type: truckTypes,
  goodType: readChoice(OPTION_LISTS.goodsType),
  availableFrom: readDate,
  availableUntil: readDate,
  startCountry: readCountry,
  startState: readText(16),
  startCity: readText(64),
  start_place_id: readText(64),
  startRadius: readNumber({ min: 1, max: TRUCK_LIMITS.radiusMaxKm, int: true }),
  endCountry: readCountry,
  endState: readText(16),
  endCity: readText(64),
  end_place_id: readText(64),
  weight: readNumber({ min: 0, max: TRUCK_LIMITS.weightKgMax }),
  width: readNumber({ min: 0, max: TRUCK_LIMITS.lengthMMax }),
  volume: readNumber({ min: 0, max: TRUCK_LIMITS.volumeM3Max }),
  dangerous: readBoolean,
};

/** A filter's name (ZTruckSearchQuery has the same names, the same order, then `page` and `limit`). */
export type TTruckFilterName = keyof typeof READERS;

/** The names of the filters, in the contract's order (the order of a search's query string). */
export const TRUCK_FILTER_NAMES = Object.keys(READERS) as TTruckFilterName[];

/**
 * One filter's value as the contract reads it, or `undefined` when absent, empty or not readable.
 * The filters as a whole (a radius without its place, dates in the wrong order) are still the
 * schema's to check.
 */
export function readTruckFilter(name: TTruckFilterName, raw: unknown): unknown {
  const value = READERS[name](raw);
  return value === REFUSED ? undefined : value;
}

/**
 * The `type` parameter of `GET /api/trucks`: a parent type stands for its subtypes, sent as their
 * values comma-separated (spec 000 §7); several values are expanded each, without repeats.
 */
export function truckTypeQuery(type: string): string {
  const values = type
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => expandTruckType(part).split(','));
  return [...new Set(values)].join(',');
}

/** The rules between the vehicle search's filters (trucks.ts's schema adds each problem as an issue). */
export function truckFilterProblems(filters: {
  startRadius?: number;
  start_place_id?: string;
  availableFrom?: string;
  availableUntil?: string;
}): TFilterProblem<'startPlaceRequired' | 'truckEndBeforeStart'>[] {
  const problems: TFilterProblem<'startPlaceRequired' | 'truckEndBeforeStart'>[] = [];
  if (filters.startRadius && !filters.start_place_id)
    problems.push({ path: 'start_place_id', message: 'startPlaceRequired' });
  if (filters.availableFrom && filters.availableUntil && filters.availableUntil < filters.availableFrom)
    problems.push({ path: 'availableUntil', message: 'truckEndBeforeStart' });
  return problems;
}

const SEARCH_READERS = {
  ...READERS,
  // Their default is for an absent value only: an empty one is refused (trucks.ts).
  page: readPaging(1, TRUCK_PAGE_MAX, { emptyIsAbsent: false }),
  limit: readPaging(TRUCK_LIMITS.pageSizeDefault, TRUCK_LIMITS.pageSizeMax, { emptyIsAbsent: false }),
};

/**
 * `GET /api/trucks`'s query as trucks.ts's ZTruckSearchQuery makes it, without zod (the server reads
 * every search with it first: decision 0004), or null for the schema to say what it refuses.
 * truck-filters.test.ts holds the two to the same values.
 */
export function readTruckSearchQuery(raw: unknown): Record<string, unknown> | null {
  return readQuery(SEARCH_READERS, raw, truckFilterProblems);
}
