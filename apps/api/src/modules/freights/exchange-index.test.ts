import { FREIGHT_ORDERS } from '@tariq/contracts';
import type { TFreightOrder } from '@tariq/contracts';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/offer-generator';
import { ENTRY_ORDERS, createExchangeIndex } from './exchange-index';
import type { TExchangeEntry } from './exchange-index';
import type { TFreightCriteria, TStopCriteria } from './freights.repository';

type TRandom = ReturnType<typeof createRandom>;

const STATES = ['16', '31', '25', '06', '09'];
const PLACES = ['DZ:16', 'DZ:16:1601', 'DZ:16:1602', 'DZ:31', 'DZ:31:3101', 'DZ:25', 'DZ:06', 'DZ:09', 'TN:11'];
const TYPES = ['tautliner_standard', 'tautliner_mega', 'rigid_19t', 'van_20m3', 'reefer'];
const GOODS = ['palletised', 'container', 'bulk', 'solid_bulk'];
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28', '2026-12-02'];
const OWNERS = ['c1', 'c2', 'c3'];
const now = new Date('2026-11-24T09:00:00Z');

let serial = 0;
function makeEntry(random: TRandom): TExchangeEntry {
  const place = (side: string) => {
    const id = random.pick(PLACES);
    const [country, state, city] = id.split(':') as [string, string, string | undefined];
    return { country, state, city: city ?? null, place: id, side };
  };
  const dep = place('dep');
  const dest = place('dest');
  const id = `00000000-0000-4000-8000-${String(serial++).padStart(12, '0')}`;
  return {
    id,
    uid: `uid-${id.slice(-6)}`,
    version: 1,
    depCountry: dep.country,
    depState: dep.state,
    depCity: dep.city,
    depPlace: dep.place,
    destCountry: dest.country,
    destState: dest.state,
    destCity: dest.city,
    destPlace: dest.place,
    depDate: random.pick(DAYS),
    depTime: random.pick(['07:00', '08:00', '14:00']),
    truckType: random.pick(TYPES),
    goodsType: random.pick(GOODS),
    weightKg: random.pick([1000, 3500, 12000, 24000]),
    heightM: random.pick([2.4, 2.6, 3]),
    widthM: random.pick([null, 2.2, 2.45]),
    neededLengthM: random.pick([4, 8.5, 13.6]),
    tailLift: random.pick([true, false]),
    dangerous: random.pick([true, false, false]),
    refrigerated: random.pick([true, false, false]),
    shipperCompanyId: random.pick(OWNERS),
    // Ties on every sort key: the id decides.
    publishedUs: random.pick([1, 2, 3]) * 1_000_000,
    price: random.pick([null, 50000, 85000, 120000]),
    distanceKm: random.pick([null, 80, 400]),
    json: { chunk: 0, start: 0, length: 0 },
    bytes: 100,
  };
}

/** Places that count as in a state during a transition (communes that moved), one array each as the places module hands them. */
const MOVED: readonly (readonly [string, readonly string[]])[] = [
  ['16', ['DZ:31:3101', 'DZ:25']],
  ['31', ['DZ:16:1602']],
  ['99', ['DZ:09', 'DZ:06']],
];

function makeStop(random: TRandom): TStopCriteria {
  const stop: TStopCriteria = {};
  const kind = random.int(0, 6);
  if (kind === 6) {
    const [stateCode, statePlaceIdsAlso] = random.pick(MOVED);
    Object.assign(stop, { country: 'DZ', stateCode, statePlaceIdsAlso });
  }
  if (kind === 1) Object.assign(stop, { country: 'DZ', stateCode: random.pick(STATES) });
  if (kind === 2) stop.country = random.pick(['DZ', 'TN']);
  if (kind === 3) stop.placeId = random.pick(PLACES);
  if (kind === 4) stop.placeIds = [random.pick(PLACES), random.pick(PLACES)];
  if (kind === 5) Object.assign(stop, { country: 'DZ', cityId: random.pick(['1601', '3101']) });
  return stop;
}

function makeCriteria(random: TRandom): TFreightCriteria {
  const criteria: TFreightCriteria = { now, dep: makeStop(random), dest: makeStop(random) };
  const maybe = () => random.int(0, 3) === 0;
  if (maybe()) criteria.dateFrom = random.pick(DAYS);
  if (maybe()) criteria.dateTo = random.pick(DAYS);
  if (maybe()) criteria.truckTypes = random.pick([[TYPES[0]!], [TYPES[0]!, TYPES[1]!], ['none']]);
  if (maybe()) criteria.goodsTypes = random.pick([['container'], ['bulk', 'solid_bulk'], []]);
  if (maybe()) criteria.maxWeightKg = random.pick([3500, 12000]);
  if (maybe()) criteria.maxHeightM = 2.6;
  if (maybe()) criteria.maxWidthM = 2.3;
  if (maybe()) criteria.maxLengthM = 8.5;
  if (maybe()) criteria.minLengthM = 8.5;
  if (maybe()) criteria.noTailLift = true;
  if (maybe()) criteria.dangerous = random.pick([true, false]);
  if (maybe()) criteria.refrigerated = random.pick([true, false]);
  if (maybe()) criteria.ownerCompanyId = random.pick(OWNERS);
  if (maybe()) criteria.identicalZones = true;
  if (maybe()) criteria.publishedAfter = new Date(random.pick([1500, 2000]));
  return criteria;
}

/** The search written plainly: every entry tested, then sorted. */
function reference(held: Iterable<TExchangeEntry>, criteria: TFreightCriteria, order: TFreightOrder) {
  const stop = (side: 'dep' | 'dest', e: TExchangeEntry, s: TStopCriteria) => {
    const [country, state, city, place] =
      side === 'dep'
        ? [e.depCountry, e.depState, e.depCity, e.depPlace]
        : [e.destCountry, e.destState, e.destCity, e.destPlace];
    return (
      (!s.country || country === s.country) &&
      (!s.stateCode || state === s.stateCode || !!s.statePlaceIdsAlso?.includes(place)) &&
      (!s.cityId || city === s.cityId) &&
      (!s.placeId || place === s.placeId) &&
      (!s.placeIds || s.placeIds.includes(place))
    );
  };
  const c = criteria;
  return [...held]
    .filter(
      (e) =>
        stop('dep', e, c.dep) &&
        stop('dest', e, c.dest) &&
        (!c.dateFrom || e.depDate >= c.dateFrom) &&
        (!c.dateTo || e.depDate <= c.dateTo) &&
        (!c.truckTypes || c.truckTypes.includes(e.truckType)) &&
        (!c.goodsTypes || c.goodsTypes.includes(e.goodsType)) &&
        (c.maxWeightKg === undefined || e.weightKg <= c.maxWeightKg) &&
        (c.maxHeightM === undefined || e.heightM <= c.maxHeightM) &&
        (c.maxWidthM === undefined || e.widthM === null || e.widthM <= c.maxWidthM) &&
        (c.maxLengthM === undefined || e.neededLengthM <= c.maxLengthM) &&
        (c.minLengthM === undefined || e.neededLengthM >= c.minLengthM) &&
        (!c.noTailLift || !e.tailLift) &&
        (c.dangerous === undefined || e.dangerous === c.dangerous) &&
        (c.refrigerated === undefined || e.refrigerated === c.refrigerated) &&
        (!c.ownerCompanyId || e.shipperCompanyId === c.ownerCompanyId) &&
        (!c.identicalZones || (e.depCountry === e.destCountry && e.depState === e.destState)) &&
        (!c.publishedAfter || e.publishedUs >= c.publishedAfter.getTime() * 1000),
    )
    .sort(ENTRY_ORDERS[order]);
}

describe('the exchange index', () => {
  // Low thresholds take every path on a few hundred offers: offer by offer, sorted by rank, walked in
  // order, unions kept up to date or let go.
  const tunings = [
    {},
    { sortMax: 0 },
    { sparseMax: 0 },
    { sortMax: 0, sparseMax: 0 },
    { sortMax: 5, sparseMax: 3, unionsKept: 2 },
  ];

  it.each(tunings)('answers as a plain filter and sort does, while offers come and go (%o)', (tuning) => {
    const random = createRandom(2411);
    const index = createExchangeIndex(tuning);
    const held = new Map<string, TExchangeEntry>();
    for (let i = 0; i < 700; i++) {
      const entry = makeEntry(random);
      index.upsert(entry);
      held.set(entry.id, entry);
    }
    index.sortAll();
    let nonEmpty = 0;
    for (let round = 0; round < 400; round++) {
      // Changes between searches: new offers, offers gone, offers changed in place.
      const change = random.int(0, 2);
      if (change === 0) {
        const entry = makeEntry(random);
        index.upsert(entry);
        held.set(entry.id, entry);
      } else if (change === 1) {
        const gone = random.pick([...held.values()]);
        index.removeByUid(gone.uid);
        held.delete(gone.id);
      } else {
        const changed = { ...makeEntry(random), id: random.pick([...held.keys()]) };
        changed.uid = held.get(changed.id)!.uid;
        index.upsert(changed);
        held.set(changed.id, changed);
      }
      const criteria = makeCriteria(random);
      const order = random.pick([...FREIGHT_ORDERS]);
      const limit = random.pick([5, 20]);
      const offset = random.pick([0, 0, 5, 40]);
      const cap = random.pick([10, 1000]);
      const expected = reference(held.values(), criteria, order);
      const answer = index.search({ criteria, order, offset, limit, cap });
      const context = JSON.stringify({ criteria, order, offset, limit, cap });
      expect(answer.count, context).toBe(Math.min(expected.length, cap + 1));
      expect(
        answer.entries.map((entry) => entry.id),
        context,
      ).toEqual(expected.slice(offset, offset + limit).map((entry) => entry.id));
      if (answer.entries.length > 0) nonEmpty++;
    }
    // Searches that all come back empty would prove nothing.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(index.size).toBe(held.size);
  });

  it('drops the offers of days gone by, and finds nothing once all are gone', () => {
    const random = createRandom(7);
    const index = createExchangeIndex();
    const entries = Array.from({ length: 200 }, () => makeEntry(random));
    for (const entry of entries) index.upsert(entry);
    index.dropBefore('2026-11-26');
    const left = entries.filter((entry) => entry.depDate >= '2026-11-26');
    const all = { now, dep: {}, dest: {} };
    expect(index.search({ criteria: all, order: 'date', offset: 0, limit: 500, cap: 1000 }).count).toBe(left.length);
    for (const entry of left) index.removeByUid(entry.uid);
    expect(index.search({ criteria: all, order: 'price_desc', offset: 0, limit: 20, cap: 1000 })).toEqual({
      entries: [],
      count: 0,
    });
    expect(index.bytes).toBe(0);
  });
});
