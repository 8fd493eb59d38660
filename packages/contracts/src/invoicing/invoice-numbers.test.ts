import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear, parseInvoiceNumber } from './invoice-numbers';

describe('invoice and credit-note numbers', () => {
  it('writes the prefix, the year and at least five digits', () => {
    expect(formatInvoiceNumber({ kind: 'invoice', year: 2026, sequence: 1 })).toBe('FA-2026-00001');
    expect(formatInvoiceNumber({ kind: 'creditNote', year: 2026, sequence: 1 })).toBe('AV-2026-00001');
    expect(formatInvoiceNumber({ kind: 'invoice', year: 2027, sequence: 99_999 })).toBe('FA-2027-99999');
    expect(formatInvoiceNumber({ kind: 'invoice', year: 2027, sequence: 100_000 })).toBe('FA-2027-100000');
  });

  it('refuses a sequence or a year that cannot be numbered', () => {
    expect(() => formatInvoiceNumber({ kind: 'invoice', year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ kind: 'invoice', year: 2026, sequence: 1.5 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ kind: 'invoice', year: 26, sequence: 1 })).toThrow(RangeError);
  });

  it('reads back what it writes', () => {
    expect(parseInvoiceNumber('FA-2026-00042')).toEqual({ kind: 'invoice', year: 2026, sequence: 42 });
    expect(parseInvoiceNumber('AV-2026-00001')).toEqual({ kind: 'creditNote', year: 2026, sequence: 1 });
    fc.assert(
      fc.property(
        fc.constantFrom('invoice' as const, 'creditNote' as const),
        fc.integer({ min: 2000, max: 2200 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (kind, year, sequence) => {
          expect(parseInvoiceNumber(formatInvoiceNumber({ kind, year, sequence }))).toEqual({ kind, year, sequence });
        },
      ),
    );
  });

  it('answers null to any other shape', () => {
    for (const text of [
      '',
      'FA-2026-0001',
      'FA-2026-000001',
      'FA-2026-00000',
      'fa-2026-00001',
      'FA-26-00001',
      'EXP-2026-00001',
      'FA 2026 00001',
      ' FA-2026-00001',
    ]) {
      expect(parseInvoiceNumber(text), text).toBeNull();
    }
  });

  it("numbers in the calendar year of Algiers' time zone", () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});
