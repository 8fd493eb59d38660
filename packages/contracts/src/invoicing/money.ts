/**
 * Money as integer centimes (issue 30: "every amount must be exact"): a price of 1 234,50 DA is
 * the integer 123450. Sums of integers are exact; a JavaScript float is never used to add or
 * multiply amounts. The API's decimal strings ('1234.50', what PostgreSQL's numeric(12,2) answers)
 * are read and written here, so that the database, the server and the web agree to the centime.
 *
 * Rounding, wherever a product or a percentage falls between two centimes: to the nearest
 * centime, a half centime away from zero ("arrondi au centime le plus proche, la moitié au centime
 * supérieur"): 0.005 DA → 0.01 DA, −0.005 DA → −0.01 DA (a credit note's amounts mirror the
 * invoice's). It is the rule of commercial practice and of the accounting software Algerian
 * accountants use; the law sets none for invoice lines (Code des taxes sur le chiffre d'affaires
 * and décret exécutif n° 05-468 are silent), so it is ours, applied the same everywhere.
 */

/** An amount in the currency's minor unit (centimes for DZD): a safe integer. */
export type TCentimes = number;

/**
 * Decimals of each currency of the offers (OPTION_LISTS.currency), from ISO 4217's list: all have
 * two, so one amount type (hundredths) serves every invoice. A currency with 0 or 3 decimals
 * would need its own scale: `minorUnits` is read by the checks below, not assumed.
 */
export const CURRENCY_MINOR_UNITS = {
  source: 'ISO 4217, list one (current currency and funds code list), column "Minor unit"',
  recordedOn: '2026-11-25',
  digits: { DZD: 2, EUR: 2, USD: 2, TRY: 2, MAD: 2 },
} as const;

export type TMoneyCurrency = keyof typeof CURRENCY_MINOR_UNITS.digits;

/** Centimes in one unit of every currency we invoice in (all have two decimals). */
export const CENTIMES_PER_UNIT = 100;

/** Above this an amount is refused: 999 999 999 999,99, beyond any invoice and far inside the safe integers. */
export const MAX_CENTIMES = 99_999_999_999_999;

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Whether a value is a whole number of centimes we can compute with exactly. */
export function isCentimes(value: unknown): value is TCentimes {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTIMES;
}

function assertCentimes(value: number, what = 'amount'): void {
  if (!isCentimes(value)) throw new RangeError(`${what} is not a whole number of centimes: ${value}`);
}

/**
 * Reads a decimal string as the API and the database write it ('1234.50', '1234.5', '1234',
 * '-12.30'): null when it is not one (a comma, a third decimal, an exponent, spaces).
 */
export function parseAmount(text: string): TCentimes | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, units, decimals = ''] = match;
  const centimes = Number(units) * CENTIMES_PER_UNIT + Number(decimals.padEnd(2, '0'));
  return minus && centimes !== 0 ? -centimes : centimes;
}

/** The decimal string of an amount, always with two decimals: 123450 → '1234.50', −5 → '-0.05'. */
export function formatAmount(centimes: TCentimes): string {
  assertCentimes(centimes);
  const sign = centimes < 0 ? '-' : '';
  const absolute = Math.abs(centimes);
  const units = Math.trunc(absolute / CENTIMES_PER_UNIT);
  const rest = absolute % CENTIMES_PER_UNIT;
  return `${sign}${units}.${String(rest).padStart(2, '0')}`;
}

/**
 * A JSON number with at most two decimals (a price as the offer and proposal schemas take it,
 * `ZPrice`) as centimes; null for a number with more decimals or out of range. Read through its
 * shortest decimal writing, so 0.29 is 29 centimes, never 28.999….
 */
export function centimesFromNumber(value: number): TCentimes | null {
  if (!Number.isFinite(value)) return null;
  return parseAmount(String(value));
}

/** The exact sum of amounts. */
export function sumCentimes(amounts: readonly TCentimes[]): TCentimes {
  let total = 0;
  for (const amount of amounts) {
    assertCentimes(amount);
    total += amount;
  }
  assertCentimes(total, 'sum');
  return total;
}

/** Quantities are counted in thousandths: 2.5 hours, 12.345 tonnes, 3 trips. */
export const QUANTITY_SCALE = 1000;
/** The largest quantity a line may carry (a million units). */
export const MAX_QUANTITY = 1_000_000;

/**
 * A quantity in thousandths, or null when it has more than three decimals, is not positive or is
 * above `MAX_QUANTITY`. Read through its shortest decimal writing, as amounts are.
 */
export function quantityInThousandths(quantity: number): number | null {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) return null;
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(quantity));
  if (!match) return null;
  const [, units, decimals = ''] = match;
  return Number(units) * QUANTITY_SCALE + Number(decimals.padEnd(3, '0'));
}

/**
 * `numerator / denominator` rounded to the nearest integer, a half away from zero, computed in
 * BigInt: a price of 10^12 centimes times a quantity in thousandths overflows a float's exact range.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * A line's amount: unit price × quantity, rounded once to the centime (half away from zero).
 * 3 × 0,335 DA = 1,005 DA → 1,01 DA. Throws for a quantity `quantityInThousandths` refuses.
 */
export function multiplyByQuantity(unitPrice: TCentimes, quantity: number): TCentimes {
  assertCentimes(unitPrice, 'unit price');
  const thousandths = quantityInThousandths(quantity);
  if (thousandths === null) throw new RangeError(`not a quantity with at most three decimals: ${quantity}`);
  const amount = Number(divideRoundHalfUp(BigInt(unitPrice) * BigInt(thousandths), BigInt(QUANTITY_SCALE)));
  assertCentimes(amount, 'line amount');
  return amount;
}

/** A percentage in basis points (hundredths of a percent): 19 % is 1900. */
export type TBasisPoints = number;

/** `amount × rate`, the rate in basis points, rounded once to the centime (half away from zero). */
export function applyRate(amount: TCentimes, rate: TBasisPoints): TCentimes {
  assertCentimes(amount);
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`not a rate in basis points: ${rate}`);
  return Number(divideRoundHalfUp(BigInt(amount) * BigInt(rate), 10_000n));
}
