import type { TCreateInvoiceRequest, TInvoice } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `POST /api/invoices { mission_ids }`: a draft from delivered missions of one client; 201 `{ data }`.
 * 400 when the missions have different clients or currencies (field `mission_ids`), 409
 * `MISSION_NOT_INVOICEABLE` for one already invoiced meanwhile (fields `mission_ids.<i>`).
 */
export async function createInvoice(payload: TCreateInvoiceRequest): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>('/api/invoices', { method: 'POST', body: payload });
  return answer.data;
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.toGenerate() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]);
    },
  });
}
