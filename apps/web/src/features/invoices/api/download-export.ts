import type { TAnnualStatementQuery, TSalesJournalQuery } from '@tariq/contracts';
import { api } from '../../../lib/api-client';

/** The query string of an export, what was chosen only. */
function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/**
 * `GET /api/invoices/sales-journal?from=&to=&format=&lang=`: the sales journal of a period, XLSX or
 * CSV; 400 with `fields` (`from`, `to`).
 */
export function downloadSalesJournal(query: TSalesJournalQuery): Promise<Blob> {
  return api<Blob>(`/api/invoices/sales-journal?${queryOf(query)}`, { blob: true });
}

/** `GET /api/invoices/annual-statement?year=&format=&lang=`: the year's État 104. */
export function downloadAnnualStatement(query: Omit<TAnnualStatementQuery, 'year'> & { year: number }): Promise<Blob> {
  return api<Blob>(`/api/invoices/annual-statement?${queryOf(query)}`, { blob: true });
}
