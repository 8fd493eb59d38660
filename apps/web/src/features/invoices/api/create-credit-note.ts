import type { TCreateCreditNoteRequest, TInvoice } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `POST /api/invoices/{id}/credit-notes`: 201 `{ data }` the invoice with its new credit note; 400
 * with `fields` (`reason`, `amount_ht`, `vat_rate`); 409 `CREDIT_NOTE_REFUSED`, `INVOICE_CANCELLED`,
 * `INVOICE_SETTLED`. A full one puts the invoice's missions back among those to invoice.
 */
export async function createCreditNote(options: {
  id: string;
  creditNote: TCreateCreditNoteRequest;
}): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(options.id)}/credit-notes`, {
    method: 'POST',
    body: options.creditNote,
  });
  return answer.data;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.toGenerate() }),
      ]);
    },
  });
}
