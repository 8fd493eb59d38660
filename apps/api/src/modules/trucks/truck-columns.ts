import { TRUCK_GOODS, expandTruckType } from '@tariq/contracts';
import type { TTruckSearchFilters } from '@tariq/contracts';
import { distanceKm } from '../places';
import type { TPlaceSnapshot } from '../places';
import type { TTruckEntryRow } from './trucks.repository';

/**
 * The posted trucks as columns (typed arrays), in availability order: what the vehicle search's
 * filters read, one number per truck and filter. A search is one loop over plain numbers — about
 * 0.3 ms for 50,000 trucks where objects and closures took 2–11 ms. Texts (states, cities,
 * types) are numbered through dictionaries; dates are day numbers; an unknown size is NaN.
 */

const NO_END = 0x7fffffff;
const DAY_MS = 86_400_000;
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

const GOOD_BITS = new Map<string, number>(TRUCK_GOODS.map((good, bit) => [good, 1 << bit]));

class Dictionary {
  private readonly codes = new Map<string, number>();
  /** 0 stands for none (null). */
  code(text: string | null): number {
    if (text === null) return 0;
    let code = this.codes.get(text);
    if (code === undefined) this.codes.set(text, (code = this.codes.size + 1));
    return code;
  }
  get size(): number {
    return this.codes.size;
  }
  /** The code of a text searched for: -1 when no truck has it (nothing matches). */
  find(text: string): number {
    return this.codes.get(text) ?? -1;
  }
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export class TruckColumns {
  private capacity = 0;
  size = 0;
  ids: string[] = [];
  private from = new Int32Array(0);
  private until = new Int32Array(0);
  private startCountry = new Uint16Array(0);
  private startState = new Uint16Array(0);
  private startCity = new Int32Array(0);
  private endCountry = new Uint16Array(0);
  private endState = new Uint16Array(0);
  private endCity = new Int32Array(0);
  private type = new Uint16Array(0);
  private goods = new Uint8Array(0);
  private dangerous = new Uint8Array(0);
  private weight = new Float64Array(0);
  private length = new Float64Array(0);
  private volume = new Float64Array(0);
  private startLat = new Float64Array(0);
  private startLng = new Float64Array(0);
  /** Each truck's availability start day, by id: where to find it in the order. */
  private readonly fromById = new Map<string, number>();
  private readonly countries = new Dictionary();
  private readonly states = new Dictionary();
  private readonly cities = new Dictionary();
  private readonly types = new Dictionary();

  private grow(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, this.capacity * 2, 1024);
    const grown = <T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.from = grown(this.from);
    this.until = grown(this.until);
    this.startCountry = grown(this.startCountry);
    this.startState = grown(this.startState);
    this.startCity = grown(this.startCity);
    this.endCountry = grown(this.endCountry);
    this.endState = grown(this.endState);
    this.endCity = grown(this.endCity);
    this.type = grown(this.type);
    this.goods = grown(this.goods);
    this.dangerous = grown(this.dangerous);
    this.weight = grown(this.weight);
    this.length = grown(this.length);
    this.volume = grown(this.volume);
    this.startLat = grown(this.startLat);
    this.startLng = grown(this.startLng);
    this.capacity = capacity;
  }

  private get arrays() {
    return [
      this.from,
      this.until,
      this.startCountry,
      this.startState,
      this.startCity,
      this.endCountry,
      this.endState,
      this.endCity,
      this.type,
      this.goods,
      this.dangerous,
      this.weight,
      this.length,
      this.volume,
      this.startLat,
      this.startLng,
    ];
  }

  /** Where a truck is, or goes, in the order (start day, then id). */
  private positionOf(fromDay: number, id: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const day = this.from[middle]!;
      if (day < fromDay || (day === fromDay && this.ids[middle]! < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(id: string): boolean {
    return this.fromById.has(id);
  }

  remove(id: string): void {
    const fromDay = this.fromById.get(id);
    if (fromDay === undefined) return;
    this.fromById.delete(id);
    const at = this.positionOf(fromDay, id);
    if (this.ids[at] !== id) return;
    for (const array of this.arrays) array.copyWithin(at, at + 1, this.size);
    this.ids.splice(at, 1);
    this.size -= 1;
  }

  put(row: TTruckEntryRow): void {
    this.remove(row.id);
    this.grow(this.size + 1);
    const fromDay = dayOf(row.availableFrom);
    const at = this.positionOf(fromDay, row.id);
    for (const array of this.arrays) array.copyWithin(at + 1, at, this.size);
    this.ids.splice(at, 0, row.id);
    this.size += 1;
    this.fromById.set(row.id, fromDay);
    this.write(at, row, fromDay);
  }

  /** Many rows at once, then one sort: the index's load. */
  load(rows: readonly TTruckEntryRow[]): void {
    const ordered = rows
      .map((row) => ({ row, fromDay: dayOf(row.availableFrom) }))
      .sort((a, b) => a.fromDay - b.fromDay || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
    this.grow(ordered.length);
    this.ids = ordered.map(({ row }) => row.id);
    this.size = ordered.length;
    ordered.forEach(({ row, fromDay }, at) => {
      this.fromById.set(row.id, fromDay);
      this.write(at, row, fromDay);
    });
  }

  private write(at: number, row: TTruckEntryRow, fromDay: number): void {
    this.from[at] = fromDay;
    this.until[at] = row.availableUntil === null ? NO_END : dayOf(row.availableUntil);
    this.startCountry[at] = this.countries.code(row.startCountry);
    this.startState[at] = this.states.code(`${row.startCountry}:${row.startStateCode}`);
    this.startCity[at] = this.cities.code(row.startCityId === null ? null : `${row.startCountry}:${row.startCityId}`);
    this.endCountry[at] = this.countries.code(row.endCountry);
    this.endState[at] = this.states.code(`${row.endCountry}:${row.endStateCode}`);
    this.endCity[at] = this.cities.code(row.endCityId === null ? null : `${row.endCountry}:${row.endCityId}`);
    this.type[at] = this.types.code(row.type);
    this.goods[at] = row.goods.reduce((mask, good) => mask | (GOOD_BITS.get(good) ?? 0), 0);
    this.dangerous[at] = row.canTakeDangerousGoods ? 1 : 0;
    this.weight[at] = row.weightKg;
    this.length[at] = row.lengthM ?? Number.NaN;
    this.volume[at] = row.volumeM3 ?? Number.NaN;
    this.startLat[at] = row.startLat;
    this.startLng[at] = row.startLng;
  }

  /**
   * One page of the ids matching every filter given (trucks.repository.ts's SQL, its test compares),
   * in availability order, and how many match in all. `places`: the filters' places as read (null:
   * not found, nothing matches).
   */
  search(params: {
    filters: TTruckSearchFilters;
    today: string;
    places: { startPlace?: TPlaceSnapshot | null; endPlace?: TPlaceSnapshot | null };
    offset: number;
    limit: number;
  }): { ids: string[]; count: number } {
    const { filters, places } = params;
    const none = { ids: [], count: 0 };
    const today = dayOf(params.today);
    // A text no truck has: nothing matches. -1 never equals a stored code.
    const countryCode = (alpha2: string | undefined) => (alpha2 === undefined ? 0 : this.countries.find(alpha2));
    const startCountry = countryCode(filters.startCountry);
    const endCountry = countryCode(filters.endCountry);
    // A state or city filter without a country means Algeria's (as the freight search reads it).
    const stateCode = (country: string | undefined, state: string | undefined) =>
      state === undefined ? 0 : this.states.find(`${country ?? 'DZ'}:${state}`);
    const startState = stateCode(filters.startCountry, filters.startState);
    const endState = stateCode(filters.endCountry, filters.endState);
    const cityCode = (country: string | undefined, city: string | undefined) =>
      city === undefined ? 0 : this.cities.find(`${country ?? 'DZ'}:${city}`);
    const startCity = cityCode(filters.startCountry, filters.startCity);
    const endCity = cityCode(filters.endCountry, filters.endCity);
    // The types asked for, as a table by code (1: allowed).
    let typeAllowed: Uint8Array | null = null;
    if (filters.type) {
      typeAllowed = new Uint8Array(this.types.size + 1);
      for (const part of filters.type.split(',')) {
        const value = part.trim();
        if (!value) continue;
        for (const type of [value, ...expandTruckType(value).split(',')]) {
          const code = this.types.find(type);
          if (code > 0) typeAllowed[code] = 1;
        }
      }
    }
    const goodBit = filters.goodType ? (GOOD_BITS.get(filters.goodType) ?? 0) : 0;
    const from = filters.availableFrom ? dayOf(filters.availableFrom) : 0;
    const until = filters.availableUntil ? dayOf(filters.availableUntil) : NO_END;
    const weight = filters.weight ?? 0;
    const width = filters.width ?? 0;
    const volume = filters.volume ?? 0;
    const dangerous = filters.dangerous === true;

    // The departure place: a radius around it, or its state (and city).
    let startPlace = 0;
    let startPlaceCity = 0;
    let radius = 0;
    let lat = 0;
    let lng = 0;
    let dLat = 0;
    let dLng = 0;
    if (filters.start_place_id) {
      const place = places.startPlace;
      if (!place) return none;
      if (filters.startRadius) {
        radius = filters.startRadius;
        lat = place.lat;
        lng = place.lng;
        dLat = radius / 111.2;
        dLng = radius / (111.2 * Math.max(Math.cos(radians(lat)), 0.01));
      } else {
        startPlace = this.states.find(`${place.country}:${place.stateCode}`);
        startPlaceCity = place.cityId === null ? 0 : this.cities.find(`${place.country}:${place.cityId}`);
      }
    }
    let endPlace = 0;
    let endPlaceCity = 0;
    if (filters.end_place_id) {
      const place = places.endPlace;
      if (!place) return none;
      endPlace = this.states.find(`${place.country}:${place.stateCode}`);
      endPlaceCity = place.cityId === null ? 0 : this.cities.find(`${place.country}:${place.cityId}`);
    }

    const ids: string[] = [];
    let count = 0;
    const end = this.offsetEnd(params);
    for (let at = 0; at < this.size; at++) {
      const truckUntil = this.until[at]!;
      if (truckUntil < today || truckUntil < from || this.from[at]! > until) continue;
      if (startCountry !== 0 && this.startCountry[at] !== startCountry) continue;
      if (endCountry !== 0 && this.endCountry[at] !== endCountry) continue;
      if (startState !== 0 && this.startState[at] !== startState) continue;
      if (endState !== 0 && this.endState[at] !== endState) continue;
      if (startCity !== 0 && this.startCity[at] !== startCity) continue;
      if (endCity !== 0 && this.endCity[at] !== endCity) continue;
      if (
        startPlace !== 0 &&
        (this.startState[at] !== startPlace || (startPlaceCity !== 0 && this.startCity[at] !== startPlaceCity))
      )
        continue;
      if (
        endPlace !== 0 &&
        (this.endState[at] !== endPlace || (endPlaceCity !== 0 && this.endCity[at] !== endPlaceCity))
      )
        continue;
      if (typeAllowed !== null && typeAllowed[this.type[at]!] !== 1) continue;
      if (goodBit !== 0 && this.goods[at] !== 0 && (this.goods[at]! & goodBit) === 0) continue;
      if (weight > 0 && this.weight[at]! < weight) continue;
      // NaN compares false: a truck without the size never meets a size filter.
      if (width > 0 && !(this.length[at]! >= width)) continue;
      if (volume > 0 && !(this.volume[at]! >= volume)) continue;
      if (dangerous && this.dangerous[at] === 0) continue;
      if (radius > 0) {
        const truckLat = this.startLat[at]!;
        const truckLng = this.startLng[at]!;
        if (Math.abs(truckLat - lat) > dLat || Math.abs(truckLng - lng) > dLng) continue;
        if (distanceKm(truckLat, truckLng, lat, lng) > radius) continue;
      }
      if (count >= params.offset && count < end) ids.push(this.ids[at]!);
      count += 1;
    }
    // A place searched for that no truck has: its code is -1, and nothing above matched it.
    return { ids, count };
  }

  private offsetEnd(params: { offset: number; limit: number }): number {
    return params.offset + params.limit;
  }
}
