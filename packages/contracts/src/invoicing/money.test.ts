import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CENTIMES,
  applyRate,
  centimesFromNumber,
  formatAmount,
  multiplyByQuantity,
  parseAmount,
  quantityInThousandths,
  sumCentimes,
} from './money';

describe('amounts in centimes', () => {
  it("reads the API's decimal strings", () => {
    expect(parseAmount('1234.50')).toBe(123450);
    expect(parseAmount('1234.5')).toBe(123450);
    expect(parseAmount('1234')).toBe(123400);
    expect(parseAmount('0.01')).toBe(1);
    expect(parseAmount('-12.30')).toBe(-1230);
    expect(parseAmount('-0.00')).toBe(0);
    expect(parseAmount('999999999999.99')).toBe(MAX_CENTIMES);
  });

  it('refuses what is not a decimal with at most two decimals', () => {
    for (const text of ['', '1,50', '1.505', '1e3', ' 12', '12 ', '.5', '5.', '+5', 'abc', '1000000000000.00']) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it('writes two decimals and reads back what it wrote', () => {
    expect(formatAmount(123450)).toBe('1234.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatAmount(0)).toBe('0.00');
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTIMES, max: MAX_CENTIMES }), (centimes) => {
        expect(parseAmount(formatAmount(centimes))).toBe(centimes);
      }),
    );
  });

  it('takes a JSON number with two decimals exactly, never through float arithmetic', () => {
    expect(centimesFromNumber(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(centimesFromNumber(1234.5)).toBe(123450);
    expect(centimesFromNumber(19.99)).toBe(1999);
    expect(centimesFromNumber(1.005)).toBeNull();
    expect(centimesFromNumber(Number.NaN)).toBeNull();
  });

  it('adds exactly where floats would not', () => {
    // 0.1 + 0.2 !== 0.3 in floats; ten lines of 0,10 DA are 1,00 DA.
    expect(sumCentimes([10, 20])).toBe(30);
    expect(sumCentimes(Array.from({ length: 10 }, () => 10))).toBe(100);
    expect(sumCentimes([])).toBe(0);
    expect(() => sumCentimes([0.5])).toThrow(RangeError);
  });
});

describe('quantity × unit price, rounded half up to the centime', () => {
  it('rounds a half centime up, and a negative half away from zero', () => {
    expect(multiplyByQuantity(335, 3)).toBe(1005);
    expect(multiplyByQuantity(3, 0.5)).toBe(2); // 1.5 centimes → 2
    expect(multiplyByQuantity(5, 0.1)).toBe(1); // 0.5 centime → 1
    expect(multiplyByQuantity(4, 0.1)).toBe(0); // 0.4 centime → 0
    expect(multiplyByQuantity(-3, 0.5)).toBe(-2);
    expect(multiplyByQuantity(12_500_00, 2.5)).toBe(31_250_00);
  });

  it('stays exact for the largest prices and quantities', () => {
    // 999 999 999,99 DA × 100 = 10^11 DA - 1 DA: beyond 2^53 once multiplied by the thousandths.
    expect(multiplyByQuantity(99_999_999_999, 100)).toBe(9_999_999_999_900);
  });

  it('takes at most three decimals of quantity', () => {
    expect(quantityInThousandths(2.5)).toBe(2500);
    expect(quantityInThousandths(12.345)).toBe(12345);
    expect(quantityInThousandths(1.0005)).toBeNull();
    expect(quantityInThousandths(0)).toBeNull();
    expect(quantityInThousandths(-1)).toBeNull();
    expect(() => multiplyByQuantity(100, 1.0005)).toThrow(RangeError);
  });

  it('matches the exact product rounded half up for any price and quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (unitPrice, thousandths) => {
          const exact = BigInt(unitPrice) * BigInt(thousandths); // in thousandths of a centime
          const floor = exact / 1000n;
          const expected = exact % 1000n >= 500n ? floor + 1n : floor;
          expect(multiplyByQuantity(unitPrice, thousandths / 1000)).toBe(Number(expected));
        },
      ),
    );
  });
});

describe('a rate applied to an amount', () => {
  it('rounds once, half up', () => {
    expect(applyRate(100_000_00, 1900)).toBe(19_000_00);
    expect(applyRate(1_05, 1900)).toBe(20); // 19.95 centimes → 20
    expect(applyRate(50, 900)).toBe(5); // 4.5 centimes → 5
    expect(applyRate(1_00, 0)).toBe(0);
    expect(applyRate(-50, 900)).toBe(-5);
  });
});
