/**
 * The values' axis of a bar chart: from 0 to a round top, in 4 or 5 even steps of 1, 2, 2.5 or 5
 * times a power of ten ('0, 2, 4, 6, 8' for 6 missions; '0, 500 000, …, 2 500 000' for 2.2 M DZD).
 * Counts never get a fractional step and go at least to 4; a series of zeros gets 0 to 4.
 */
export function chartTicks(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  const isWhole = values.every((value) => Number.isInteger(value));
  if (max === 0) return [0, 1, 2, 3, 4];
  const span = isWhole ? Math.max(max, 4) : max;
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  const step = isWhole ? Math.max(1, Math.ceil(multiple * power)) : multiple * power;
  const top = Math.ceil(span / step) * step;
  // Rounded to the step's precision: 0.1 × 3 is 0.30000000000000004 in floating point.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
}
