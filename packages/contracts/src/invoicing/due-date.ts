import type { TOptionValue } from '../catalogues/options';
import { isRealDate } from '../query-readers';

export type TPaymentTerm = TOptionValue<'paymentTerm'>;

/**
 * The offer's payment terms (spec 001 §3 and §9: on receipt, 30, 45, 60, 90 days;
 * `OPTION_LISTS.paymentTerm`) as days after the invoice's date. None of them says "end of month",
 * so none is applied: 30 days is 30 calendar days from the issue date, as the option reads.
 * "On receipt" is due the day the invoice is issued: it is sent to the client by e-mail that day.
 */
export const PAYMENT_TERM_DAYS = {
  on_receipt: 0,
  '30_days': 30,
  '45_days': 45,
  '60_days': 60,
  '90_days': 90,
} as const satisfies Record<TPaymentTerm, number>;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) throw new RangeError(`not a calendar day: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dayString(dayNumberValue: number): string {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

/** The due date (`YYYY-MM-DD`) of an invoice issued on `issueDate` (`YYYY-MM-DD`, in Algiers) with this term. */
export function invoiceDueDate(issueDate: string, term: TPaymentTerm): string {
  return dayString(dayNumber(issueDate) + PAYMENT_TERM_DAYS[term]);
}

/**
 * Days from the due date to `day` (both `YYYY-MM-DD`): negative before it, 0 on it. An unpaid
 * invoice is overdue from the day after its due date (a value above 0); the payment record counts
 * these days from the due date to each payment.
 */
export function daysAfterDueDate(dueDate: string, day: string): number {
  return dayNumber(day) - dayNumber(dueDate);
}
