import type { TInvoiceableMissionsResponse } from '@tariq/contracts';
import { INVOICES_LIMITS } from '@tariq/contracts/invoices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `GET /api/invoices/to-generate?page=&limit=`: the caller's delivered missions (proof of delivery
 * accepted or deemed accepted) that are on no invoice yet. Pages of the API's largest size, so that
 * a month of one client's loads can be ticked together.
 */
export function getInvoicesToGenerate(page: number, signal?: AbortSignal): Promise<TInvoiceableMissionsResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(INVOICES_LIMITS.pageSizeMax) });
  return api<TInvoiceableMissionsResponse>(`/api/invoices/to-generate?${params.toString()}`, { signal });
}

export function getInvoicesToGenerateQueryOptions(page: number) {
  return queryOptions({
    queryKey: invoiceKeys.toGeneratePage(page),
    queryFn: ({ signal }) => getInvoicesToGenerate(page, signal),
    placeholderData: keepPreviousData,
  });
}
