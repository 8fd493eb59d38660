import type { TInvoice, TUpdateInvoiceRequest } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export type TUpdateInvoiceOptions = {
  id: string;
  /** What changes; `lines`, when sent, replaces every line. */
  changes: TUpdateInvoiceRequest;
};

/**
 * `PUT /api/invoices/{id}`, a draft only: 200 `{ data }` with the amounts and totals the server
 * computed; 400 with `fields` (`lines.0.unit_price`, `due_date`); 409 `INVOICE_NOT_DRAFT` once issued.
 */
export async function updateInvoice({ id, changes }: TUpdateInvoiceOptions): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
  return answer.data;
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
