import { describe, expect, it } from 'vitest';
import { expectReadAsSchema, readQueriesAsSchema } from './test/read-as-schema';
import { TRUCK_FILTER_NAMES, readTruckFilter, readTruckSearchQuery, truckTypeQuery } from './truck-filters';
import { ZTruckSearchQuery } from './trucks';

// Values a URL may hold: the usual, the edges of each limit, and the unreadable.
const SAMPLES: unknown[] = [
  '',
  ' ',
  'x',
  '  Alger  ',
  'a'.repeat(16),
  'a'.repeat(17),
  'a'.repeat(64),
  'a'.repeat(65),
  'dz',
  ' DZ ',
  'DZA',
  'd1',
  '0',
  '1',
  '-1',
  '0.5',
  '1.5',
  ' 12 ',
  '22',
  '22.5',
  '500',
  '501',
  '650',
  '651',
  '1e3',
  '80000',
  '80001',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'false',
  'TRUE',
  'yes',
  '2026-11-26',
  '2026-02-30',
  '2026-2-3',
  'semi_trailer',
  'van',
  'van_12m3',
  'van,tautliner',
  'van, tautliner',
  'van,nothing',
  `van,${'tautliner,'.repeat(40)}van`,
  'nothing',
  'palletised',
  'solid_bulk',
  'Bulk',
  true,
  false,
  12,
  0,
  null,
  undefined,
  ['1'],
  { value: '1' },
];

describe('the truck search filters read without zod', () => {
  it('names the filters of the schema, in its order, before its page and size', () => {
    expect([...TRUCK_FILTER_NAMES, 'page', 'limit']).toEqual(Object.keys(ZTruckSearchQuery.shape));
  });

  // The vehicle search page reads its URL with these readers before zod loads: each must take what
  // the schema takes, make the same value of it, and drop what the schema refuses.
  it.each(TRUCK_FILTER_NAMES)('reads %s as the schema does', (name) => {
    const schema = ZTruckSearchQuery.shape[name];
    for (const raw of SAMPLES) {
      const parsed = schema.safeParse(raw);
      expect(readTruckFilter(name, raw), `${name} = ${JSON.stringify(raw)}`).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});

describe('the type sent to GET /api/trucks', () => {
  it('expands a parent type to its subtypes, keeps a complete one, and repeats none', () => {
    expect(truckTypeQuery('van')).toBe('van_12m3,van_14m3,van_17m3,van_20m3');
    expect(truckTypeQuery('van_12m3')).toBe('van_12m3');
    expect(truckTypeQuery('refrigerated')).toBe('refrigerated');
    expect(truckTypeQuery('van_20m3, van,refrigerated')).toBe('van_20m3,van_12m3,van_14m3,van_17m3,refrigerated');
    expect(ZTruckSearchQuery.safeParse({ type: truckTypeQuery('van') }).success).toBe(true);
  });
});

describe('GET /api/trucks read without zod', () => {
  // The server reads every search with the readers first and asks the schema only when they refuse:
  // what they read must be what the schema makes, and what the schema refuses they must refuse.
  const names = [...TRUCK_FILTER_NAMES, 'page', 'limit', 'other'];
  const values = [...SAMPLES, '16', '2026-12-01', '2026-12-24', 'van_12m3,van_14m3', 'bulk', '20', '50', '51'];

  it('makes of a query what the schema makes, or leaves it to the schema', () => {
    const read = readQueriesAsSchema({
      read: readTruckSearchQuery,
      schema: ZTruckSearchQuery,
      names,
      values,
      seed: 28,
    });
    // Not a reader that refuses everything: most queries the schema takes are read.
    expect(read).toBeGreaterThan(300);
  });

  it('reads the searches the page sends, with the schema’s defaults', () => {
    expectReadAsSchema(readTruckSearchQuery, ZTruckSearchQuery, [
      {},
      { startState: '16', type: 'van_12m3,van_14m3,van_17m3,van_20m3', page: '2' },
      { start_place_id: 'DZ:16', startRadius: '100', weight: '12000', volume: '40', dangerous: 'true', limit: '50' },
      { availableFrom: '2026-12-01', availableUntil: '2026-12-24', goodType: 'bulk' },
    ]);
  });

  it('leaves to the schema an empty page, a radius without its place and dates the wrong way round', () => {
    expect(readTruckSearchQuery({ page: '' })).toBeNull();
    expect(readTruckSearchQuery({ startRadius: '50' })).toBeNull();
    expect(readTruckSearchQuery({ availableFrom: '2026-12-24', availableUntil: '2026-12-01' })).toBeNull();
  });
});
