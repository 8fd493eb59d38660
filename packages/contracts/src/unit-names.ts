/**
 * The units a numeric field's limits are told in (see units.ts, which words and formats them). Apart,
 * so that every schema can name its unit without the words and formats reaching the login page.
 */
export const UNITS = [
  'kilogram',
  'tonne',
  'meter',
  'cubicMeter',
  'centimeter',
  'kilometer',
  'hour',
  'pallet',
  'currency',
] as const;
export type TUnit = (typeof UNITS)[number];

export function isUnit(value: unknown): value is TUnit {
  return (UNITS as readonly unknown[]).includes(value);
}
