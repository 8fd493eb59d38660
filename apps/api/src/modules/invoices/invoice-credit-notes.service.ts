import {
  ACCESS_RULES,
  computeInvoiceTotals,
  formatInvoiceNumber,
  invoiceYear,
  offerToday,
  QUANTITY_SCALE,
} from '@tariq/contracts';
import type { TCreateCreditNoteValues, TInvoice, TVatRate } from '@tariq/contracts';
import type { TCreditNoteLine } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit';
import { assertOpen, lockIssued, settlementOf } from './invoice-payments.service';
import { balanceOf } from './invoice-standing';
import {
  findInvoiceLines,
  insertCreditNote,
  latestPaymentDay,
  releaseInvoiceMissions,
  takeNextSequence,
  updateInvoiceRow,
} from './invoices.repository';
import type { TInvoiceRow } from './invoices.repository';
import { readInvoice } from './invoices.service';

/**
 * Credit notes (issue 30): the only correction of an issued invoice, which never changes
 * (décret exécutif 05-468). Numbered in their own gapless series per carrier and year
 * (`AV-2026-00001`), given in the issuing transaction like an invoice's.
 */

type TCreditNoteAmounts = {
  lines: TCreditNoteLine[];
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  stampDuty: number;
  totalDue: number;
  vatBreakdown: Array<{ rate: number; baseHt: number; vat: number }>;
};

/** A full credit note takes back all the invoice stated: its lines and totals, the stamp duty with them. */
async function fullCredit(
  tx: Parameters<typeof findInvoiceLines>[0],
  invoice: TInvoiceRow,
): Promise<TCreditNoteAmounts> {
  const lines = await findInvoiceLines(tx, invoice.id);
  return {
    lines: lines.map((line) => ({
      label: line.label,
      quantityThousandths: line.quantityThousandths,
      unitPriceHt: line.unitPriceHt,
      vatRate: line.vatRate,
      amountHt: line.amountHt,
    })),
    totalHt: invoice.totalHt,
    totalVat: invoice.totalVat,
    totalTtc: invoice.totalTtc,
    stampDuty: invoice.stampDuty,
    totalDue: invoice.totalDue,
    vatBreakdown: invoice.vatBreakdown,
  };
}

/**
 * A partial credit note: one line of `amountHt` at one of the invoice's VAT rates (none under the
 * IFU regime), computed as an invoice's totals are; no stamp duty (a credit note is paid by nobody).
 */
async function partialCredit(
  tx: Parameters<typeof findInvoiceLines>[0],
  invoice: TInvoiceRow,
  values: TCreateCreditNoteValues,
): Promise<TCreditNoteAmounts> {
  const lines = await findInvoiceLines(tx, invoice.id);
  const rates = new Set(lines.map((line) => line.vatRate));
  const vatRate = (values.vat_rate ?? (rates.has(invoice.vatRate) ? invoice.vatRate : lines[0]!.vatRate)) as TVatRate;
  if (!rates.has(vatRate)) throw new AppError('VALIDATION', { fields: { vat_rate: { key: 'invalidChoice' } } });
  const amountHt = values.amount_ht!;
  const totals = computeInvoiceTotals({
    lines: [{ quantity: 1, unitPriceHt: amountHt, vatRate }],
    sellerTaxRegime: invoice.vatMention === 'ifu' ? 'ifu' : 'reel',
    paymentMethod: 'transfer',
  });
  return {
    lines: [{ label: values.reason, quantityThousandths: QUANTITY_SCALE, unitPriceHt: amountHt, vatRate, amountHt }],
    totalHt: totals.totalHt,
    totalVat: totals.totalVat,
    totalTtc: totals.totalTtc,
    stampDuty: 0,
    totalDue: totals.totalTtc,
    vatBreakdown: totals.vatByRate.map((entry) => ({ rate: entry.rate, baseHt: entry.baseHt, vat: entry.vat })),
  };
}

/**
 * POST /api/invoices/{id}/credit-notes: a credit note on an issued invoice of the caller. `full`
 * cancels the invoice — only while nothing was paid nor credited on it (409 `CREDIT_NOTE_REFUSED`)
 * — and its missions are to invoice again; `partial` credits an amount excluding tax at one of its
 * VAT rates, at most what remains to pay (`amount_ht`: `creditTooBig`), and settles the invoice
 * when nothing remains. 409 `INVOICE_CANCELLED`, `INVOICE_SETTLED` for an invoice closed already.
 */
export async function createCreditNote(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; values: TCreateCreditNoteValues },
): Promise<TInvoice> {
  assertAccess(options.auth, ACCESS_RULES.carrierInvoices);
  const { auth, id, values } = options;
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockIssued(tx, auth, id);
    assertOpen(invoice);
    const isFull = values.kind === 'full';
    if (isFull && (invoice.paidTotal > 0 || invoice.creditedTotal > 0)) throw new AppError('CREDIT_NOTE_REFUSED');
    const amounts = isFull ? await fullCredit(tx, invoice) : await partialCredit(tx, invoice, values);
    if (!isFull && amounts.totalDue > balanceOf(invoice)) {
      throw new AppError('VALIDATION', { fields: { amount_ht: { key: 'creditTooBig' } } });
    }

    const year = invoiceYear(ctx.clock.now());
    const sequence = await takeNextSequence(tx, { carrierCompanyId: auth.companyId, year, kind: 'credit_note' });
    // Read after the sequence's lock, as an invoice's issue is: numbers and dates go up together.
    const issuedAt = ctx.clock.now();
    if (invoiceYear(issuedAt) !== year) throw new AppError('CONFLICT');
    const issueDate = offerToday(issuedAt);
    const number = formatInvoiceNumber({ kind: 'creditNote', year, sequence });
    const note = await insertCreditNote(tx, {
      invoiceId: id,
      carrierCompanyId: auth.companyId,
      clientCompanyId: invoice.clientCompanyId,
      number,
      kind: values.kind,
      issueDate,
      reason: values.reason,
      ...amounts,
      issuedAt,
      issuedByUserId: auth.userId,
    });

    const creditedTotal = invoice.creditedTotal + amounts.totalDue;
    if (isFull) {
      await updateInvoiceRow(tx, id, { creditedTotal, cancelledAt: issuedAt, updatedAt: issuedAt });
      await releaseInvoiceMissions(tx, id);
    } else {
      const settlement = settlementOf(invoice, {
        paidTotal: invoice.paidTotal,
        creditedTotal,
        lastDay: (await latestPaymentDay(tx, id)) ?? issueDate,
        now: issuedAt,
      });
      await updateInvoiceRow(tx, id, { creditedTotal, ...settlement, updatedAt: issuedAt });
    }
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.credit_note_issued',
      entityType: 'invoice',
      entityId: id,
      before: { credited_total: invoice.creditedTotal, cancelled: false },
      after: {
        credit_note: { id: note.id, number, kind: values.kind, total_due: amounts.totalDue, reason: values.reason },
        credited_total: creditedTotal,
        cancelled: isFull,
      },
      at: issuedAt,
    });
  });
  return readInvoice(ctx, auth, id);
}
