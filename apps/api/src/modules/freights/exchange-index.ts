import type { TFreightOrder } from '@tariq/contracts';
import type { TFreightCriteria } from './freights.repository';
import type { TArenaPiece } from './json-arena';

/**
 * The open offers of the public exchange, in memory, for the freight search (decision 0004): what
 * the search filters and sorts on, and the offer's list JSON written once. It answers a search as
 * the SQL of freights.repository.ts does (same filters, same orders, same count up to the cap);
 * a test compares the two on generated searches. No I/O here: exchange-feed.ts fills it.
 *
 * Each offer has a slot. Every value of a filter with few values (wilaya, country, truck type,
 * goods type, loading day, the yes/no filters) has a bitmap of the slots that have it; values
 * with many (place, city, shipper) have a set of slots. A search ANDs the bitmaps it needs (a
 * few thousand 32-bit words each), or, when a place or a shipper leaves few offers, tests just
 * those; the numeric filters (weight, sizes, publication) are then checked on what is left.
 * The count is exact. The page comes from each order's array of slots: the few matches sorted
 * by their rank in it, or, when many match, that array walked until the page is full.
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
  /** The offer's list JSON up to its shipper, in the feed's arena (json-arena.ts); moved when the arena is compacted. */
  json: TArenaPiece;
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

// ---------------------------------------------------------------------------------------------
// Bitmaps of slots

type TBits = Uint32Array;

/**
 * A union of bitmaps or a numeric threshold a search asked for, kept (and kept up to date as
 * offers come and go) so the next search with it ANDs it at once.
 */
type TUnion = {
  bits: TBits;
  /** How many slots it holds, kept with it. */
  count: number;
  member: (entry: TExchangeEntry, slot: number, keys: Set<string>) => boolean;
};

const hasBit = (bits: TBits, slot: number) => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

function popcount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Calls `visit` with each slot set in `bits`, in increasing order. */
function forEachSlot(bits: TBits, visit: (slot: number) => void): void {
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    while (word !== 0) {
      const low = word & -word;
      visit((index << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** The keys of the bitmaps (few values) and of the slot sets (many) an entry is in. */
function bitKeys(entry: TExchangeEntry): string[] {
  const keys = [
    `dco|${entry.depCountry}`,
    `aco|${entry.destCountry}`,
    `ds|${entry.depCountry}|${entry.depState}`,
    `as|${entry.destCountry}|${entry.destState}`,
    `t|${entry.truckType}`,
    `g|${entry.goodsType}`,
    `day|${entry.depDate}`,
  ];
  if (entry.dangerous) keys.push('f|dangerous');
  if (entry.refrigerated) keys.push('f|refrigerated');
  if (entry.tailLift) keys.push('f|tailLift');
  if (entry.depCountry === entry.destCountry && entry.depState === entry.destState) keys.push('f|identical');
  return keys;
}

function setKeys(entry: TExchangeEntry): string[] {
  const keys = [`dp|${entry.depPlace}`, `ap|${entry.destPlace}`, `o|${entry.shipperCompanyId}`];
  if (entry.depCity !== null) keys.push(`dc|${entry.depCountry}|${entry.depCity}`);
  if (entry.destCity !== null) keys.push(`ac|${entry.destCountry}|${entry.destCity}`);
  return keys;
}

export type TIndexSearch = {
  criteria: TFreightCriteria;
  order: TFreightOrder;
  offset: number;
  limit: number;
  /** Count up to cap + 1, as the SQL does. */
  cap: number;
};

export type TIndexAnswer = { entries: TExchangeEntry[]; count: number };

type TRadiusNames = { names: string[]; key: string };

/** A state and the places that count as in it (communes that moved, decision 0006): its bitmap's name, the places' slot-set names, the union's key. */
type TStateOrPlacesNames = { state: string; places: string[]; all: string[]; key: string };

/** Below this many matches, they are sorted by rank; above, the order's array is walked. */
const SORT_MAX = 2048;
/** A place, city or shipper that leaves at most this many offers is tested offer by offer. */
const SPARSE_MAX = 4096;
/**
 * Unions kept (12.5 KB each at 100,000 offers, 13 MB in all): enough for every radius of every
 * wilaya, the day ranges of three weeks and the usual weights and sizes at once.
 */
const UNIONS_KEPT = 1024;

/** The filters no bitmap answers, as bounds (a filter not given is a bound nothing crosses). */
function numericBounds(criteria: TFreightCriteria) {
  const { maxWeightKg, maxHeightM, maxWidthM, maxLengthM, minLengthM, publishedAfter } = criteria;
  const bounds = {
    maxWeight: maxWeightKg ?? Infinity,
    maxHeight: maxHeightM ?? Infinity,
    maxWidth: maxWidthM ?? Infinity,
    maxLength: maxLengthM ?? Infinity,
    minLength: minLengthM ?? -Infinity,
    minPublishedUs: publishedAfter ? publishedAfter.getTime() * 1000 : -Infinity,
  };
  const any = [maxWeightKg, maxHeightM, maxWidthM, maxLengthM, minLengthM, publishedAfter].some(
    (value) => value !== undefined,
  );
  return { ...bounds, any };
}

export function createExchangeIndex(
  /** Tests set them low, to take every path on a few offers. */
  tuning: { sortMax?: number; sparseMax?: number; unionsKept?: number } = {},
) {
  const sortMax = tuning.sortMax ?? SORT_MAX;
  const sparseMax = tuning.sparseMax ?? SPARSE_MAX;
  const unionsKept = tuning.unionsKept ?? UNIONS_KEPT;
  const slotOf = new Map<string, number>();
  const byUid = new Map<string, TExchangeEntry>();
  const entries: (TExchangeEntry | undefined)[] = [];
  const freeSlots: number[] = [];
  let capacityWords = 1024;
  let live: TBits = new Uint32Array(capacityWords);
  const bitmaps = new Map<string, TBits>();
  const slotSets = new Map<string, Set<number>>();
  /** Loading days held, for date ranges. */
  const days = new Set<string>();
  const ordered = new Map<TFreightOrder, number[]>();
  /**
   * Each order's ranks, and whether they are up to date: a change marks them stale and the next
   * search that needs them writes them again in the same array. (A new array per change and order,
   * half a megabyte at 100,000 offers, made the collector mark the whole heap again and again
   * under writes.)
   */
  const ranks = new Map<TFreightOrder, { rank: Int32Array; fresh: boolean }>();
  const staleRanks = () => {
    for (const held of ranks.values()) held.fresh = false;
  };
  let bytes = 0;
  let scratch: TBits = new Uint32Array(capacityWords);
  /**
   * The unions a search makes (a radius' places, a family of truck types, a range of days), kept
   * while nothing changes: dispatchers ask for the same radius and days again and again.
   */
  const unions = new Map<string, TUnion>();

  /** `member` is made only when the union is (a union of names builds a set of them). */
  function unionOf(key: string, member: () => TUnion['member'], fill: (bits: TBits) => void): TUnion {
    const held = unions.get(key);
    if (held) {
      unions.delete(key);
      unions.set(key, held);
      return held;
    }
    let bits: TBits;
    if (unions.size >= unionsKept) {
      const [oldest, evicted] = unions.entries().next().value!;
      unions.delete(oldest);
      bits = evicted.bits;
      bits.fill(0);
    } else bits = new Uint32Array(capacityWords);
    fill(bits);
    let count = 0;
    for (let index = 0; index < bits.length; index++) count += popcount(bits[index]!);
    const union = { bits, count, member: member() };
    unions.set(key, union);
    return union;
  }

  /** An entry is in a union of names when one of its own names is one of them (a dozen look-ups). */
  function memberOfAny(names: readonly string[]): TUnion['member'] {
    const wanted = new Set(names);
    return (_entry, _slot, keys) => {
      for (const key of keys) if (wanted.has(key)) return true;
      return false;
    };
  }

  /** A threshold on a numeric value, as a union kept up to date like the others. */
  function boundOf(key: string, values: Float64Array, keep: (value: number) => boolean): TBits {
    return unionOf(
      key,
      () => (_entry, slot) => keep(values[slot]!),
      (bits) => {
        const words = (entries.length + 31) >>> 5;
        for (let index = 0; index < words; index++) {
          let word = live[index]!;
          let kept = 0;
          while (word !== 0) {
            const low = word & -word;
            word ^= low;
            if (keep(values[(index << 5) + 31 - Math.clz32(low)]!)) kept |= low;
          }
          bits[index] = kept;
        }
      },
    ).bits;
  }
  // The numeric filters' values by slot, read in the search's inner loops (a width not given is NaN).
  let weights = new Float64Array(capacityWords << 5);
  let heights = new Float64Array(capacityWords << 5);
  let widths = new Float64Array(capacityWords << 5);
  let lengths = new Float64Array(capacityWords << 5);
  let published = new Float64Array(capacityWords << 5);
  let matches = new Int32Array(capacityWords << 5);

  function grow(slot: number): void {
    if (slot >>> 5 < capacityWords) return;
    while (slot >>> 5 >= capacityWords) capacityWords *= 2;
    const widen = (bits: TBits) => {
      const wider = new Uint32Array(capacityWords);
      wider.set(bits);
      return wider;
    };
    live = widen(live);
    for (const [key, bits] of bitmaps) bitmaps.set(key, widen(bits));
    scratch = new Uint32Array(capacityWords);
    for (const union of unions.values()) union.bits = widen(union.bits);
    const longer = (values: Float64Array) => {
      const wider = new Float64Array(capacityWords << 5);
      wider.set(values);
      return wider;
    };
    weights = longer(weights);
    heights = longer(heights);
    widths = longer(widths);
    lengths = longer(lengths);
    published = longer(published);
    matches = new Int32Array(capacityWords << 5);
    ranks.clear();
  }

  const compareSlots = (order: TFreightOrder) => {
    const compare = ENTRY_ORDERS[order];
    return (a: number, b: number) => compare(entries[a]!, entries[b]!);
  };

  /** Position of `slot` (or where it goes) in an order's array, by the order's comparison. */
  function positionIn(array: readonly number[], order: TFreightOrder, entry: TExchangeEntry): number {
    const compare = ENTRY_ORDERS[order];
    let low = 0;
    let high = array.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(entries[array[middle]!]!, entry) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function add(entry: TExchangeEntry): void {
    const slot = freeSlots.pop() ?? entries.length;
    grow(slot);
    entries[slot] = entry;
    slotOf.set(entry.id, slot);
    byUid.set(entry.uid, entry);
    bytes += entry.bytes;
    live[slot >>> 5]! |= 1 << (slot & 31);
    weights[slot] = entry.weightKg;
    heights[slot] = entry.heightM;
    widths[slot] = entry.widthM ?? NaN;
    lengths[slot] = entry.neededLengthM;
    published[slot] = entry.publishedUs;
    const keys = new Set([...bitKeys(entry), ...setKeys(entry)]);
    for (const union of unions.values()) {
      if (union.member(entry, slot, keys)) {
        union.bits[slot >>> 5]! |= 1 << (slot & 31);
        union.count++;
      }
    }
    for (const key of bitKeys(entry)) {
      let bits = bitmaps.get(key);
      if (!bits) {
        bits = new Uint32Array(capacityWords);
        bitmaps.set(key, bits);
      }
      bits[slot >>> 5]! |= 1 << (slot & 31);
    }
    days.add(entry.depDate);
    for (const key of setKeys(entry)) {
      let slots = slotSets.get(key);
      if (!slots) {
        slots = new Set();
        slotSets.set(key, slots);
      }
      slots.add(slot);
    }
    for (const [order, array] of ordered) array.splice(positionIn(array, order, entry), 0, slot);
    staleRanks();
  }

  function remove(entry: TExchangeEntry): void {
    const slot = slotOf.get(entry.id);
    if (slot === undefined || entries[slot] !== entry) return;
    for (const [order, array] of ordered) {
      const at = positionIn(array, order, entry);
      if (array[at] === slot) array.splice(at, 1);
    }
    staleRanks();
    const mask = ~(1 << (slot & 31));
    live[slot >>> 5]! &= mask;
    for (const union of unions.values()) {
      if (hasBit(union.bits, slot)) {
        union.bits[slot >>> 5]! &= mask;
        union.count--;
      }
    }
    for (const key of bitKeys(entry)) bitmaps.get(key)![slot >>> 5]! &= mask;
    for (const key of setKeys(entry)) {
      const slots = slotSets.get(key)!;
      slots.delete(slot);
      if (slots.size === 0) slotSets.delete(key);
    }
    entries[slot] = undefined;
    freeSlots.push(slot);
    slotOf.delete(entry.id);
    byUid.delete(entry.uid);
    bytes -= entry.bytes;
  }

  function orderedSlots(order: TFreightOrder): number[] {
    let array = ordered.get(order);
    if (!array) {
      array = [];
      forEachSlot(live, (slot) => array!.push(slot));
      array.sort(compareSlots(order));
      ordered.set(order, array);
    }
    return array;
  }

  /** Each slot's position in an order, computed again after a change. */
  function rankOf(order: TFreightOrder): Int32Array {
    let held = ranks.get(order);
    if (held?.fresh) return held.rank;
    // grow() lets the arrays go when the slots outgrow them.
    if (!held) ranks.set(order, (held = { rank: new Int32Array(capacityWords << 5), fresh: false }));
    const { rank } = held;
    const array = orderedSlots(order);
    for (let position = 0; position < array.length; position++) rank[array[position]!] = position;
    held.fresh = true;
    return rank;
  }

  /** The slots of a constraint with many values (places, a city, a shipper): one or several sets. */
  function slotsOf(keys: string[]): Set<number>[] {
    const sets: Set<number>[] = [];
    for (const key of keys) {
      const slots = slotSets.get(key);
      if (slots) sets.push(slots);
    }
    return sets;
  }

  function search(query: TIndexSearch): TIndexAnswer {
    const { criteria } = query;
    const all: TBits[] = [];
    const none: TBits[] = [];
    const anyOf: TBits[][] = [];
    const anyOfKeys: string[] = [];
    const anyOfNames: string[][] = [];
    /** Constraints with many values (places, a city, a shipper): the slot sets' names, and the union's key. */
    const sparse: { names: string[]; key: string; size: number }[] = [];
    /** A state or some places (moved communes): made only by a search that has one. */
    let stateOrPlaces: { names: TStateOrPlacesNames; state: TBits | undefined; places: Set<number>[] }[] | undefined;
    let empty = false;
    const require = (key: string) => {
      const bits = bitmaps.get(key);
      if (bits) all.push(bits);
      else empty = true;
    };
    const requireAny = (keys: string[]) => {
      const found = keys.flatMap((key) => bitmaps.get(key) ?? []);
      if (found.length === 0) empty = true;
      else {
        anyOf.push(found);
        anyOfKeys.push(keys.join(','));
        anyOfNames.push(keys);
      }
    };
    const requireSlots = (names: string[], key = names.join(',')) => {
      // Each offer has one place, city and shipper: the sets of different names never overlap. A
      // union kept knows its size; otherwise the sets are counted.
      const size = unions.get(key)?.count ?? slotsOf(names).reduce((sum, slots) => sum + slots.size, 0);
      if (size === 0) empty = true;
      else sparse.push({ names, key, size });
    };
    for (const [side, stop] of [
      ['d', criteria.dep],
      ['a', criteria.dest],
    ] as const) {
      if (stop.country && stop.stateCode && stop.statePlaceIdsAlso) {
        const names = stateOrPlacesNames(side, stop.country, stop.stateCode, stop.statePlaceIdsAlso);
        const state = bitmaps.get(names.state);
        const places = slotsOf(names.places);
        if (!state && places.length === 0) empty = true;
        else (stateOrPlaces ??= []).push({ names, state, places });
      } else if (stop.country && stop.stateCode) require(`${side}s|${stop.country}|${stop.stateCode}`);
      else if (stop.country) require(`${side}co|${stop.country}`);
      else if (stop.stateCode) requireAny(statesNamed(side, stop.stateCode));
      if (stop.cityId) {
        if (stop.country) requireSlots([`${side}c|${stop.country}|${stop.cityId}`]);
        else requireSlots(citiesNamed(side, stop.cityId));
      }
      if (stop.placeId) requireSlots([`${side}p|${stop.placeId}`]);
      if (stop.placeIds) {
        const radius = radiusNames(side, stop.placeIds);
        requireSlots(radius.names, radius.key);
      }
    }
    if (criteria.dateFrom || criteria.dateTo) {
      const from = criteria.dateFrom ?? '';
      const to = criteria.dateTo ?? '\uffff';
      requireAny([...days].filter((day) => day >= from && day <= to).map((day) => `day|${day}`));
    }
    if (criteria.truckTypes) requireAny(criteria.truckTypes.map((type) => `t|${type}`));
    if (criteria.goodsTypes) requireAny(criteria.goodsTypes.map((type) => `g|${type}`));
    for (const flag of ['dangerous', 'refrigerated'] as const) {
      const wanted = criteria[flag];
      if (wanted === true) require(`f|${flag}`);
      else if (wanted === false) {
        const bits = bitmaps.get(`f|${flag}`);
        if (bits) none.push(bits);
      }
    }
    if (criteria.noTailLift) {
      const bits = bitmaps.get('f|tailLift');
      if (bits) none.push(bits);
    }
    if (criteria.identicalZones) require('f|identical');
    if (criteria.ownerCompanyId) requireSlots([`o|${criteria.ownerCompanyId}`]);
    if (empty) return { entries: [], count: 0 };
    const bounds = numericBounds(criteria);
    const { maxWeight, maxHeight, maxWidth, maxLength, minLength, minPublishedUs } = bounds;
    // NaN (no width) is never above the bound.
    const fits = (slot: number) =>
      weights[slot]! <= maxWeight &&
      heights[slot]! <= maxHeight &&
      !(widths[slot]! > maxWidth) &&
      lengths[slot]! <= maxLength &&
      lengths[slot]! >= minLength &&
      published[slot]! >= minPublishedUs;

    // A place or a shipper with few offers: test those offers one by one.
    let fewest: (typeof sparse)[number] | null = null;
    for (const constraint of sparse) {
      if (constraint.size <= sparseMax && constraint.size < (fewest?.size ?? Infinity)) fewest = constraint;
    }
    if (fewest) {
      const others = sparse.filter((constraint) => constraint !== fewest).map(({ names }) => slotsOf(names));
      let count = 0;
      for (const slots of slotsOf(fewest.names)) {
        candidates: for (const slot of slots) {
          for (const bits of all) if (!hasBit(bits, slot)) continue candidates;
          for (const bits of none) if (hasBit(bits, slot)) continue candidates;
          for (const list of anyOf) if (!list.some((bits) => hasBit(bits, slot))) continue candidates;
          for (const sets of others) if (!sets.some((set) => set.has(slot))) continue candidates;
          if (stateOrPlaces) {
            for (const { state, places } of stateOrPlaces) {
              if (!(state && hasBit(state, slot)) && !places.some((set) => set.has(slot))) continue candidates;
            }
          }
          if (bounds.any && !fits(slot)) continue;
          matches[count++] = slot;
        }
      }
      return pageOfFew(count, query);
    }

    // Otherwise the bitmaps, word by word, up to the last slot used.
    const result = scratch;
    const words = (entries.length + 31) >>> 5;
    result.set(live.subarray(0, words));
    for (const bits of all) for (let index = 0; index < words; index++) result[index]! &= bits[index]!;
    for (const bits of none) for (let index = 0; index < words; index++) result[index]! &= ~bits[index]!;
    anyOf.forEach((list, position) => {
      const names = anyOfNames[position]!;
      const union = unionOf(
        anyOfKeys[position]!,
        () => memberOfAny(names),
        (bits) => {
          for (const one of list) for (let index = 0; index < words; index++) bits[index]! |= one[index]!;
        },
      ).bits;
      for (let index = 0; index < words; index++) result[index]! &= union[index]!;
    });
    for (const { names, key } of sparse) {
      const union = unionOf(
        key,
        () => memberOfAny(names),
        (bits) => {
          for (const slots of slotsOf(names)) for (const slot of slots) bits[slot >>> 5]! |= 1 << (slot & 31);
        },
      ).bits;
      for (let index = 0; index < words; index++) result[index]! &= union[index]!;
    }
    for (const { names, state, places } of stateOrPlaces ?? []) {
      const union = unionOf(
        names.key,
        () => memberOfAny(names.all),
        (bits) => {
          if (state) for (let index = 0; index < state.length; index++) bits[index]! |= state[index]!;
          for (const slots of places) for (const slot of slots) bits[slot >>> 5]! |= 1 << (slot & 31);
        },
      ).bits;
      for (let index = 0; index < words; index++) result[index]! &= union[index]!;
    }
    // The numeric bounds, each a kept union too (dispatchers use the same few weights and sizes).
    // (Each ANDed at once: a union made next may take the room of one let go.)
    const and = (bits: TBits) => {
      for (let index = 0; index < words; index++) result[index]! &= bits[index]!;
    };
    if (criteria.maxWeightKg !== undefined) and(boundOf(`w<=${maxWeight}`, weights, (v) => v <= maxWeight));
    if (criteria.maxHeightM !== undefined) and(boundOf(`h<=${maxHeight}`, heights, (v) => v <= maxHeight));
    if (criteria.maxWidthM !== undefined) and(boundOf(`wd<=${maxWidth}`, widths, (v) => !(v > maxWidth)));
    if (criteria.maxLengthM !== undefined) and(boundOf(`l<=${maxLength}`, lengths, (v) => v <= maxLength));
    if (criteria.minLengthM !== undefined) and(boundOf(`l>=${minLength}`, lengths, (v) => v >= minLength));
    // The count; the matches kept while they are few. The time of publication moves with the clock: checked offer by offer.
    const byPublication = criteria.publishedAfter !== undefined;
    let count = 0;
    if (!byPublication) for (let index = 0; index < words; index++) count += popcount(result[index]!);
    // Sorting `count` matches costs about count × log(count); walking the order until the page is
    // full about (offset + limit) × offers / count steps of a bit test: the cheaper is taken.
    const sorts = (matched: number) =>
      matched <= sortMax && matched * matched * 16 <= Math.max(1, query.offset + query.limit) * slotOf.size * 4;
    if (byPublication || sorts(count)) {
      count = 0;
      for (let index = 0; index < words; index++) {
        let word = result[index]!;
        if (word === 0) continue;
        let kept = word;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const slot = (index << 5) + 31 - Math.clz32(low);
          if (published[slot]! < minPublishedUs) {
            kept &= ~low;
            continue;
          }
          if (count < sortMax) matches[count] = slot;
          count++;
        }
        result[index] = kept;
      }
    }
    if (count <= sortMax && sorts(count)) return pageOfFew(count, query);
    // Many match: walk the order until the page is full.
    const page: TExchangeEntry[] = [];
    const end = query.offset + query.limit;
    let seen = 0;
    for (const slot of orderedSlots(query.order)) {
      if (!hasBit(result, slot)) continue;
      if (seen >= query.offset) page.push(entries[slot]!);
      if (++seen >= end) break;
    }
    return { entries: page, count: Math.min(count, query.cap + 1) };
  }

  /** Few matches (the first `count` of `matches`): sorted by their rank in the order, then the page cut out. */
  function pageOfFew(count: number, query: TIndexSearch): TIndexAnswer {
    const rank = rankOf(query.order);
    const ranked = new Int32Array(count);
    for (let index = 0; index < count; index++) ranked[index] = rank[matches[index]!]!;
    ranked.sort();
    const array = orderedSlots(query.order);
    const page: TExchangeEntry[] = [];
    for (let index = query.offset; index < Math.min(count, query.offset + query.limit); index++) {
      page.push(entries[array[ranked[index]!]!]!);
    }
    return { entries: page, count: Math.min(count, query.cap + 1) };
  }

  /**
   * A radius' places as slot-set names, and its union's key: the places module hands the same
   * array for the same place and radius, so they are made once.
   */
  const radiusNamesBySide = {
    d: new WeakMap<readonly string[], TRadiusNames>(),
    a: new WeakMap<readonly string[], TRadiusNames>(),
  };
  function radiusNames(side: 'd' | 'a', placeIds: readonly string[]): TRadiusNames {
    let names = radiusNamesBySide[side].get(placeIds);
    if (!names) {
      const list = [...new Set(placeIds)].map((place) => `${side}p|${place}`);
      names = { names: list, key: list.join(',') };
      radiusNamesBySide[side].set(placeIds, names);
    }
    return names;
  }

  /** The names of a state and its moved communes, made once per array the places module hands (one per state and transition). */
  const stateOrPlacesBySide = {
    d: new WeakMap<readonly string[], TStateOrPlacesNames>(),
    a: new WeakMap<readonly string[], TStateOrPlacesNames>(),
  };
  function stateOrPlacesNames(
    side: 'd' | 'a',
    country: string,
    stateCode: string,
    placeIds: readonly string[],
  ): TStateOrPlacesNames {
    const state = `${side}s|${country}|${stateCode}`;
    let names = stateOrPlacesBySide[side].get(placeIds);
    if (names?.state !== state) {
      const places = [...new Set(placeIds)].map((place) => `${side}p|${place}`);
      names = { state, places, all: [state, ...places], key: [state, ...places].join(',') };
      stateOrPlacesBySide[side].set(placeIds, names);
    }
    return names;
  }

  /** A state code without a country: that state in every country (the search gives the country). */
  function statesNamed(side: 'd' | 'a', stateCode: string): string[] {
    return [...bitmaps.keys()].filter((key) => key.startsWith(`${side}s|`) && key.endsWith(`|${stateCode}`));
  }

  function citiesNamed(side: 'd' | 'a', cityId: string): string[] {
    return [...slotSets.keys()].filter((key) => key.startsWith(`${side}c|`) && key.endsWith(`|${cityId}`));
  }

  return {
    get size() {
      return slotOf.size;
    },
    /** Reckoned bytes of every entry held. */
    get bytes() {
      return bytes;
    },
    getByUid(uid: string): TExchangeEntry | undefined {
      return byUid.get(uid);
    },
    /** Adds an entry, or replaces the one of the same offer (answered). */
    upsert(entry: TExchangeEntry): TExchangeEntry | undefined {
      const slot = slotOf.get(entry.id);
      const held = slot === undefined ? undefined : entries[slot]!;
      if (held) remove(held);
      add(entry);
      return held;
    },
    /** Answers the entry removed, if one was held. */
    removeByUid(uid: string): TExchangeEntry | undefined {
      const held = byUid.get(uid);
      if (held) remove(held);
      return held;
    },
    /** Drops every offer whose loading day is before `today` (they have expired), and answers them. */
    dropBefore(today: string): TExchangeEntry[] {
      const gone = [...byUid.values()].filter((entry) => entry.depDate < today);
      for (const entry of gone) remove(entry);
      for (const day of days) {
        if (day < today) {
          days.delete(day);
          bitmaps.delete(`day|${day}`);
        }
      }
      return gone;
    },
    /** Every entry held, in no order. */
    entries(): IterableIterator<TExchangeEntry> {
      return byUid.values();
    },
    clear(): void {
      slotOf.clear();
      byUid.clear();
      entries.length = 0;
      freeSlots.length = 0;
      live.fill(0);
      bitmaps.clear();
      slotSets.clear();
      days.clear();
      ordered.clear();
      ranks.clear();
      unions.clear();
      bytes = 0;
    },
    /** Sorts every order once, so no search pays for it. */
    sortAll(): void {
      for (const order of ORDER_NAMES) rankOf(order);
    },
    search,
  };
}

export type TExchangeIndex = ReturnType<typeof createExchangeIndex>;
