import type { TPaymentRecord } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `GET /api/companies/{companyId}/payment-record`: how a shipper pays the invoices carriers issued to it on Tariq. */
export function getPaymentRecordQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: invoiceKeys.paymentRecord(companyId),
    queryFn: async ({ signal }) =>
      (
        await api<{ data: TPaymentRecord }>(`/api/companies/${encodeURIComponent(companyId)}/payment-record`, {
          signal,
        })
      ).data,
    // A record moves with payments, over days: no need to ask again within the page's life.
    staleTime: 10 * 60_000,
  });
}
