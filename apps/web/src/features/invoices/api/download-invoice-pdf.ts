import { api } from '../../../lib/api-client';

export type TInvoicePdfLanguage = 'fr' | 'ar';

/**
 * `GET /api/invoices/{id}/pdf?lang=fr|ar`: the invoice as a PDF in French or in Arabic, fetched with
 * the session (a plain link would carry no token). Being built beside this page: a server without it
 * answers 404, whose message the button shows.
 */
export function downloadInvoicePdf(id: string, language: TInvoicePdfLanguage): Promise<Blob> {
  return api<Blob>(`/api/invoices/${encodeURIComponent(id)}/pdf?lang=${language}`, { blob: true });
}

/** `GET /api/invoices/{id}/credit-notes/{creditNoteId}/pdf?lang=fr|ar`: a credit note of the invoice as a PDF. */
export function downloadCreditNotePdf(id: string, creditNoteId: string, language: TInvoicePdfLanguage): Promise<Blob> {
  return api<Blob>(
    `/api/invoices/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(creditNoteId)}/pdf?lang=${language}`,
    { blob: true },
  );
}
