import type { TInvoice } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `POST /api/invoices/{id}/issue`: the next number of the carrier's series, the parties' identifiers
 * copied, the totals frozen; 200 `{ data }`. 409 `INVOICE_MENTIONS_MISSING` with each missing mention
 * in `fields` (`seller.nif`, `buyer.address`), 409 `INVOICE_NOT_DRAFT` when already issued.
 */
export async function issueInvoice(id: string): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(id)}/issue`, { method: 'POST' });
  return answer.data;
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
    onError: async (error, id) => {
      // The profiles changed since the draft was read: the server's list of what is missing is the
      // draft's now, shown as the draft's own.
      if (error instanceof ApiError && error.code === 'INVOICE_MENTIONS_MISSING') {
        const missing = Object.keys(error.fields);
        queryClient.setQueryData<TInvoice>(invoiceKeys.detail(id), (invoice) =>
          invoice ? { ...invoice, missing_mentions: missing } : invoice,
        );
        return;
      }
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
    },
  });
}
