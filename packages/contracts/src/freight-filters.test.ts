import { describe, expect, it } from 'vitest';
import { expectReadAsSchema, readQueriesAsSchema } from './test/read-as-schema';
import { FREIGHT_FILTER_NAMES, readFreightFilter, readFreightSearchQuery } from './freight-filters';
import { ZFreightFilters, ZFreightSearchQuery } from './freights';

// Values a URL or a saved search may hold: the usual, the edges of each limit, and the unreadable.
const SAMPLES: unknown[] = [
  '',
  ' ',
  'x',
  '  Alger  ',
  'a'.repeat(16),
  'a'.repeat(17),
  'a'.repeat(32),
  'a'.repeat(33),
  'a'.repeat(64),
  'a'.repeat(65),
  'dz',
  ' DZ ',
  'DZA',
  'd1',
  '0',
  '1',
  '-1',
  '1.5',
  '2',
  ' 12 ',
  '1e3',
  '500',
  '501',
  '720',
  '721',
  '5000',
  '5000.5',
  '5001',
  '100000',
  '100001',
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
  '26/11/2026',
  'semi_trailer',
  'van',
  'van_12m3',
  'nothing',
  'date',
  'price_desc',
  'distance',
  'Date',
  '6f1c1f5e-2b7a-4c2e-9d55-0c4b1e8f2a10',
  '6F1C1F5E-2B7A-4C2E-9D55-0C4B1E8F2A10',
  '6f1c1f5e2b7a4c2e9d550c4b1e8f2a10',
  'EXP-26-0042',
  true,
  false,
  12,
  0,
  null,
  undefined,
  ['1'],
  { value: '1' },
];

describe('the freight filters read without zod', () => {
  it('names the filters of the schema, in its order', () => {
    expect(FREIGHT_FILTER_NAMES).toEqual(Object.keys(ZFreightFilters.shape));
  });

  // The search page reads its URL with these readers before zod loads: each must take what the
  // schema takes, make the same value of it, and drop what the schema refuses.
  it.each(FREIGHT_FILTER_NAMES)('reads %s as the schema does', (name) => {
    const schema = ZFreightFilters.shape[name];
    const goodTypes = ['palletised', 'solid_bulk', 'Bulk'];
    for (const raw of [...SAMPLES, ...goodTypes]) {
      const parsed = schema.safeParse(raw);
      expect(readFreightFilter(name, raw), `${name} = ${JSON.stringify(raw)}`).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});

describe('GET /api/freights read without zod', () => {
  // The server reads every search with the readers first and asks the schema only when they refuse:
  // what they read must be what the schema makes, and what the schema refuses they must refuse.
  const names = [...FREIGHT_FILTER_NAMES, 'page', 'limit', 'exchange', 'other'];
  const values = [...SAMPLES, '16', '2026-12-01', '2026-12-24', 'private', 'public', '250', '20', '7'];

  it('makes of a query what the schema makes, or leaves it to the schema', () => {
    const read = readQueriesAsSchema({
      read: readFreightSearchQuery,
      schema: ZFreightSearchQuery,
      names,
      values,
      seed: 24,
    });
    // Not a reader that refuses everything: most queries the schema takes are read.
    expect(read).toBeGreaterThan(300);
  });

  it('reads the searches the page sends, with the schema’s defaults', () => {
    expectReadAsSchema(readFreightSearchQuery, ZFreightSearchQuery, [
      {},
      { startState: '16', endState: '31', order: 'price_desc', page: '3' },
      { start_place_id: 'DZ:16:1601', startRadius: '50', type: 'van', maxWeight: '12000', limit: '50' },
      { dateFrom: '2026-12-01', dateTo: '2026-12-24', dangerous: 'false', exchange: 'private', q: 'EXP-26' },
    ]);
  });

  it('leaves to the schema a radius without its place and dates the wrong way round', () => {
    expect(readFreightSearchQuery({ startRadius: '50' })).toBeNull();
    expect(readFreightSearchQuery({ dateFrom: '2026-12-24', dateTo: '2026-12-01' })).toBeNull();
    expect(readFreightSearchQuery({ page: '0' })).toBeNull();
  });
});
