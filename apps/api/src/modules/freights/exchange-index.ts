import type { TFreightOrder } from '@tariq/contracts';
import type { TFreightCriteria, TStopCriteria } from './freights.repository';

/**
 * The open offers of the public exchange, in memory, for the freight search (decision 0004): what
 * the search filters and sorts on, and the offer's list JSON written once. It answers a search as
 * the SQL of freights.repository.ts does (same filters, same orders, same count up to the cap);
 * a test compares the two on generated searches. No I/O here: exchange-feed.ts fills it.
 *
 * Offers are kept in buckets, one per value of each filter that narrows much (loading or
 * unloading wilaya, city or place, truck type, shipper); each bucket sorts its offers per order
 * the first time a search needs that order, and keeps them sorted. A search walks the smallest
 * bucket it may use in the order asked, tests the other filters, keeps the page and counts up to
 * the cap: it reads about (cap + 1) / selectivity offers, never sorts.
 */
export type TExchangeEntry = {
  id: string;
  uid: string;
  version: number;
  depCountry: string;
  depState: string;
  depCity: string | null;
  depPlace: string;
  destCountry: string;
  destState: string;
  destCity: string | null;
  destPlace: string;
  /** 'YYYY-MM-DD' and 'HH:MM': compared as strings, as PostgreSQL orders them. */
  depDate: string;
  depTime: string;
  truckType: string;
  goodsType: string;
  weightKg: number;
  heightM: number;
  widthM: number | null;
  /** coalesce(length_m, mpl): the loading length the offer needs. */
  neededLengthM: number;
  tailLift: boolean;
  dangerous: boolean;
  refrigerated: boolean;
  shipperCompanyId: string;
  /** Microseconds since the epoch: `published_at` to the precision PostgreSQL keeps. */
  publishedUs: number;
  price: number | null;
  distanceKm: number | null;
  /** The offer as the list shows it, JSON without its closing brace's shipper part (exchange-feed.ts). */
  json: string;
  /** What this entry is reckoned to weigh in memory, for the index's byte bound. */
  bytes: number;
};

type TCompare = (a: TExchangeEntry, b: TExchangeEntry) => number;

const byId = (a: TExchangeEntry, b: TExchangeEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Ascending, nulls last, as `ASC NULLS LAST`. */
const ascNullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** Each order exactly as freights.repository.ts ORDERS writes it in SQL. */
export const ENTRY_ORDERS: Record<TFreightOrder, TCompare> = {
  date: (a, b) => byString(a.depDate, b.depDate) || byString(a.depTime, b.depTime) || byId(a, b),
  newest: (a, b) => b.publishedUs - a.publishedUs || byId(b, a),
  price_asc: (a, b) => ascNullsLast(a.price, b.price) || byId(a, b),
  price_desc: (a, b) =>
    (a.price === b.price ? 0 : a.price === null ? 1 : b.price === null ? -1 : b.price - a.price) || byId(a, b),
  distance: (a, b) => ascNullsLast(a.distanceKm, b.distanceKm) || byId(a, b),
  weight: (a, b) => a.weightKg - b.weightKg || byId(a, b),
};

const ORDER_NAMES = Object.keys(ENTRY_ORDERS) as TFreightOrder[];

type TBucket = { entries: Set<TExchangeEntry>; sorted: Map<TFreightOrder, TExchangeEntry[]> };

/** The buckets an entry belongs to; `*` holds every entry. */
function bucketKeys(entry: TExchangeEntry): string[] {
  return [
    '*',
    `ds|${entry.depCountry}|${entry.depState}`,
    `as|${entry.destCountry}|${entry.destState}`,
    `dp|${entry.depPlace}`,
    `ap|${entry.destPlace}`,
    `t|${entry.truckType}`,
    `o|${entry.shipperCompanyId}`,
    ...(entry.depCity === null ? [] : [`dc|${entry.depCountry}|${entry.depCity}`]),
    ...(entry.destCity === null ? [] : [`ac|${entry.destCountry}|${entry.destCity}`]),
  ];
}

/** First position in a sorted array whose entry does not sort before `probe`. */
function lowerBound(array: readonly TExchangeEntry[], probe: (entry: TExchangeEntry) => boolean): number {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (probe(array[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

type TPredicate = (entry: TExchangeEntry) => boolean;

/** Every filter of a search but the bucket it walks, as checks on an entry. */
function stopPredicates(side: 'dep' | 'dest', stop: TStopCriteria): TPredicate[] {
  const checks: TPredicate[] = [];
  const dep = side === 'dep';
  if (stop.country) {
    const country = stop.country;
    checks.push(dep ? (e) => e.depCountry === country : (e) => e.destCountry === country);
  }
  if (stop.stateCode) {
    const state = stop.stateCode;
    checks.push(dep ? (e) => e.depState === state : (e) => e.destState === state);
  }
  if (stop.cityId) {
    const city = stop.cityId;
    checks.push(dep ? (e) => e.depCity === city : (e) => e.destCity === city);
  }
  if (stop.placeId) {
    const place = stop.placeId;
    checks.push(dep ? (e) => e.depPlace === place : (e) => e.destPlace === place);
  }
  if (stop.placeIds) {
    const places = new Set(stop.placeIds);
    checks.push(dep ? (e) => places.has(e.depPlace) : (e) => places.has(e.destPlace));
  }
  return checks;
}

function predicates(criteria: TFreightCriteria, today: string): TPredicate[] {
  const checks: TPredicate[] = [(e) => e.depDate >= today];
  checks.push(...stopPredicates('dep', criteria.dep), ...stopPredicates('dest', criteria.dest));
  const { dateFrom, dateTo, maxWeightKg, maxHeightM, maxWidthM, maxLengthM, minLengthM } = criteria;
  if (dateFrom) checks.push((e) => e.depDate >= dateFrom);
  if (dateTo) checks.push((e) => e.depDate <= dateTo);
  if (criteria.truckTypes) {
    const types = new Set(criteria.truckTypes);
    checks.push((e) => types.has(e.truckType));
  }
  if (criteria.goodsTypes) {
    const types = new Set(criteria.goodsTypes);
    checks.push((e) => types.has(e.goodsType));
  }
  if (maxWeightKg !== undefined) checks.push((e) => e.weightKg <= maxWeightKg);
  if (maxHeightM !== undefined) checks.push((e) => e.heightM <= maxHeightM);
  if (maxWidthM !== undefined) checks.push((e) => e.widthM === null || e.widthM <= maxWidthM);
  if (maxLengthM !== undefined) checks.push((e) => e.neededLengthM <= maxLengthM);
  if (minLengthM !== undefined) checks.push((e) => e.neededLengthM >= minLengthM);
  if (criteria.noTailLift) checks.push((e) => !e.tailLift);
  const { dangerous, refrigerated, ownerCompanyId, publishedAfter } = criteria;
  if (dangerous !== undefined) checks.push((e) => e.dangerous === dangerous);
  if (refrigerated !== undefined) checks.push((e) => e.refrigerated === refrigerated);
  if (ownerCompanyId) checks.push((e) => e.shipperCompanyId === ownerCompanyId);
  if (criteria.identicalZones) checks.push((e) => e.depCountry === e.destCountry && e.depState === e.destState);
  if (publishedAfter) {
    const afterUs = publishedAfter.getTime() * 1000;
    checks.push((e) => e.publishedUs >= afterUs);
  }
  return checks;
}

/** The buckets a search may walk (each holds every offer it can match), and the unions (radius, truck family). */
function candidateBuckets(criteria: TFreightCriteria): { single: string[]; unions: string[][] } {
  const single: string[] = [];
  const unions: string[][] = [];
  for (const [side, stop] of [
    ['d', criteria.dep],
    ['a', criteria.dest],
  ] as const) {
    if (stop.country && stop.stateCode) single.push(`${side}s|${stop.country}|${stop.stateCode}`);
    if (stop.country && stop.cityId) single.push(`${side}c|${stop.country}|${stop.cityId}`);
    if (stop.placeId) single.push(`${side}p|${stop.placeId}`);
    if (stop.placeIds) unions.push(stop.placeIds.map((place) => `${side}p|${place}`));
  }
  if (criteria.truckTypes) {
    if (criteria.truckTypes.length === 1) single.push(`t|${criteria.truckTypes[0]}`);
    else unions.push(criteria.truckTypes.map((type) => `t|${type}`));
  }
  if (criteria.ownerCompanyId) single.push(`o|${criteria.ownerCompanyId}`);
  return { single, unions };
}

export type TIndexSearch = {
  criteria: TFreightCriteria;
  order: TFreightOrder;
  /** offerToday(criteria.now): offers of earlier days have expired. */
  today: string;
  offset: number;
  limit: number;
  /** Count up to cap + 1, as the SQL does. */
  cap: number;
};

export type TIndexAnswer = { entries: TExchangeEntry[]; count: number };

/** A union is gathered and sorted when it holds at most this many offers; else the walk tests membership. */
const UNION_GATHER_MAX = 4000;

export function createExchangeIndex() {
  const byIdMap = new Map<string, TExchangeEntry>();
  const byUid = new Map<string, TExchangeEntry>();
  const buckets = new Map<string, TBucket>();
  let bytes = 0;

  function sortedOf(bucket: TBucket, order: TFreightOrder): TExchangeEntry[] {
    let array = bucket.sorted.get(order);
    if (!array) {
      array = [...bucket.entries].sort(ENTRY_ORDERS[order]);
      bucket.sorted.set(order, array);
    }
    return array;
  }

  function add(entry: TExchangeEntry): void {
    byIdMap.set(entry.id, entry);
    byUid.set(entry.uid, entry);
    bytes += entry.bytes;
    for (const key of bucketKeys(entry)) {
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { entries: new Set(), sorted: new Map() };
        buckets.set(key, bucket);
      }
      bucket.entries.add(entry);
      for (const [order, array] of bucket.sorted) {
        const compare = ENTRY_ORDERS[order];
        array.splice(
          lowerBound(array, (other) => compare(other, entry) < 0),
          0,
          entry,
        );
      }
    }
  }

  function remove(entry: TExchangeEntry): void {
    if (byIdMap.get(entry.id) !== entry) return;
    byIdMap.delete(entry.id);
    byUid.delete(entry.uid);
    bytes -= entry.bytes;
    for (const key of bucketKeys(entry)) {
      const bucket = buckets.get(key)!;
      bucket.entries.delete(entry);
      if (bucket.entries.size === 0) {
        buckets.delete(key);
        continue;
      }
      for (const [order, array] of bucket.sorted) {
        const compare = ENTRY_ORDERS[order];
        const at = lowerBound(array, (other) => compare(other, entry) < 0);
        if (array[at] === entry) array.splice(at, 1);
      }
    }
  }

  function sizeOf(key: string): number {
    return buckets.get(key)?.entries.size ?? 0;
  }

  /** Walks one sorted array from `start`, keeping the page and counting matches up to the cap. */
  function walk(
    array: readonly TExchangeEntry[],
    start: number,
    checks: TPredicate[],
    query: TIndexSearch,
    stop?: (entry: TExchangeEntry) => boolean,
  ): TIndexAnswer {
    const entries: TExchangeEntry[] = [];
    const end = query.offset + query.limit;
    let count = 0;
    outer: for (let position = start; position < array.length; position++) {
      const entry = array[position]!;
      if (stop?.(entry)) break;
      for (const check of checks) if (!check(entry)) continue outer;
      if (count >= query.offset && count < end) entries.push(entry);
      count++;
      if (count > query.cap && count >= end) break;
    }
    return { entries, count };
  }

  return {
    get size() {
      return byIdMap.size;
    },
    /** Reckoned bytes of every entry held. */
    get bytes() {
      return bytes;
    },
    getByUid(uid: string): TExchangeEntry | undefined {
      return byUid.get(uid);
    },
    getById(id: string): TExchangeEntry | undefined {
      return byIdMap.get(id);
    },
    /** Adds an entry, or replaces the one of the same offer. */
    upsert(entry: TExchangeEntry): void {
      const held = byIdMap.get(entry.id);
      if (held) remove(held);
      add(entry);
    },
    removeByUid(uid: string): void {
      const held = byUid.get(uid);
      if (held) remove(held);
    },
    /** Drops every offer whose loading day is before `today`: they have expired. */
    dropBefore(today: string): void {
      for (const entry of [...byIdMap.values()]) if (entry.depDate < today) remove(entry);
    },
    clear(): void {
      byIdMap.clear();
      byUid.clear();
      buckets.clear();
      bytes = 0;
    },
    /** Prepares the sorted arrays of every order in the whole index, so no search pays for it. */
    sortAll(): void {
      const all = buckets.get('*');
      if (all) for (const order of ORDER_NAMES) sortedOf(all, order);
    },
    search(query: TIndexSearch): TIndexAnswer {
      const { criteria, order } = query;
      const checks = predicates(criteria, query.today);
      const { single, unions } = candidateBuckets(criteria);
      let best = '*';
      for (const key of single) if (sizeOf(key) < sizeOf(best)) best = key;
      let bestUnion: string[] | null = null;
      let unionSize = Infinity;
      for (const union of unions) {
        const size = union.reduce((sum, key) => sum + sizeOf(key), 0);
        if (size < unionSize) {
          bestUnion = union;
          unionSize = size;
        }
      }
      if (bestUnion && unionSize < sizeOf(best) && unionSize <= UNION_GATHER_MAX) {
        // A radius or a family of truck types: gather its few offers, keep the matches, sort them.
        const matches: TExchangeEntry[] = [];
        for (const key of bestUnion) {
          const bucket = buckets.get(key);
          if (!bucket) continue;
          entries: for (const entry of bucket.entries) {
            for (const check of checks) if (!check(entry)) continue entries;
            matches.push(entry);
          }
        }
        matches.sort(ENTRY_ORDERS[order]);
        return {
          entries: matches.slice(query.offset, query.offset + query.limit),
          count: Math.min(matches.length, query.cap + 1),
        };
      }
      const bucket = buckets.get(best);
      if (!bucket) return { entries: [], count: 0 };
      const array = sortedOf(bucket, order);
      if (order !== 'date') return walk(array, 0, checks, query);
      // In loading-date order the dates asked for are a range of the array.
      const from = criteria.dateFrom && criteria.dateFrom > query.today ? criteria.dateFrom : query.today;
      const to = criteria.dateTo;
      const start = lowerBound(array, (entry) => entry.depDate < from);
      return walk(array, start, checks, query, to ? (entry) => entry.depDate > to : undefined);
    },
  };
}

export type TExchangeIndex = ReturnType<typeof createExchangeIndex>;
