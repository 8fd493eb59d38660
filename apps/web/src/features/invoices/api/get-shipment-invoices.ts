import type { TShipmentInvoicesResponse } from '@tariq/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * `GET /api/offers/{uid}/invoices`: the issued invoices addressed to the shipper for this shipment
 * (its carrier's, once the mission is delivered), oldest first.
 */
export function getShipmentInvoices(uid: string, signal?: AbortSignal): Promise<TShipmentInvoicesResponse> {
  return api<TShipmentInvoicesResponse>(`/api/offers/${encodeURIComponent(uid)}/invoices`, { signal });
}

export function getShipmentInvoicesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: invoiceKeys.ofShipment(uid),
    queryFn: ({ signal }) => getShipmentInvoices(uid, signal),
  });
}
