import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `POST /api/invoices/{id}/send`: the invoice mailed to the client's billing e-mail with its PDF
 * (spec 001 §8 "invoice sent"). Being built beside this page: a server without it answers 404, whose
 * message the dialog shows. The invoice is read again (its sent date, once the API gives one).
 */
export function sendInvoice(id: string): Promise<unknown> {
  return api<unknown>(`/api/invoices/${encodeURIComponent(id)}/send`, { method: 'POST' });
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]),
  });
}
