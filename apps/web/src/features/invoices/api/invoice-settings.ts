import type { TInvoiceSettings, TUpdateInvoiceSettingsRequest } from '@tariq/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `GET /api/invoices/settings`: the carrier's automatic reminders, on or off. */
export function getInvoiceSettingsQueryOptions() {
  return queryOptions({
    queryKey: invoiceKeys.settings(),
    queryFn: async ({ signal }) => (await api<{ data: TInvoiceSettings }>('/api/invoices/settings', { signal })).data,
  });
}

/** `PUT /api/invoices/settings`: what is sent changes; 400 with `fields` (`immobilisation_hourly_rate`). */
export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TUpdateInvoiceSettingsRequest) =>
      (await api<{ data: TInvoiceSettings }>('/api/invoices/settings', { method: 'PUT', body: settings })).data,
    onSuccess: (settings) => queryClient.setQueryData(invoiceKeys.settings(), settings),
  });
}
