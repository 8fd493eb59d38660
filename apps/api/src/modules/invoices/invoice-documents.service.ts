import { ACCESS_RULES, formatAmount, SHIPPER_ROLE } from '@tariq/contracts';
import type { TInvoiceDocumentLanguage, TShipmentInvoicesResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/pdf-renderer';
import type { TInvoicePdfData } from './invoice-pdf';
import { findCarrierInvoice, findClientInvoice, findCompanyLogo, findShipmentInvoices } from './invoices.repository';
import type { TInvoiceView } from './invoices.repository';

/**
 * An issued invoice as a document (issue 30): its PDF for the carrier that issued it and for the
 * shipper it is addressed to, and the list the shipper sees on its shipment.
 */

/** Laid out in the PDF renderer's thread, which imports it (never the server's thread: see pdf-renderer.ts). */
const INVOICE_RENDERER = new URL('./invoice-pdf.tsx', import.meta.url);

/** The logo types a PDF can hold; a WebP logo is left out (the PDF library reads PNG and JPEG only). */
const PDF_IMAGE_FORMATS: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The name a PDF downloads under, in its language: 'facture-FA-2026-00001.pdf', 'فاتورة-FA-2026-00001.pdf'. */
const FILE_NAMES: Record<TInvoiceDocumentLanguage, string> = { fr: 'facture', ar: 'فاتورة' };

/**
 * The issued invoice the caller may read: the carrier's own (a draft is 409: it is no document
 * yet), or one addressed to the shipper's company (only issued ones exist for it). Anyone else's
 * is not found, whatever exists.
 */
async function readableInvoice(ctx: TAppContext, auth: TAuth, id: string): Promise<TInvoiceView> {
  if (auth.role === SHIPPER_ROLE) {
    assertAccess(auth, ACCESS_RULES.shipperExchange);
    const view = await ctx.db.read((db) => findClientInvoice(db, auth.companyId, id));
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }
  assertAccess(auth, ACCESS_RULES.carrierInvoices);
  const view = await ctx.db.read((db) => findCarrierInvoice(db, auth.companyId, id));
  if (!view) throw new AppError('NOT_FOUND');
  if (view.invoice.status !== 'issued') throw new AppError('INVOICE_NOT_ISSUED');
  return view;
}

/**
 * The seller's logo for its invoices, as the profile holds it now: a logo is no mention of the
 * decree, and a replaced one is deleted from storage (docs/decisions/0012).
 */
async function sellerLogo(ctx: Pick<TAppContext, 'db' | 'files'>, companyId: string): Promise<TInvoicePdfData['logo']> {
  const logo = await ctx.db.read((db) => findCompanyLogo(db, companyId));
  const format = logo ? PDF_IMAGE_FORMATS[logo.mime] : undefined;
  if (!logo || !format) return null;
  return { data: await ctx.files.read(logo.key), format };
}

/** An issued invoice's PDF in the language asked for, made from what it froze at issue. */
export async function renderInvoiceDocument(
  ctx: Pick<TAppContext, 'db' | 'files'>,
  view: TInvoiceView,
  language: TInvoiceDocumentLanguage,
): Promise<TDownload> {
  const { invoice } = view;
  if (invoice.status !== 'issued' || !invoice.number || !invoice.issueDate || !invoice.seller || !invoice.buyer) {
    throw new AppError('INVOICE_NOT_ISSUED');
  }
  const bytes = await renderPdf<TInvoicePdfData>(INVOICE_RENDERER, {
    language,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    paymentMethod: invoice.paymentMethod,
    paymentTerm: invoice.paymentTerm,
    seller: invoice.seller,
    buyer: invoice.buyer,
    vatMention: invoice.vatMention ?? null,
    lines: view.lines.map((line) => ({
      label: line.label,
      quantityThousandths: line.quantityThousandths,
      unitPriceHt: line.unitPriceHt,
      vatRate: line.vatRate,
      amountHt: line.amountHt,
    })),
    totals: {
      totalHt: invoice.totalHt,
      totalVat: invoice.totalVat,
      totalTtc: invoice.totalTtc,
      stampDuty: invoice.stampDuty,
      totalDue: invoice.totalDue,
      vatBreakdown: invoice.vatBreakdown,
    },
    missions: view.missions.map((mission) => ({
      missionNumber: mission.missionNumber,
      offerNumber: mission.offerNumber,
      loadingReference: mission.loadingReference,
      unloadingReference: mission.unloadingReference,
    })),
    logo: await sellerLogo(ctx, invoice.carrierCompanyId),
  });
  return { bytes, name: `${FILE_NAMES[language]}-${invoice.number}.pdf`, mime: 'application/pdf' };
}

/**
 * GET /api/invoices/{id}/pdf: the PDF of an issued invoice, for the carrier that issued it and the
 * shipper it is addressed to; a draft is 409, anyone else's 404.
 */
export async function getInvoicePdf(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; language: TInvoiceDocumentLanguage },
): Promise<TDownload> {
  const view = await readableInvoice(ctx, options.auth, options.id);
  return renderInvoiceDocument(ctx, view, options.language);
}

/**
 * GET /api/offers/{uid}/invoices: the issued invoices addressed to the shipper for its offer's
 * missions, oldest first (each downloads from /api/invoices/{id}/pdf). Another company's offer is
 * not found.
 */
export async function listShipmentInvoices(
  ctx: TAppContext,
  options: { auth: TAuth; uid: string },
): Promise<TShipmentInvoicesResponse> {
  assertAccess(options.auth, ACCESS_RULES.shipperExchange);
  const rows = await ctx.db.read((db) =>
    findShipmentInvoices(db, { shipperCompanyId: options.auth.companyId, offerUid: options.uid }),
  );
  if (!rows) throw new AppError('NOT_FOUND');
  return {
    data: rows.map(({ invoice, carrierName }) => ({
      id: invoice.id,
      number: invoice.number!,
      issue_date: invoice.issueDate!,
      due_date: invoice.dueDate,
      status: invoice.status,
      currency: invoice.currency,
      total_ttc: formatAmount(invoice.totalTtc),
      total_due: formatAmount(invoice.totalDue),
      carrier: { company_id: invoice.carrierCompanyId, name: carrierName },
    })),
  };
}
