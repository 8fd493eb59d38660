import { formatAmount, INVOICES_LIMITS } from '@tariq/contracts';
import type { TInvoice, TInvoicePaymentState } from '@tariq/contracts';
import type { TInvoiceRow } from './invoices.repository';

type TStanding = Pick<
  TInvoice,
  | 'payment_state'
  | 'is_overdue'
  | 'paid_total'
  | 'credited_total'
  | 'balance'
  | 'settled_at'
  | 'paid_on'
  | 'reminder_sent_at'
  | 'reminders_count'
>;

/** Where an issued invoice stands with its client; unsettled is unpaid or partial. */
export function paymentStateOf(
  invoice: Pick<TInvoiceRow, 'settledAt' | 'paidTotal' | 'cancelledAt'>,
): TInvoicePaymentState {
  if (invoice.cancelledAt) return 'cancelled';
  if (invoice.settledAt) return 'settled';
  return invoice.paidTotal > 0 ? 'partial' : 'unpaid';
}

/** Issued, neither settled nor cancelled, and its due date (a day in Algiers) before `today`. */
export function isOverdue(
  invoice: Pick<TInvoiceRow, 'status' | 'settledAt' | 'cancelledAt' | 'dueDate'>,
  today: string,
): boolean {
  return invoice.status === 'issued' && !invoice.settledAt && !invoice.cancelledAt && invoice.dueDate < today;
}

/** What remains to pay: the total due less payments and credit notes. */
export function balanceOf(invoice: Pick<TInvoiceRow, 'totalDue' | 'paidTotal' | 'creditedTotal'>): number {
  return invoice.totalDue - invoice.paidTotal - invoice.creditedTotal;
}

/** An invoice's payment standing as every answer states it (spec 001 §4); `today` is the day in Algiers. */
export function paymentStanding(invoice: TInvoiceRow, today: string): TStanding {
  const isIssued = invoice.status === 'issued';
  return {
    payment_state: isIssued ? paymentStateOf(invoice) : null,
    is_overdue: isOverdue(invoice, today),
    paid_total: formatAmount(invoice.paidTotal),
    credited_total: formatAmount(invoice.creditedTotal),
    balance: formatAmount(balanceOf(invoice)),
    settled_at: invoice.settledAt?.toISOString() ?? null,
    paid_on: invoice.paidOn,
    reminder_sent_at: invoice.reminderSentAt?.toISOString() ?? null,
    reminders_count: invoice.remindersCount,
  };
}

const REMINDER_INTERVAL_MS = INVOICES_LIMITS.reminderIntervalHours * 3_600_000;

/**
 * When a reminder by hand is possible again: 24 hours after the last reminder. Null when it is
 * possible now, or never (a draft, an invoice not sent, a settled one: the answer to the call says why).
 */
export function nextReminderAt(invoice: TInvoiceRow, now: Date): Date | null {
  if (invoice.status !== 'issued' || !invoice.sentAt || invoice.settledAt || invoice.cancelledAt) return null;
  if (!invoice.reminderSentAt) return null;
  const next = new Date(invoice.reminderSentAt.getTime() + REMINDER_INTERVAL_MS);
  return next > now ? next : null;
}
