import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGERIAN_ID_FORMATS, EU_VAT_FORMATS, normalizeTaxId, readTaxId } from './tax-ids';

describe('identifier formats as data', () => {
  it('each rule names its source and date, and its own example passes it', () => {
    for (const [name, rule] of Object.entries(ALGERIAN_ID_FORMATS)) {
      expect(rule.source, name).not.toBe('');
      expect(rule.recordedOn, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.pattern.test(normalizeTaxId(rule.example)), name).toBe(true);
    }
    for (const [prefix, rule] of Object.entries(EU_VAT_FORMATS)) {
      expect(rule.source, prefix).not.toBe('');
      expect(rule.example.startsWith(prefix), prefix).toBe(true);
      expect(readTaxId(rule.example), prefix).toMatchObject({ scheme: 'eu_vat', isValidFormat: true });
    }
  });

  it('reads any 15 or 20 digits as a well-formed NIF, and any other count of digits as a malformed one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), (length, seed) => {
        const digits = Array.from({ length }, (_, index) => String((seed + index * 7) % 10)).join('');
        const reading = readTaxId(digits);
        expect(reading.scheme).toBe('dz_nif');
        expect(reading.isValidFormat).toBe(length === 15 || length === 20);
      }),
    );
  });

  it('compares numbers without their separators or case', () => {
    expect(normalizeTaxId(' fr 12.345-678/901 ')).toBe('FR12345678901');
    expect(readTaxId('el 123 456 789')).toEqual({
      scheme: 'eu_vat',
      country: 'GR',
      number: 'EL123456789',
      isValidFormat: true,
    });
    expect(readTaxId('XX1234')).toMatchObject({ scheme: 'unknown', isValidFormat: false });
  });
});
