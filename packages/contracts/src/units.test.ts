import { describe, expect, it } from 'vitest';
import { ZFreightFilters } from './freights';
import { MESSAGES, interpolate } from './messages';
import { createOfferSchema } from './offers';
import { formatMessageParams, formatQuantity } from './units';
import { describeIssue } from './validation';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

function issueOf(
  schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } },
  input: unknown,
  field: string,
) {
  const issues = (schema.safeParse(input).error?.issues ?? []) as Parameters<typeof describeIssue>[0][];
  return issues.map(describeIssue).find((issue) => issue.field === field);
}

describe('limits of measured fields', () => {
  const offer = createOfferSchema({ today: null });

  it('carry their limit and unit as parameters, the key unchanged', () => {
    expect(issueOf(offer, { weight_kg: 44_001 }, 'weight_kg')).toEqual({
      field: 'weight_kg',
      key: 'tooBig',
      params: { max: 44_000, unit: 'kilogram' },
    });
    expect(issueOf(offer, { height_m: 5 }, 'height_m')?.params).toEqual({ max: 4, unit: 'meter' });
    expect(issueOf(offer, { mpl: 14 }, 'mpl')?.params).toEqual({ max: 13.2, unit: 'meter' });
    expect(issueOf(offer, { pallets: { EUROP: 1000 } }, 'pallets.EUROP')?.params).toEqual({ max: 999, unit: 'pallet' });
    expect(issueOf(offer, { price: 1e11 }, 'price')?.params).toEqual({ max: 9_999_999_999.99, unit: 'currency' });
    expect(issueOf(ZFreightFilters, { maxHeight: '6000' }, 'maxHeight')?.params).toEqual({
      max: 5000,
      unit: 'centimeter',
    });
  });

  it('read in each language with its number format and unit', () => {
    const message = (language: 'fr' | 'en' | 'de' | 'pl', params: Record<string, string | number>) =>
      interpolate(MESSAGES[language].validation.tooBig, formatMessageParams(params, language));
    expect(message('fr', { max: 44_000, unit: 'kilogram' })).toBe(
      `La valeur ne doit pas dépasser 44${NNBSP}000${NNBSP}kg`,
    );
    expect(message('fr', { max: 2.55, unit: 'meter' })).toBe(`La valeur ne doit pas dépasser 2,55${NNBSP}m`);
    expect(message('en', { max: 44_000, unit: 'kilogram' })).toBe('The value must not exceed 44,000 kg');
    expect(message('de', { max: 2.55, unit: 'meter' })).toBe('Der Wert darf 2,55 m nicht überschreiten');
    expect(message('pl', { max: 999, unit: 'pallet' })).toBe(`Wartość nie może przekraczać 999${NBSP}palet`);
    // A limit without a unit still takes the language's digits and separators.
    expect(message('fr', { max: 10_000 })).toBe(`La valeur ne doit pas dépasser 10${NNBSP}000`);
  });

  it('words prices in the currency the form names, and as a number when none is known', () => {
    expect(formatQuantity(9_999_999_999.99, 'currency', 'fr', { currency: 'DZD' })).toBe(
      `9${NNBSP}999${NNBSP}999${NNBSP}999,99${NBSP}DZD`,
    );
    expect(formatQuantity(9_999_999_999.99, 'currency', 'en')).toBe('9,999,999,999.99');
  });

  it('counts pallets with the plural of the language', () => {
    expect(formatQuantity(1, 'pallet', 'fr')).toBe(`1${NBSP}palette`);
    expect(formatQuantity(3, 'pallet', 'pl')).toBe(`3${NBSP}palety`);
    expect(formatQuantity(999, 'pallet', 'ar')).toMatch(/منصة$/);
  });
});
