import type { TInvoicesListResponse } from '@tariq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';
import type { TInvoicesFilters } from './invoice-keys';

export type { TInvoicesFilters };

/**
 * `GET /api/invoices?status=&page=&paid=&overdue=&from=&to=`: one page of the caller's invoices,
 * newest first, with the sums of the whole filtered list per currency.
 */
export function getInvoices(
  filters: TInvoicesFilters,
  page: number,
  signal?: AbortSignal,
): Promise<TInvoicesListResponse> {
  const params = new URLSearchParams({ status: filters.status, page: String(page) });
  if (filters.paid) params.set('paid', filters.paid);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return api<TInvoicesListResponse>(`/api/invoices?${params.toString()}`, { signal });
}

export function getInvoicesQueryOptions(filters: TInvoicesFilters, page: number) {
  return queryOptions({
    queryKey: invoiceKeys.list(filters, page),
    queryFn: ({ signal }) => getInvoices(filters, page, signal),
    // Turning a page keeps the rows of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}
