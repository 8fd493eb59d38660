import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `DELETE /api/invoices/{id}`, a draft only: its missions are to generate again. 409 `INVOICE_NOT_DRAFT` once issued. */
export function deleteInvoice(id: string): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/invoices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    // The draft's own entry is left to expire: removed while its page is still open, it would be read
    // again (a 404) before the page leaves.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.toGenerate() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]);
    },
  });
}
