import { ACCESS_RULES, formatAmount, notificationOf, offerToday, SHIPPER_ROLE } from '@tariq/contracts';
import type { TInvoice, TInvoiceDocumentLanguage, TLanguage, TShipmentInvoicesResponse } from '@tariq/contracts';
import type { TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import type { TDownload } from '../../platform/download';
import { AppError } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/pdf-renderer';
import { notifyCompanies } from '../accounts';
import { recordAudit } from '../audit';
import { queueMails } from '../mail';
import type { TMailAttachmentRef } from '../mail';
import { invoiceMail } from './invoice-mail';
import { balanceOf, isOverdue, paymentStateOf } from './invoice-standing';
import type { TInvoiceMailKind } from './invoice-mail';
import type { TInvoicePdfData } from './invoice-pdf';
import {
  findCarrierInvoice,
  findClientInvoice,
  findCompanyLogo,
  findCreditNotesOf,
  findInvoiceAddressees,
  findInvoiceView,
  findShipmentInvoices,
  lockCarrierInvoice,
  updateInvoiceRow,
} from './invoices.repository';
import type { TInvoiceCreditNoteRow, TInvoiceRow, TInvoiceView } from './invoices.repository';
import { getInvoice } from './invoices.service';

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
    creditNote: null,
  });
  return { bytes, name: `${FILE_NAMES[language]}-${invoice.number}.pdf`, mime: 'application/pdf' };
}

/** The names a credit note's PDF downloads under: 'avoir-AV-2026-00001.pdf', 'إشعار-دائن-AV-2026-00001.pdf'. */
const CREDIT_NOTE_FILE_NAMES: Record<TInvoiceDocumentLanguage, string> = { fr: 'avoir', ar: 'إشعار-دائن' };

/**
 * A credit note's PDF: the invoice's document, titled "Avoir", with the credit note's own number,
 * date, lines and totals, the parties as the invoice stated them, the invoice it corrects and why.
 */
export async function renderCreditNoteDocument(
  ctx: Pick<TAppContext, 'db' | 'files'>,
  view: TInvoiceView,
  note: TInvoiceCreditNoteRow,
  language: TInvoiceDocumentLanguage,
): Promise<TDownload> {
  const { invoice } = view;
  if (!invoice.number || !invoice.issueDate || !invoice.seller || !invoice.buyer)
    throw new AppError('INVOICE_NOT_ISSUED');
  const bytes = await renderPdf<TInvoicePdfData>(INVOICE_RENDERER, {
    language,
    number: note.number,
    issueDate: note.issueDate,
    dueDate: note.issueDate,
    currency: invoice.currency,
    paymentMethod: invoice.paymentMethod,
    paymentTerm: invoice.paymentTerm,
    seller: invoice.seller,
    buyer: invoice.buyer,
    vatMention: invoice.vatMention ?? null,
    lines: note.lines,
    totals: {
      totalHt: note.totalHt,
      totalVat: note.totalVat,
      totalTtc: note.totalTtc,
      stampDuty: note.stampDuty,
      totalDue: note.totalDue,
      vatBreakdown: note.vatBreakdown,
    },
    missions: view.missions.map((mission) => ({
      missionNumber: mission.missionNumber,
      offerNumber: mission.offerNumber,
      loadingReference: mission.loadingReference,
      unloadingReference: mission.unloadingReference,
    })),
    logo: await sellerLogo(ctx, invoice.carrierCompanyId),
    creditNote: { invoiceNumber: invoice.number, invoiceDate: invoice.issueDate, reason: note.reason },
  });
  return { bytes, name: `${CREDIT_NOTE_FILE_NAMES[language]}-${note.number}.pdf`, mime: 'application/pdf' };
}

/**
 * GET /api/invoices/{id}/credit-notes/{creditNoteId}/pdf: a credit note's PDF, for the carrier that
 * issued it and the shipper it is addressed to; anyone else's is not found.
 */
export async function getCreditNotePdf(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; creditNoteId: string; language: TInvoiceDocumentLanguage },
): Promise<TDownload> {
  const view = await readableInvoice(ctx, options.auth, options.id);
  const note = view.creditNotes.find((item) => item.id === options.creditNoteId);
  if (!note) throw new AppError('NOT_FOUND');
  return renderCreditNoteDocument(ctx, view, note, options.language);
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
  const found = await ctx.db.read(async (db) => {
    const invoices = await findShipmentInvoices(db, {
      shipperCompanyId: options.auth.companyId,
      offerUid: options.uid,
    });
    if (!invoices) return null;
    const notes = await findCreditNotesOf(
      db,
      invoices.map((row) => row.invoice.id),
    );
    return { invoices, notes };
  });
  if (!found) throw new AppError('NOT_FOUND');
  const rows = found.invoices;
  const today = offerToday(ctx.clock.now());
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
      sent_at: invoice.sentAt?.toISOString() ?? null,
      payment_state: paymentStateOf(invoice),
      is_overdue: isOverdue(invoice, today),
      balance: formatAmount(balanceOf(invoice)),
      credit_notes: found.notes
        .filter((note) => note.invoiceId === invoice.id)
        .map((note) => ({
          id: note.id,
          number: note.number,
          kind: note.kind,
          issue_date: note.issueDate,
          total_due: formatAmount(note.totalDue),
        })),
      carrier: { company_id: invoice.carrierCompanyId, name: carrierName },
    })),
  };
}

/** The invoice's PDF as a mail attachment, made by the mail job when the mail leaves. */
export async function invoiceAttachment(
  ctx: Pick<TAppContext, 'db' | 'files'>,
  ref: Extract<TMailAttachmentRef, { kind: 'invoice' }>,
): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const view = await ctx.db.read((db) => findInvoiceView(db, ref.invoiceId));
  if (!view) throw new Error(`Invoice ${ref.invoiceId} is gone`);
  const file = await renderInvoiceDocument(ctx, view, ref.language);
  return { filename: file.name, content: file.bytes, contentType: file.mime };
}

/** The document's language for a reader: Arabic for an Arabic reader, French for every other. */
function documentLanguage(language: TLanguage): TInvoiceDocumentLanguage {
  return language === 'ar' ? 'ar' : 'fr';
}

function longDate(language: TLanguage, day: string): string {
  const locale = language === 'ar' ? 'ar-DZ-u-nu-latn' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * E-mails an issued invoice to its client, its PDF attached, in the caller's transaction: to the
 * client's billing e-mail — or, when the client gave none, to the user who published the shipment —
 * in that user's language (the PDF in Arabic for an Arabic reader, else in French); tells the
 * shipper's users on each shipment it bills. A reminder says what remains to pay. 409 `CONFLICT`
 * when nobody of the client can be written to. Answers where it went.
 */
export async function mailInvoice(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  invoice: TInvoiceRow,
  kind: TInvoiceMailKind,
  now: Date,
): Promise<{ to: string; language: TInvoiceDocumentLanguage }> {
  if (invoice.status !== 'issued' || !invoice.number || !invoice.issueDate || !invoice.seller) {
    throw new AppError('INVOICE_NOT_ISSUED');
  }
  const addressees = await findInvoiceAddressees(tx, invoice);
  const publisher = addressees.offers.find((offer) => offer.publisherEmail);
  const to = addressees.billingEmail ?? publisher?.publisherEmail;
  // No billing e-mail, and the shipment's author gone: nobody of the client to write to.
  if (!to) throw new AppError('CONFLICT');
  const language = publisher?.publisherLanguage ?? 'fr';
  const carrier = invoice.seller.legalName ?? '';
  const locale = language === 'ar' ? 'ar-DZ-u-nu-latn' : language;
  const centimes = kind === 'reminder' ? balanceOf(invoice) : invoice.totalDue;
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    centimes / 100,
  );
  const [firstOffer] = addressees.offers;
  const mail = invoiceMail(kind, language, {
    carrier,
    number: invoice.number,
    date: longDate(language, invoice.issueDate),
    amount: `${amount} ${invoice.currency}`,
    dueDate: longDate(language, invoice.dueDate),
    link: `${ctx.config.publicUrl}/expeditions/${encodeURIComponent(firstOffer?.uid ?? '')}`,
  });
  const documentIn = documentLanguage(language);
  await queueMails(
    tx,
    [{ to, ...mail, attachments: [{ kind: 'invoice', invoiceId: invoice.id, language: documentIn }] }],
    now,
  );
  for (const offer of addressees.offers) {
    await notifyCompanies(
      ctx,
      tx,
      [invoice.clientCompanyId],
      notificationOf(kind === 'reminder' ? 'invoiceReminder' : 'invoiceSent', {
        offre_uid: offer.uid,
        transporteurname: carrier,
      }),
    );
  }
  return { to, language: documentIn };
}

/**
 * POST /api/invoices/{id}/send, an issued invoice of the caller only (a draft is 409): e-mails it
 * (`mailInvoice`), records when it was sent and tells the shipper (type 5, `invoice_sent`). Sending
 * again sends it again and moves `sent_at`.
 */
export async function sendInvoice(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TInvoice> {
  assertAccess(options.auth, ACCESS_RULES.carrierInvoices);
  const { auth, id } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockCarrierInvoice(tx, auth.companyId, id);
    if (!invoice) throw new AppError('NOT_FOUND');
    const sent = await mailInvoice(ctx, tx, invoice, 'invoice', now);
    await updateInvoiceRow(tx, id, { sentAt: now });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.sent',
      entityType: 'invoice',
      entityId: id,
      before: { sent_at: invoice.sentAt?.toISOString() ?? null },
      after: { sent_at: now.toISOString(), ...sent },
      at: now,
    });
  });
  return getInvoice(ctx, options);
}
