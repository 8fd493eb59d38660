import { OFFER_TIME_ZONE } from './offers';

/**
 * Readable numbers (issue 23): the short reference of an offer, a mission and its charter order,
 * said over the phone and typed in a search field; the UUID stays the URL key. `EXP-26-0042`: a
 * fixed uppercase prefix, the two-digit year (in the offers' time zone) of creation, a sequence per
 * kind and year, at least 4 digits (EXP-26-10000 after EXP-26-9999). Only digits, dashes and these
 * prefixes: no O/0 or I/1 to confuse.
 *
 * A mission's charter order has no sequence of its own: it is the mission's number under the
 * charter's prefix (MIS-26-0042 has the charter BA-26-0042), so one number leads to the other.
 */
export const NUMBER_PREFIXES = { offer: 'EXP', mission: 'MIS', charter: 'BA' } as const;
export type TNumberPrefix = (typeof NUMBER_PREFIXES)[keyof typeof NUMBER_PREFIXES];

/** The kinds that have a sequence (a counter per kind and year). */
export const NUMBER_KINDS = ['offer', 'mission'] as const;
export type TNumberKind = (typeof NUMBER_KINDS)[number];

const SEQUENCE_DIGITS = 4;

// Built once, as offerToday's: building a formatter costs far more than using it.
const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFER_TIME_ZONE, year: 'numeric' });

/** The two-digit year of `at` in the offers' time zone (Africa/Algiers). */
export function numberYear(at: Date): number {
  return Number(yearFormat.format(at)) % 100;
}

export function formatNumber(prefix: TNumberPrefix, year: number, sequence: number): string {
  return `${prefix}-${String(year).padStart(2, '0')}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The charter order's number: its mission's, under the charter's prefix. */
export function charterNumber(missionNumber: string): string {
  return missionNumber.replace(/^[A-Z]+-/, `${NUMBER_PREFIXES.charter}-`);
}

/**
 * A number as someone typed it in a search field, read leniently: any case, with or without
 * dashes or spaces, with or without the prefix and the year ('EXP-26-0042', 'exp260042',
 * '26-0042', '0042', '42').
 * - `prefix`: the letters typed, if any (a list accepts only its own prefixes);
 * - `start`: with the year, the beginning of the number after the prefix ('26-0042', '26-004'):
 *   numbers that start so match (typing narrows the list); a sequence of fewer than 4 digits
 *   without a leading zero is read as a whole sequence ('26-42' is 26-0042);
 * - `sequence`: without the year, the whole sequence, in any year ('0042' and '42' are 42).
 * Null when it cannot be a number (no digits, letters inside, a year of other than two digits).
 */
export type TNumberQuery =
  | { prefix: string | null; start: string; sequence?: undefined }
  | { prefix: string | null; start?: undefined; sequence: number };

const SEPARATORS = '[\\s\\-_./]*';
const QUERY = new RegExp(`^(?:N°|NO\\.?)?${SEPARATORS}([A-Z]*)${SEPARATORS}(\\d+)(?:[\\s\\-_./]+(\\d+))?$`);

export function parseNumberQuery(text: string): TNumberQuery | null {
  const match = QUERY.exec(text.trim().toUpperCase());
  if (!match) return null;
  const prefix = match[1] || null;
  let year: string | undefined;
  let sequence: string;
  if (match[3] !== undefined) {
    if (match[2]!.length !== 2) return null;
    year = match[2]!;
    sequence = match[3];
  } else if (match[2]!.length >= 2 + SEQUENCE_DIGITS) {
    // Typed without dashes: the year is the first two digits (a sequence has at least four).
    year = match[2]!.slice(0, 2);
    sequence = match[2]!.slice(2);
  } else {
    sequence = match[2]!;
  }
  if (year === undefined) return { prefix, sequence: Number(sequence) };
  const whole = sequence.length < SEQUENCE_DIGITS && !sequence.startsWith('0');
  return { prefix, start: `${year}-${whole ? sequence.padStart(SEQUENCE_DIGITS, '0') : sequence}` };
}
