import type { TInvoicePaidFilter, TInvoiceStatus } from '@tariq/contracts';

/** What the list shows: drafts or issued invoices, and for the issued ones the spec's filters. */
export type TInvoicesFilters = {
  status: TInvoiceStatus;
  paid?: TInvoicePaidFilter;
  overdue?: boolean;
  /** Issue dates, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
};

/** Query keys of the invoices: every operation file reads and invalidates through these. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  /** The delivered missions on no invoice yet, every page (`GET /api/invoices/to-generate`). */
  toGenerate: () => [...invoiceKeys.all, 'to-generate'] as const,
  toGeneratePage: (page: number) => [...invoiceKeys.toGenerate(), page] as const,
  /** The invoices of every status and page (`GET /api/invoices`). */
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (filters: TInvoicesFilters, page: number) => [...invoiceKeys.lists(), filters, page] as const,
  /** The carrier's invoicing choices (`GET /api/invoices/settings`). */
  settings: () => [...invoiceKeys.all, 'settings'] as const,
  /** A shipper's payment record (`GET /api/companies/{companyId}/payment-record`). */
  paymentRecord: (companyId: string) => [...invoiceKeys.all, 'payment-record', companyId] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  /** The issued invoices addressed to the shipper for one of its shipments (`GET /api/offers/{uid}/invoices`). */
  ofShipment: (uid: string) => [...invoiceKeys.all, 'of-shipment', uid] as const,
};
