import type { TInvoiceStatus } from '@tariq/contracts';

/** Query keys of the invoices: every operation file reads and invalidates through these. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  /** The delivered missions on no invoice yet, every page (`GET /api/invoices/to-generate`). */
  toGenerate: () => [...invoiceKeys.all, 'to-generate'] as const,
  toGeneratePage: (page: number) => [...invoiceKeys.toGenerate(), page] as const,
  /** The invoices of every status and page (`GET /api/invoices`). */
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (status: TInvoiceStatus, page: number) => [...invoiceKeys.lists(), status, page] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  /** The issued invoices addressed to the shipper for one of its shipments (`GET /api/offers/{uid}/invoices`). */
  ofShipment: (uid: string) => [...invoiceKeys.all, 'of-shipment', uid] as const,
};
