import { OFFER_TIME_ZONE } from '../time-zone';

/**
 * Invoice and credit-note numbers: `FA-2026-00001`, `AV-2026-00001`. One gapless chronological
 * sequence per carrier, per kind and per calendar year (décret exécutif n° 05-468: invoices are
 * numbered in one uninterrupted chronological series; an issued invoice is corrected by a credit
 * note, which has its own series). The prefix, the four-digit year of issue in Algiers' time
 * zone, and the sequence on at least five digits (FA-2026-100000 follows FA-2026-99999). Only
 * the shape lives here: the API gives the next sequence inside the issuing transaction.
 */
export const INVOICE_NUMBER_PREFIXES = { invoice: 'FA', creditNote: 'AV' } as const;
export type TInvoiceNumberKind = keyof typeof INVOICE_NUMBER_PREFIXES;

const SEQUENCE_DIGITS = 5;
const INVOICE_NUMBER = /^(FA|AV)-(\d{4})-(\d{5,})$/;

export type TInvoiceNumber = { kind: TInvoiceNumberKind; year: number; sequence: number };

// Built once: building a formatter costs far more than using it.
const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OFFER_TIME_ZONE, year: 'numeric' });

/** The year an invoice issued at `at` is numbered in: the calendar year in Algiers. */
export function invoiceYear(at: Date): number {
  return Number(yearFormat.format(at));
}

export function formatInvoiceNumber({ kind, year, sequence }: TInvoiceNumber): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`not a year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`not a sequence: ${sequence}`);
  return `${INVOICE_NUMBER_PREFIXES[kind]}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * An invoice or credit-note number as `formatInvoiceNumber` writes it, or null: no other shape
 * (lower case, missing zeros, a sequence of 0, extra zeros in front) is one of ours.
 */
export function parseInvoiceNumber(text: string): TInvoiceNumber | null {
  const match = INVOICE_NUMBER.exec(text);
  if (!match) return null;
  const [, prefix, year, digits] = match as unknown as [string, string, string, string];
  const sequence = Number(digits);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  const parsed: TInvoiceNumber = {
    kind: prefix === INVOICE_NUMBER_PREFIXES.invoice ? 'invoice' : 'creditNote',
    year: Number(year),
    sequence,
  };
  return formatInvoiceNumber(parsed) === text ? parsed : null;
}
