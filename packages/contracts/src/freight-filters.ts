import { FILTER_PRESETS, OPTION_LISTS } from './catalogues/options';
import { findTruckType } from './catalogues/vehicles';
import { PAGE_MAX, SEARCH_QUERY_MAX } from './paging';
import {
  REFUSED,
  isRealDate,
  readBoolean as boolean,
  readChoice as choice,
  readCountry as country,
  readDate as date,
  readGuid as guid,
  readNumber as number,
  readOptionalText,
  readPaging,
  readQuery,
  readText as text,
} from './query-readers';
import type { TFilterProblem, TQueryRead } from './query-readers';

export { isRealDate };

// The freight search's constants and a reader of its filters that need no zod: the search page
// shows before zod and the schemas load (they come with the first form check). freights.ts holds
// the schemas, built from these limits, and re-exports all of this.

/** The carrier's freight search (spec 000 §2, spec 001 §2, §3, §9). */
export const FREIGHT_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Above this many results the count is not computed: the screen says "more than". */
  countMax: 1000,
  radiusMaxKm: 500,
  /** Saved searches per user (spec 001 §9). */
  savedSearchesMax: 10,
  savedSearchNameMax: 60,
  /** Dimension filters are in centimetres, weights in kilograms, as the presets (spec 001 §3). */
  dimensionMaxCm: 5000,
  weightMaxKg: 100_000,
  publishedSinceMaxHours: 24 * 30,
} as const;

/** Sort orders of the list: loading date (soonest first) by default. */
export const FREIGHT_ORDERS = ['date', 'newest', 'price_asc', 'price_desc', 'distance', 'weight'] as const;
export type TFreightOrder = (typeof FREIGHT_ORDERS)[number];

/** The public topic of the real-time hub where offers of the exchange are told of (the `mercure_token` grants it). */
export const FREIGHTS_TOPIC = 'freights';

/** Which exchange a freight search reads: the public one, or the caller's private one (issue 27). */
export const FREIGHT_EXCHANGES = ['public', 'private'] as const;
export type TFreightExchange = (typeof FREIGHT_EXCHANGES)[number];

/** The real-time topic of a carrier company's private exchange (its offers' events); the hub token grants it. */
export function privateFreightsTopic(companyId: string): string {
  return `freights/private/${companyId}`;
}

/** What the live `freights` topic says of an offer: its uid and what happened. */
export const FREIGHT_EVENTS = ['published', 'changed', 'taken', 'withdrawn'] as const;
export type TFreightEvent = { uid: string; event: (typeof FREIGHT_EVENTS)[number] };

const truckType: TQueryRead = (raw) => {
  if (raw === '' || raw === null || raw === undefined) return undefined;
  return typeof raw === 'string' && findTruckType(raw) !== undefined ? raw : REFUSED;
};

/**
 * Each filter's reader, in the contract's order: what freights.ts's schema of that filter accepts,
 * and the value it makes of it (freight-filters.test.ts holds them to it, value by value).
 */
const READERS = {
  startCountry: country,
  startState: text(16),
  startCity: text(64),
  start_place_id: text(64),
  startRadius: number({ min: 1, max: FREIGHT_LIMITS.radiusMaxKm, int: true }),
  endCountry: country,
  endState: text(16),
  endCity: text(64),
  end_place_id: text(64),
  endRadius: number({ min: 1, max: FREIGHT_LIMITS.radiusMaxKm, int: true }),
  dateFrom: date,
  dateTo: date,
  type: truckType,
  goodType: choice(OPTION_LISTS.goodsType),
  container: boolean,
  bulk: boolean,
  maxWeight: number({ min: 1, max: FREIGHT_LIMITS.weightMaxKg }),
  maxHeight: number({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm }),
  maxWidth: number({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm }),
  maxLength: number({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm }),
  minLength: number({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm }),
  noTailLift: boolean,
  dangerous: boolean,
  refrigerated: boolean,
  ownerId: guid,
  identicalZones: boolean,
  publishedSince: number({ min: 1, max: FREIGHT_LIMITS.publishedSinceMaxHours, int: true }),
  order: choice(FREIGHT_ORDERS),
  q: readOptionalText(SEARCH_QUERY_MAX),
};

/** A filter's name (freights.ts's schema has the same names, the same order). */
export type TFreightFilterName = keyof typeof READERS;

/** The names of the filters, in the contract's order (the order of a search's query string). */
export const FREIGHT_FILTER_NAMES = Object.keys(READERS) as TFreightFilterName[];

/**
 * One filter's value as the contract reads it (trimmed, a number, a boolean, a country in capitals),
 * or `undefined` when absent, empty or not readable. The filters as a whole (a radius without its
 * place, dates in the wrong order) are still the schema's to check.
 */
export function readFreightFilter(name: TFreightFilterName, raw: unknown): unknown {
  const value = READERS[name](raw);
  return value === REFUSED ? undefined : value;
}

/** A filter preset fills the dimension filters (spec 001 §3); the bulk-and-container preset also the goods. */
export function presetFilters(value: (typeof FILTER_PRESETS)[number]['value']): {
  maxLength?: number;
  maxWidth?: number;
  maxHeight?: number;
  maxWeight?: number;
  container?: boolean;
  bulk?: boolean;
} {
  const preset = FILTER_PRESETS.find((entry) => entry.value === value)!;
  const dimension = (cm: number) => (cm > 0 ? cm : undefined);
  return {
    maxLength: dimension(preset.length),
    maxWidth: dimension(preset.width),
    maxHeight: dimension(preset.height),
    maxWeight: preset.weight,
    container: preset.value === 'bulk_container' ? true : undefined,
    bulk: preset.value === 'bulk_container' ? true : undefined,
  };
}

/** The rules between the freight filters (freights.ts's schema adds each problem as an issue). */
export function freightFilterProblems(filters: {
  dateFrom?: string;
  dateTo?: string;
  minLength?: number;
  maxLength?: number;
  startRadius?: number;
  start_place_id?: string;
  endRadius?: number;
  end_place_id?: string;
}): TFilterProblem<'invalid' | 'required'>[] {
  const problems: TFilterProblem<'invalid' | 'required'>[] = [];
  if (filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom)
    problems.push({ path: 'dateTo', message: 'invalid' });
  if (filters.minLength && filters.maxLength && filters.minLength > filters.maxLength)
    problems.push({ path: 'minLength', message: 'invalid' });
  // A radius is around a place.
  if (filters.startRadius && !filters.start_place_id) problems.push({ path: 'start_place_id', message: 'required' });
  if (filters.endRadius && !filters.end_place_id) problems.push({ path: 'end_place_id', message: 'required' });
  return problems;
}

const SEARCH_READERS = {
  ...READERS,
  page: readPaging(1, PAGE_MAX),
  limit: readPaging(FREIGHT_LIMITS.pageSizeDefault, FREIGHT_LIMITS.pageSizeMax),
  exchange: choice(FREIGHT_EXCHANGES),
};

/**
 * `GET /api/freights`'s query as freights.ts's ZFreightSearchQuery makes it, without zod (the
 * server reads every search with it first: decision 0004), or null for the schema to say what it
 * refuses. freight-filters.test.ts holds the two to the same values.
 */
export function readFreightSearchQuery(raw: unknown): Record<string, unknown> | null {
  return readQuery(SEARCH_READERS, raw, freightFilterProblems);
}
