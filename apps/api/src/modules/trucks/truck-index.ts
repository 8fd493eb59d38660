import { expandTruckType } from '@tariq/contracts';
import type { TTruckSearchFilters } from '@tariq/contracts';
import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import type { TPlaceSnapshot } from '../places';
import { findPostedTruckEntries } from './trucks.repository';
import type { TTruckEntryRow } from './trucks.repository';

/**
 * The posted trucks, in this instance's memory, for the vehicle search (issue 28; the freight
 * search's exchange index, decision 0004, is the model). It holds only what the filters read, in
 * availability order; a search walks it, counts every match and keeps the page's ids, whose rows
 * (and companies) the database then gives fresh. No database work per filter, one round trip per
 * search.
 *
 * Kept up to date by the trucks module's writes: each tells, after its commit, the ids it changed
 * on the pub/sub channel `tariq_trucks`; every instance reads those rows again (this one before the
 * write answers, the others as soon as they hear). A truck whose posting is over is left out at
 * search time by its dates, whatever the index holds.
 */

export const TRUCKS_CHANNEL = 'tariq_trucks';

type TEntry = TTruckEntryRow;

type TIndex = {
  /** Availability order (`available_from`, then id): the search's order. */
  sorted: TEntry[];
  byId: Map<string, TEntry>;
};

type TState = {
  instanceId: string;
  index: TIndex | null;
  loading: Promise<TIndex> | null;
  /** Ids heard of while the index loads: read again once it is there. */
  pending: Set<string>;
  subscribed: boolean;
};

const state = defineInstanceState<TState>('trucks.index', () => ({
  instanceId: randomUUID(),
  index: null,
  loading: null,
  pending: new Set(),
  subscribed: false,
}));

const compare = (a: TEntry, b: TEntry) =>
  a.availableFrom < b.availableFrom
    ? -1
    : a.availableFrom > b.availableFrom
      ? 1
      : a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0;

/** Where an entry is, or goes, in the sorted array (binary search). */
function positionOf(sorted: readonly TEntry[], entry: TEntry): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function remove(index: TIndex, id: string): void {
  const entry = index.byId.get(id);
  if (!entry) return;
  index.byId.delete(id);
  const at = positionOf(index.sorted, entry);
  if (index.sorted[at]?.id === id) index.sorted.splice(at, 1);
}

function put(index: TIndex, entry: TEntry): void {
  remove(index, entry.id);
  index.byId.set(entry.id, entry);
  index.sorted.splice(positionOf(index.sorted, entry), 0, entry);
}

/** Reads these trucks again: posted ones go in (or move), the others go out. */
async function refresh(ctx: TAppContext, index: TIndex, ids: readonly string[]): Promise<void> {
  const rows = await ctx.db.read((db) => findPostedTruckEntries(db, { ids }));
  const posted = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = posted.get(id);
    if (row) put(index, row);
    else remove(index, id);
  }
}

function subscribe(ctx: TAppContext): void {
  const held = state.of(ctx);
  if (held.subscribed) return;
  held.subscribed = true;
  ctx.pubsub.subscribe(TRUCKS_CHANNEL, (payload) => {
    let message: { from?: string; ids?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === held.instanceId || !Array.isArray(message.ids)) return;
    const ids = message.ids.filter((id): id is string => typeof id === 'string');
    if (held.index) void refresh(ctx, held.index, ids).catch(() => undefined);
    else for (const id of ids) held.pending.add(id);
  });
}

/** The index, loaded on first use (every posted truck, a batch at a time). */
export function truckIndex(ctx: TAppContext): Promise<TIndex> {
  const held = state.of(ctx);
  subscribe(ctx);
  if (held.index) return Promise.resolve(held.index);
  held.loading ??= (async () => {
    const sorted: TEntry[] = [];
    let afterId: string | null = null;
    for (;;) {
      const batch: TEntry[] = await ctx.db.read((db) => findPostedTruckEntries(db, { afterId, limit: 5000 }));
      sorted.push(...batch);
      if (batch.length < 5000) break;
      afterId = batch.at(-1)!.id;
    }
    sorted.sort(compare);
    const index: TIndex = { sorted, byId: new Map(sorted.map((entry) => [entry.id, entry])) };
    if (held.pending.size > 0) {
      const ids = [...held.pending];
      held.pending.clear();
      await refresh(ctx, index, ids);
    }
    held.index = index;
    return index;
  })().finally(() => {
    held.loading = null;
  });
  return held.loading;
}

/**
 * After a write's commit: this instance reads the trucks again before the write answers (its next
 * search sees the change), and tells the others.
 */
export async function trucksChanged(ctx: TAppContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const held = state.of(ctx);
  const message = ctx.pubsub.publish(TRUCKS_CHANNEL, JSON.stringify({ from: held.instanceId, ids }));
  if (held.index) await refresh(ctx, held.index, ids);
  else for (const id of ids) held.pending.add(id);
  await message;
}

// ---------------------------------------------------------------------------------------------
// The search, as trucks.repository.ts's `truckSearchConditions` writes it in SQL (its test compares)

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return EARTH_KM * 2 * Math.asin(Math.sqrt(a));
}

type TPlaces = { startPlace?: TPlaceSnapshot | null; endPlace?: TPlaceSnapshot | null };

function typeValues(filter: string): Set<string> {
  const values = new Set<string>();
  for (const part of filter.split(',')) {
    const value = part.trim();
    if (!value) continue;
    values.add(value);
    for (const sub of expandTruckType(value).split(',')) values.add(sub);
  }
  return values;
}

function placeTest(side: 'start' | 'end', place: TPlaceSnapshot | null | undefined, radius?: number) {
  if (!place) return () => false;
  if (radius) {
    const dLat = radius / 111.2;
    const dLng = radius / (111.2 * Math.max(Math.cos(radians(place.lat)), 0.01));
    return (entry: TEntry) => {
      const lat = side === 'start' ? entry.startLat : entry.endLat;
      const lng = side === 'start' ? entry.startLng : entry.endLng;
      return (
        Math.abs(lat - place.lat) <= dLat &&
        Math.abs(lng - place.lng) <= dLng &&
        distanceKm(lat, lng, place.lat, place.lng) <= radius
      );
    };
  }
  return (entry: TEntry) => {
    const country = side === 'start' ? entry.startCountry : entry.endCountry;
    const state = side === 'start' ? entry.startStateCode : entry.endStateCode;
    const city = side === 'start' ? entry.startCityId : entry.endCityId;
    return country === place.country && state === place.stateCode && (place.cityId === null || city === place.cityId);
  };
}

/** The test of every filter given, the cheapest first. */
function matcher(filters: TTruckSearchFilters, today: string, places: TPlaces): (entry: TEntry) => boolean {
  const tests: ((entry: TEntry) => boolean)[] = [
    (entry) => entry.availableUntil === null || entry.availableUntil >= today,
  ];
  if (filters.startState) tests.push((entry) => entry.startStateCode === filters.startState);
  if (filters.endState) tests.push((entry) => entry.endStateCode === filters.endState);
  if (filters.startCountry) tests.push((entry) => entry.startCountry === filters.startCountry);
  if (filters.endCountry) tests.push((entry) => entry.endCountry === filters.endCountry);
  if (filters.startCity) tests.push((entry) => entry.startCityId === filters.startCity);
  if (filters.endCity) tests.push((entry) => entry.endCityId === filters.endCity);
  if (filters.type) {
    const types = typeValues(filters.type);
    tests.push((entry) => types.has(entry.type));
  }
  if (filters.goodType) {
    const good = filters.goodType;
    tests.push((entry) => entry.goods.length === 0 || entry.goods.includes(good));
  }
  const { availableFrom, availableUntil, weight, width, volume } = filters;
  if (availableFrom) tests.push((entry) => entry.availableUntil === null || entry.availableUntil >= availableFrom);
  if (availableUntil) tests.push((entry) => entry.availableFrom <= availableUntil);
  if (weight) tests.push((entry) => entry.weightKg >= weight);
  if (width) tests.push((entry) => entry.lengthM !== null && entry.lengthM >= width);
  if (volume) tests.push((entry) => entry.volumeM3 !== null && entry.volumeM3 >= volume);
  if (filters.dangerous) tests.push((entry) => entry.canTakeDangerousGoods);
  if (filters.start_place_id) tests.push(placeTest('start', places.startPlace, filters.startRadius));
  if (filters.end_place_id) tests.push(placeTest('end', places.endPlace));
  return (entry) => tests.every((test) => test(entry));
}

/** One page of the matching trucks' ids, in availability order, and how many match in all. */
export function searchTruckIndex(
  index: TIndex,
  params: { filters: TTruckSearchFilters; today: string; places: TPlaces; offset: number; limit: number },
): { ids: string[]; count: number } {
  const matches = matcher(params.filters, params.today, params.places);
  const ids: string[] = [];
  let count = 0;
  for (const entry of index.sorted) {
    if (!matches(entry)) continue;
    if (count >= params.offset && ids.length < params.limit) ids.push(entry.id);
    count += 1;
  }
  return { ids, count };
}
