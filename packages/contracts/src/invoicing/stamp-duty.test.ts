import { describe, expect, it } from 'vitest';
import { CASH_STAMP_DUTY, cashStampDuty } from './stamp-duty';

// Amounts in centimes: 300_00 is 300,00 DA.
describe('stamp duty on a cash payment (Code du timbre art. 100-I, LF 2025 art. 46)', () => {
  it('exempts sums up to 300 DA included', () => {
    expect(cashStampDuty(0)).toBe(0);
    expect(cashStampDuty(150_00)).toBe(0);
    expect(cashStampDuty(299_99)).toBe(0);
    expect(cashStampDuty(300_00)).toBe(0);
  });

  it('charges 1 DA per started 100 DA above 300 DA, at least 5 DA', () => {
    expect(cashStampDuty(300_01)).toBe(5_00); // 4 started tranches: 4 DA, raised to the minimum
    expect(cashStampDuty(400_00)).toBe(5_00);
    expect(cashStampDuty(400_01)).toBe(5_00); // 5 tranches
    expect(cashStampDuty(500_01)).toBe(6_00);
    expect(cashStampDuty(10_000_00)).toBe(100_00);
    expect(cashStampDuty(11_950_00)).toBe(120_00); // 119.5 → 120 started tranches
    expect(cashStampDuty(29_999_99)).toBe(300_00);
    expect(cashStampDuty(30_000_00)).toBe(300_00); // 30 000 DA is still in the first band
  });

  it('charges 1,5 DA per started 100 DA on the whole sum above 30 000 DA, up to 100 000 DA included', () => {
    expect(cashStampDuty(30_000_01)).toBe(451_50); // 301 tranches × 1,5 DA: no progressivity by band
    expect(cashStampDuty(31_010_00)).toBe(466_50);
    expect(cashStampDuty(50_000_00)).toBe(750_00);
    expect(cashStampDuty(99_999_99)).toBe(1_500_00);
    expect(cashStampDuty(100_000_00)).toBe(1_500_00);
  });

  it('charges 2 DA per started 100 DA above 100 000 DA, with no ceiling', () => {
    expect(cashStampDuty(100_000_01)).toBe(2_002_00);
    expect(cashStampDuty(950_000_00)).toBe(19_000_00); // the DGI circular's example
    expect(cashStampDuty(10_000_000_00)).toBe(200_000_00); // the former 10 000 DA cap no longer applies
  });

  it('refuses what is not an amount to settle', () => {
    expect(() => cashStampDuty(-1)).toThrow(RangeError);
    expect(() => cashStampDuty(1.5)).toThrow(RangeError);
  });

  it('keeps its source and date with the figures', () => {
    expect(CASH_STAMP_DUTY.source).toMatch(/art\. 100-I.*loi de finances pour 2025, art\. 46/);
    expect(CASH_STAMP_DUTY.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CASH_STAMP_DUTY.maximum).toBeNull();
  });
});
