import type { TInvoice } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `GET /api/invoices/{id}`: a draft as issuing it now would make it (the parties' identifiers as their
 * profiles say them, `missing_mentions`, totals computed now), or an issued invoice as it was issued.
 * 404 for another company's invoice.
 */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export function getInvoiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });
}
