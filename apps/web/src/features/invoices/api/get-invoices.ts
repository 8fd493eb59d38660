import type { TInvoiceStatus, TInvoicesListResponse } from '@tariq/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `GET /api/invoices?status=&page=`: one page of the caller's drafts or issued invoices, newest first. */
export function getInvoices(
  status: TInvoiceStatus,
  page: number,
  signal?: AbortSignal,
): Promise<TInvoicesListResponse> {
  const params = new URLSearchParams({ status, page: String(page) });
  return api<TInvoicesListResponse>(`/api/invoices?${params.toString()}`, { signal });
}

export function getInvoicesQueryOptions(status: TInvoiceStatus, page: number) {
  return queryOptions({
    queryKey: invoiceKeys.list(status, page),
    queryFn: ({ signal }) => getInvoices(status, page, signal),
    // Turning a page keeps the rows of the last one until the next arrives.
    placeholderData: keepPreviousData,
  });
}
