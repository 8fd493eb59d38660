import type { TAddInvoicePaymentRequest, TInvoice } from '@tariq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The invoice as the server answered, and every list (its state and the totals moved). */
async function keepInvoice(queryClient: QueryClient, invoice: TInvoice): Promise<void> {
  queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
  await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
}

/**
 * `POST /api/invoices/{id}/payments` (spec 001 §8 "payment added"): 201 `{ data }`, settled once the
 * payments reach the total due; 400 with `fields` (`amount`, `currency`, `paid_on`); 409
 * `INVOICE_SETTLED`.
 */
export async function addInvoicePayment(options: {
  id: string;
  payment: TAddInvoicePaymentRequest;
}): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(options.id)}/payments`, {
    method: 'POST',
    body: options.payment,
  });
  return answer.data;
}

export function useAddInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addInvoicePayment, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}

/** `DELETE /api/invoices/{id}/payments/{paymentId}`, while unsettled: 409 `INVOICE_SETTLED` after. */
export async function removeInvoicePayment(options: { id: string; paymentId: string }): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(
    `/api/invoices/${encodeURIComponent(options.id)}/payments/${encodeURIComponent(options.paymentId)}`,
    { method: 'DELETE' },
  );
  return answer.data;
}

export function useRemoveInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeInvoicePayment, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}

/**
 * `POST /api/invoices/{id}/remind`: the client e-mailed a reminder with the PDF. 409
 * `INVOICE_NOT_SENT`, `INVOICE_SETTLED`, `REMINDER_TOO_SOON` (24 hours after the last one).
 */
export async function remindInvoice(id: string): Promise<TInvoice> {
  const answer = await api<{ data: TInvoice }>(`/api/invoices/${encodeURIComponent(id)}/remind`, { method: 'POST' });
  return answer.data;
}

export function useRemindInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: remindInvoice, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}
