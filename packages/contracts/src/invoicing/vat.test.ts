import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IFU_INVOICE_MENTION, VAT_RATES, VAT_RATE_VALUES, computeInvoiceTotals, isVatRate } from './vat';
import type { TInvoiceLineInput } from './vat';

const transport = (unitPriceHt: number, vatRate: TInvoiceLineInput['vatRate'] = 1900): TInvoiceLineInput => ({
  quantity: 1,
  unitPriceHt,
  vatRate,
});

describe('VAT rates', () => {
  it('offers 19 % by default, 9 % and 0 %, with their source', () => {
    expect(VAT_RATE_VALUES).toEqual([1900, 900, 0]);
    expect(VAT_RATES.defaultBasisPoints).toBe(1900);
    expect(VAT_RATES.source).toMatch(/art\. 21.*art\. 23/);
    expect(isVatRate(1900)).toBe(true);
    expect(isVatRate(1700)).toBe(false); // the rate before 2017
    expect(isVatRate('19')).toBe(false);
  });
});

describe('invoice totals', () => {
  it('computes HT, VAT per rate, TTC and no stamp duty for a transfer', () => {
    const totals = computeInvoiceTotals({
      lines: [transport(100_000_00), { quantity: 2.5, unitPriceHt: 1_500_00, vatRate: 1900 }],
      sellerTaxRegime: 'reel',
      paymentMethod: 'transfer',
    });
    expect(totals).toEqual({
      lineAmountsHt: [100_000_00, 3_750_00],
      totalHt: 103_750_00,
      vatByRate: [{ rate: 1900, baseHt: 103_750_00, vat: 19_712_50 }],
      totalVat: 19_712_50,
      totalTtc: 123_462_50,
      stampDuty: 0,
      totalDue: 123_462_50,
      vatMention: null,
    });
  });

  it('rounds VAT once per rate on the sum of the lines, not line by line', () => {
    // Three lines of 0,05 DA at 9 %: 0,45 centime each. Per line: 3 × 0 = 0; once per rate: 1,35 → 1.
    const totals = computeInvoiceTotals({
      lines: [transport(5, 900), transport(5, 900), transport(5, 900)],
      sellerTaxRegime: 'reel',
      paymentMethod: 'cheque',
    });
    expect(totals.vatByRate).toEqual([{ rate: 900, baseHt: 15, vat: 1 }]);
  });

  it('gives the nature and rate of each tax, highest rate first, 0 % included', () => {
    const totals = computeInvoiceTotals({
      lines: [transport(1_000_00, 0), transport(10_000_00, 1900), transport(2_000_00, 900), transport(5_00, 1900)],
      sellerTaxRegime: 'reel',
      paymentMethod: 'transfer',
    });
    expect(totals.vatByRate).toEqual([
      { rate: 1900, baseHt: 10_005_00, vat: 1_900_95 },
      { rate: 900, baseHt: 2_000_00, vat: 180_00 },
      { rate: 0, baseHt: 1_000_00, vat: 0 },
    ]);
    expect(totals.totalVat).toBe(2_080_95);
    expect(totals.totalTtc).toBe(13_005_00 + 2_080_95);
  });

  it('adds the stamp duty on TTC for a cash payment only', () => {
    const lines = [transport(100_000_00)];
    const cash = computeInvoiceTotals({ lines, sellerTaxRegime: 'reel', paymentMethod: 'cash' });
    // TTC 119 000 DA, above 100 000 DA: 1 190 tranches × 2 DA.
    expect(cash.totalTtc).toBe(119_000_00);
    expect(cash.stampDuty).toBe(2_380_00);
    expect(cash.totalDue).toBe(121_380_00);
    for (const paymentMethod of ['transfer', 'cheque'] as const) {
      expect(computeInvoiceTotals({ lines, sellerTaxRegime: 'reel', paymentMethod }).stampDuty).toBe(0);
    }
  });

  it('charges no VAT for a seller under IFU, whatever the lines say, and carries the mention', () => {
    const totals = computeInvoiceTotals({
      lines: [transport(50_000_00, 1900), transport(1_000_00, 900)],
      sellerTaxRegime: 'ifu',
      paymentMethod: 'cash',
    });
    expect(totals.vatByRate).toEqual([]);
    expect(totals.totalVat).toBe(0);
    expect(totals.totalTtc).toBe(51_000_00);
    expect(totals.stampDuty).toBe(765_00); // 510 tranches × 1,5 DA
    expect(totals.vatMention).toBe('ifu');
    expect(IFU_INVOICE_MENTION.fr).toMatch(/impôt forfaitaire unique/);
    expect(IFU_INVOICE_MENTION.ar).toMatch(/للضريبة الجزافية الوحيدة/);
  });

  it('refuses a rate that is not one of the list', () => {
    expect(() =>
      computeInvoiceTotals({
        lines: [{ quantity: 1, unitPriceHt: 100, vatRate: 1700 as never }],
        sellerTaxRegime: 'reel',
        paymentMethod: 'transfer',
      }),
    ).toThrow(RangeError);
  });

  it('always has lines that add up to the totals', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }).map((thousandths) => thousandths / 1000),
      unitPriceHt: fc.integer({ min: 0, max: 50_000_000_00 }),
      vatRate: fc.constantFrom(...VAT_RATE_VALUES),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.constantFrom('reel' as const, 'ifu' as const),
        fc.constantFrom('transfer' as const, 'cheque' as const, 'cash' as const),
        (lines, sellerTaxRegime, paymentMethod) => {
          const totals = computeInvoiceTotals({ lines, sellerTaxRegime, paymentMethod });
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          expect(sum(totals.lineAmountsHt)).toBe(totals.totalHt);
          expect(sum(totals.vatByRate.map((entry) => entry.baseHt))).toBe(
            sellerTaxRegime === 'ifu' ? 0 : totals.totalHt,
          );
          expect(sum(totals.vatByRate.map((entry) => entry.vat))).toBe(totals.totalVat);
          expect(totals.totalTtc).toBe(totals.totalHt + totals.totalVat);
          expect(totals.totalDue).toBe(totals.totalTtc + totals.stampDuty);
          for (const entry of totals.vatByRate) {
            // Within half a centime of the exact VAT of the base.
            expect(Math.abs(entry.vat - (entry.baseHt * entry.rate) / 10_000)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});
