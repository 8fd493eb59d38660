import { formatAmount, offerToday } from '@tariq/contracts';
import type { TDb } from '../../db/client';
import { deliveredMissionsTotals } from '../missions';
import { invoicedMissionIds, sumCarrierInvoiceFigures } from './invoices.repository';

/** How many, and their amounts per currency as decimal strings (contracts' formatAmount). */
export type TCountedAmounts = { count: number; amounts: { currency: string; amount: string }[] };

export type TInvoicingFigures = {
  /** The delivered missions on no invoice yet (the list /invoices), by their prices. */
  toInvoice: TCountedAmounts;
  /** Issued, not settled: what remains to pay. */
  unpaid: TCountedAmounts;
  /** Of them, due before today (Algiers). */
  overdue: TCountedAmounts;
  /** Settled with a payment date in the current month (Algiers): what was paid on them. */
  paidThisMonth: TCountedAmounts;
};

function counted(rows: readonly { currency: string; count: number; centimes: number }[]): TCountedAmounts {
  const present = rows.filter((row) => row.count > 0);
  return {
    count: present.reduce((all, row) => all + row.count, 0),
    amounts: present.map((row) => ({ currency: row.currency, amount: formatAmount(row.centimes) })),
  };
}

/** The first day of the month after `month` ('2026-11' → '2026-12-01'). */
function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * For the dashboard (issue 31), which checked its caller's access: the carrier's invoicing figures
 * as the lists of /invoices count them — the same reading of delivered, unpaid and overdue as the
 * lists and their filters — summed in integer centimes per currency, in the caller's `db`.
 */
export async function findInvoicingFigures(
  db: TDb,
  options: { carrierCompanyId: string; now: Date },
): Promise<TInvoicingFigures> {
  const today = offerToday(options.now);
  const month = today.slice(0, 7);
  const [toInvoice, invoices] = await Promise.all([
    deliveredMissionsTotals(db, {
      carrierCompanyId: options.carrierCompanyId,
      now: options.now,
      excluded: invoicedMissionIds(options.carrierCompanyId),
    }),
    sumCarrierInvoiceFigures(db, {
      carrierCompanyId: options.carrierCompanyId,
      today,
      paidFrom: `${month}-01`,
      paidBefore: nextMonthStart(month),
    }),
  ]);
  const pick = (count: 'unpaidCount' | 'overdueCount' | 'paidCount', amount: 'unpaid' | 'overdue' | 'paid') =>
    counted(invoices.map((row) => ({ currency: row.currency, count: row[count], centimes: row[amount] })));
  return {
    toInvoice: counted(toInvoice),
    unpaid: pick('unpaidCount', 'unpaid'),
    overdue: pick('overdueCount', 'overdue'),
    paidThisMonth: pick('paidCount', 'paid'),
  };
}
