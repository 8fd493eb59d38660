import { describe, expect, it } from 'vitest';
import { describeIssue } from './validation';
import { FREIGHT_FILTER_NAMES, ZFreightFilters, ZFreightSearchQuery, presetFilters } from './freights';

function fieldErrors(input: Record<string, unknown>) {
  const result = ZFreightSearchQuery.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [describeIssue(issue).field, describeIssue(issue).key]));
}

describe('the freight search query', () => {
  it('reads a query string: numbers, booleans, dates, countries upper-cased, paging defaults', () => {
    const parsed = ZFreightSearchQuery.parse({
      startCountry: 'dz',
      start_place_id: 'DZ:16',
      startRadius: '50',
      dateFrom: '2026-11-23',
      dateTo: '2026-11-25',
      type: 'tautliner',
      maxWeight: '24000',
      noTailLift: 'true',
      dangerous: '0',
      order: 'price_asc',
      endState: '',
    });
    expect(parsed).toMatchObject({
      startCountry: 'DZ',
      startRadius: 50,
      maxWeight: 24000,
      noTailLift: true,
      dangerous: false,
      order: 'price_asc',
      page: 1,
      limit: 20,
    });
    expect(parsed.endState).toBeUndefined();
  });

  it('names the field of every value it cannot read', () => {
    expect(fieldErrors({ order: 'cheapest' })).toEqual({ order: 'invalidChoice' });
    expect(fieldErrors({ type: 'spaceship' })).toEqual({ type: 'invalidChoice' });
    expect(fieldErrors({ goodType: 'gold' })).toEqual({ goodType: 'invalidChoice' });
    expect(fieldErrors({ maxWeight: 'heavy' })).toEqual({ maxWeight: 'invalid' });
    expect(fieldErrors({ dateFrom: '2026-02-30' })).toEqual({ dateFrom: 'invalid' });
    expect(fieldErrors({ limit: '101' })).toEqual({ limit: 'tooBig' });
    expect(fieldErrors({ page: '0' })).toEqual({ page: 'tooSmall' });
    expect(fieldErrors({ refrigerated: 'maybe' })).toEqual({ refrigerated: 'invalidChoice' });
    expect(fieldErrors({ ownerId: 'acme' })).toEqual({ ownerId: 'invalid' });
  });

  it('refuses a radius without its place and dates or lengths the wrong way round', () => {
    expect(fieldErrors({ startRadius: '50' })).toEqual({ start_place_id: 'required' });
    expect(fieldErrors({ dateFrom: '2026-11-25', dateTo: '2026-11-23' })).toEqual({ dateTo: 'invalid' });
    expect(fieldErrors({ minLength: '900', maxLength: '800' })).toEqual({ minLength: 'invalid' });
  });

  it('keeps only filters in a saved search, and names every filter once', () => {
    expect(ZFreightFilters.parse({ startCountry: 'DZ', page: '3' })).toEqual({ startCountry: 'DZ' });
    expect(new Set(FREIGHT_FILTER_NAMES).size).toBe(FREIGHT_FILTER_NAMES.length);
    expect(FREIGHT_FILTER_NAMES).not.toContain('page');
  });
});

describe('filter presets', () => {
  it('fill the dimension filters in cm and kg, and the goods for bulk and container', () => {
    expect(presetFilters('semi_trailer')).toEqual({
      maxLength: 1320,
      maxWidth: 240,
      maxHeight: 270,
      maxWeight: 44000,
      container: undefined,
      bulk: undefined,
    });
    expect(presetFilters('bulk_container')).toEqual({
      maxLength: undefined,
      maxWidth: undefined,
      maxHeight: undefined,
      maxWeight: 44000,
      container: true,
      bulk: true,
    });
  });
});
