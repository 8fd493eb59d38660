import { TRUCK_GOODS, expandTruckType } from '@tariq/contracts';
import type { TTruckSearchFilters } from '@tariq/contracts';
import { distanceKm } from '../places';
import type { TPlaceSnapshot } from '../places';
import { PositionBits } from './position-bits';
import type { TTruckEntryRow } from './trucks.repository';

/**
 * The posted trucks as columns (typed arrays), in availability order: what the vehicle search's
 * filters read, one number per truck and filter. Texts (states, cities, types) are numbered
 * through dictionaries; dates are day numbers; an unknown size is NaN.
 *
 * Beside the columns, a set of positions (position-bits.ts) per departure state, arrival state,
 * type, good and for dangerous goods: a search ANDs the sets its filters name, 32 trucks at a
 * time, and reads the columns of the trucks left only, up to the last truck available by its end
 * date. A walk of every truck cost 0.25–0.9 ms at 50,000 trucks (the whole search's time on this
 * machine); a search naming a state or a type reads a few hundred.
 */

const NO_END = 0x7fffffff;
const DAY_MS = 86_400_000;
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

const GOOD_BITS = new Map<string, number>(TRUCK_GOODS.map((good, bit) => [good, 1 << bit]));

/** Where a state's trucks leave from, as a box: the states a radius reaches. Grows, never shrinks. */
type TBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

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
  /** Sets of positions by departure state code, arrival state code, type code; by good; dangerous. */
  private readonly startStateBits = new Map<number, PositionBits>();
  private readonly endStateBits = new Map<number, PositionBits>();
  private readonly typeBits = new Map<number, PositionBits>();
  private readonly goodBits = TRUCK_GOODS.map(() => new PositionBits(0));
  private readonly dangerousBits = new PositionBits(0);
  private readonly allBits: PositionBits[] = [...this.goodBits, this.dangerousBits];
  private readonly startBoxes = new Map<number, TBox>();
  /** Scratch sets of a search (an OR of several types, of the states a radius reaches). */
  private readonly typeScratch = new PositionBits(0);
  private readonly radiusScratch = new PositionBits(0);

  private bitsIn(map: Map<number, PositionBits>, code: number): PositionBits {
    let bits = map.get(code);
    if (!bits) {
      bits = new PositionBits(this.capacity);
      map.set(code, bits);
      this.allBits.push(bits);
    }
    return bits;
  }

  /** The sets a truck belongs in (made when new), and its departure in its state's box. */
  private membership(row: TTruckEntryRow): Set<PositionBits> {
    const startState = this.states.code(`${row.startCountry}:${row.startStateCode}`);
    const members = new Set([
      this.bitsIn(this.startStateBits, startState),
      this.bitsIn(this.endStateBits, this.states.code(`${row.endCountry}:${row.endStateCode}`)),
      this.bitsIn(this.typeBits, this.types.code(row.type)),
    ]);
    // A truck that names no goods takes any.
    TRUCK_GOODS.forEach((good, bit) => {
      if (row.goods.length === 0 || row.goods.includes(good)) members.add(this.goodBits[bit]!);
    });
    if (row.canTakeDangerousGoods) members.add(this.dangerousBits);
    const box = this.startBoxes.get(startState);
    if (!box)
      this.startBoxes.set(startState, {
        minLat: row.startLat,
        maxLat: row.startLat,
        minLng: row.startLng,
        maxLng: row.startLng,
      });
    else {
      box.minLat = Math.min(box.minLat, row.startLat);
      box.maxLat = Math.max(box.maxLat, row.startLat);
      box.minLng = Math.min(box.minLng, row.startLng);
      box.maxLng = Math.max(box.maxLng, row.startLng);
    }
    return members;
  }

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
    for (const bits of this.allBits) bits.grow(capacity);
    this.typeScratch.grow(capacity);
    this.radiusScratch.grow(capacity);
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
    for (const bits of this.allBits) bits.remove(at, this.size);
    this.ids.splice(at, 1);
    this.size -= 1;
  }

  put(row: TTruckEntryRow): void {
    this.remove(row.id);
    this.grow(this.size + 1);
    const fromDay = dayOf(row.availableFrom);
    const at = this.positionOf(fromDay, row.id);
    for (const array of this.arrays) array.copyWithin(at + 1, at, this.size);
    const members = this.membership(row);
    for (const bits of this.allBits) bits.insert(at, members.has(bits), this.size);
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
      for (const bits of this.membership(row)) {
        bits.grow(this.capacity);
        bits.set(at);
      }
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
    /** Counting stops beyond this many (when the page is found): `capped` says so. */
    countMax?: number;
  }): { ids: string[]; count: number; capped: boolean } {
    const { filters, places } = params;
    const none = { ids: [], count: 0, capped: false };
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

    // The sets the filters name: a truck must be in each (an empty list: every truck is read).
    const sets: Uint32Array[] = [];
    const stateSet = (map: Map<number, PositionBits>, code: number) => {
      const bits = map.get(code);
      if (bits) sets.push(bits.words);
      return bits !== undefined;
    };
    if (startState !== 0 && !stateSet(this.startStateBits, startState)) return none;
    if (endState !== 0 && !stateSet(this.endStateBits, endState)) return none;
    if (startPlace !== 0 && !stateSet(this.startStateBits, startPlace)) return none;
    if (endPlace !== 0 && !stateSet(this.endStateBits, endPlace)) return none;
    const words = (this.size >>> 5) + 1;
    if (typeAllowed !== null) {
      const union = this.typeScratch.words.fill(0, 0, words);
      let any = false;
      for (const [code, bits] of this.typeBits) {
        if (typeAllowed[code] !== 1) continue;
        any = true;
        for (let word = 0; word < words; word++) union[word]! |= bits.words[word]!;
      }
      if (!any) return none;
      sets.push(union);
    }
    if (goodBit !== 0) sets.push(this.goodBits[Math.log2(goodBit)]!.words);
    if (dangerous) sets.push(this.dangerousBits.words);
    if (radius > 0) {
      // The departure states whose trucks' box meets the radius's box.
      const union = this.radiusScratch.words.fill(0, 0, words);
      let any = false;
      for (const [code, box] of this.startBoxes) {
        if (box.maxLat < lat - dLat || box.minLat > lat + dLat || box.maxLng < lng - dLng || box.minLng > lng + dLng)
          continue;
        const bits = this.startStateBits.get(code);
        if (!bits) continue;
        any = true;
        for (let word = 0; word < words; word++) union[word]! |= bits.words[word]!;
      }
      if (!any) return none;
      sets.push(union);
    }
    // Trucks are in availability order: none after the last available by the end date asked for.
    const last = until === NO_END ? this.size : this.positionOf(until + 1, '');

    const { from: fromDays, until: untilDays, weight: weights, length: lengths, volume: volumes } = this;
    const { startCountry: startCountries, endCountry: endCountries, startCity: startCities, endCity: endCities } = this;
    const { startState: startStates, endState: endStates, type: types, goods, dangerous: dangerousGoods } = this;
    const { startLat: startLats, startLng: startLngs } = this;
    const setCount = sets.length;
    const ids: string[] = [];
    let count = 0;
    const end = this.offsetEnd(params);
    const stop = Math.max(end, (params.countMax ?? Number.POSITIVE_INFINITY) + 1);
    const lastWord = last === 0 ? -1 : (last - 1) >>> 5;
    for (let word = 0; word <= lastWord; word++) {
      let candidates = 0xffffffff;
      for (let set = 0; set < setCount && candidates !== 0; set++) candidates &= sets[set]![word]!;
      while (candidates !== 0) {
        const lowest = candidates & -candidates;
        candidates ^= lowest;
        const at = (word << 5) + 31 - Math.clz32(lowest);
        if (at >= last) break;
        const truckUntil = untilDays[at]!;
        if (truckUntil < today || truckUntil < from || fromDays[at]! > until) continue;
        if (startCountry !== 0 && startCountries[at] !== startCountry) continue;
        if (endCountry !== 0 && endCountries[at] !== endCountry) continue;
        if (startState !== 0 && startStates[at] !== startState) continue;
        if (endState !== 0 && endStates[at] !== endState) continue;
        if (startCity !== 0 && startCities[at] !== startCity) continue;
        if (endCity !== 0 && endCities[at] !== endCity) continue;
        if (
          startPlace !== 0 &&
          (startStates[at] !== startPlace || (startPlaceCity !== 0 && startCities[at] !== startPlaceCity))
        )
          continue;
        if (endPlace !== 0 && (endStates[at] !== endPlace || (endPlaceCity !== 0 && endCities[at] !== endPlaceCity)))
          continue;
        if (typeAllowed !== null && typeAllowed[types[at]!] !== 1) continue;
        if (goodBit !== 0 && goods[at] !== 0 && (goods[at]! & goodBit) === 0) continue;
        if (weight > 0 && weights[at]! < weight) continue;
        // NaN compares false: a truck without the size never meets a size filter.
        if (width > 0 && !(lengths[at]! >= width)) continue;
        if (volume > 0 && !(volumes[at]! >= volume)) continue;
        if (dangerous && dangerousGoods[at] === 0) continue;
        if (radius > 0) {
          const truckLat = startLats[at]!;
          const truckLng = startLngs[at]!;
          if (Math.abs(truckLat - lat) > dLat || Math.abs(truckLng - lng) > dLng) continue;
          if (distanceKm(truckLat, truckLng, lat, lng) > radius) continue;
        }
        if (count >= params.offset && count < end) ids.push(this.ids[at]!);
        count += 1;
        if (count === stop) return { ids, count: stop - 1, capped: true };
      }
    }
    return { ids, count, capped: false };
  }

  private offsetEnd(params: { offset: number; limit: number }): number {
    return params.offset + params.limit;
  }
}
