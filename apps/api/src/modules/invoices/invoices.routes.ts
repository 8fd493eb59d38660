import {
  ZAddInvoicePaymentRequest,
  ZAnnualStatementQuery,
  ZSalesJournalQuery,
  ZCreateCreditNoteRequest,
  ZCreditNoteParams,
  ZCreateInvoiceRequest,
  ZErrorBody,
  ZInvoiceableMissionsResponse,
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZInvoicesListQuery,
  ZInvoicesListResponse,
  ZInvoicesToGenerateQuery,
  ZInvoicePaymentParams,
  ZInvoicePdfQuery,
  ZInvoiceSettingsResponse,
  ZOfferUidParams,
  ZPaymentRecordParams,
  ZPaymentRecordResponse,
  ZShipmentInvoicesResponse,
  ZSuccess,
  ZUpdateInvoiceRequest,
  ZUpdateInvoiceSettingsRequest,
} from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, requireUser } from '../../platform/auth/auth.plugin';
import { sendDownload } from '../../platform/download';
import { createCreditNote } from './invoice-credit-notes.service';
import { exportAnnualStatement, exportSalesJournal } from './invoice-exports.service';
import { getPaymentRecord } from './payment-record.service';
import { getCreditNotePdf, getInvoicePdf, listShipmentInvoices, sendInvoice } from './invoice-documents.service';
import {
  addInvoicePayment,
  getInvoiceSettings,
  remindInvoice,
  removeInvoicePayment,
  updateInvoiceSettings,
} from './invoice-payments.service';
import {
  createInvoice,
  deleteInvoice,
  getInvoice,
  issueInvoice,
  listInvoiceableMissions,
  listInvoices,
  updateInvoice,
} from './invoices.service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

const ACCESS_NOTE =
  "For a carrier (ROLE_TRANSPORTEUR) whose company has the invoices module and whose account is active: 403 otherwise (`ROLE_FORBIDDEN`, `MODULE_REQUIRED`, `DOCUMENTS_REQUIRED`). Another company's invoice is 404, whatever the verb. Amounts are decimal strings with two decimals; VAT rates are basis points (1900 = 19 %).";

/** The carrier's invoices up to issuing (issue 30): every route validated by its contracts schema. */
export async function invoicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = { preHandler: requireUser(app) };
  const tags = ['invoices'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/invoices/to-generate',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The caller\'s delivered missions on no invoice yet ("to generate")',
        description: `${ACCESS_NOTE} Delivered: completed, the latest proof of delivery accepted, or unanswered past its 30 minutes (deemed accepted).`,
        querystring: ZInvoicesToGenerateQuery,
        response: { 200: ZInvoiceableMissionsResponse, ...errors },
      },
    },
    async (request) =>
      listInvoiceableMissions(app.ctx, {
        auth: getAuth(request),
        page: request.query.page,
        limit: request.query.limit,
      }),
  );

  api.get(
    '/api/invoices',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "One page of the caller's invoices, newest first, with the filtered list's sums per currency",
        description: `${ACCESS_NOTE} Filters: \`status\`; \`paid\` (\`paid\`: settled, \`unpaid\`: not settled), \`overdue\` (unsettled past the due date, in Algiers), \`from\` and \`to\` (issue dates, included) — these keep issued invoices only.`,
        querystring: ZInvoicesListQuery,
        response: { 200: ZInvoicesListResponse, ...errors },
      },
    },
    async (request) => listInvoices(app.ctx, { auth: getAuth(request), query: request.query }),
  );

  api.get(
    '/api/invoices/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'One invoice of the caller: a draft as it would be issued now, an issued one as it was issued',
        description: ACCESS_NOTE,
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, ...errors },
      },
    },
    async (request) => ({ data: await getInvoice(app.ctx, { auth: getAuth(request), id: request.params.id }) }),
  );

  api.post(
    '/api/invoices',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Makes a draft from delivered missions of one client',
        description: `${ACCESS_NOTE} A transport line per mission at its agreed price; payment method and term from the first mission's offer, the due date from the term. 404 for a mission not the caller's; 409 \`MISSION_NOT_INVOICEABLE\` (fields \`mission_ids.<i>\`) for one not delivered or already on an invoice; 400 when the missions have different clients or currencies.`,
        body: ZCreateInvoiceRequest,
        response: { 201: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(app.ctx, { auth: getAuth(request), missionIds: request.body.mission_ids });
      return reply.code(201).send({ data: invoice });
    },
  );

  api.put(
    '/api/invoices/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Changes a draft: lines (all of them), VAT rate, billing type, due date, payment method and term',
        description: `${ACCESS_NOTE} 409 \`INVOICE_NOT_DRAFT\` once issued: an issued invoice is corrected by a credit note.`,
        params: ZInvoiceIdParams,
        body: ZUpdateInvoiceRequest,
        response: { 200: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({
      data: await updateInvoice(app.ctx, { auth: getAuth(request), id: request.params.id, values: request.body }),
    }),
  );

  api.delete(
    '/api/invoices/:id',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Deletes a draft; its missions are to generate again',
        description: `${ACCESS_NOTE} 409 \`INVOICE_NOT_DRAFT\` once issued: an issued invoice is never deleted.`,
        params: ZInvoiceIdParams,
        response: { 200: ZSuccess, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      await deleteInvoice(app.ctx, { auth: getAuth(request), id: request.params.id });
      return { success: true as const };
    },
  );

  api.post(
    '/api/invoices/:id/issue',
    {
      ...base,
      schema: {
        tags,
        security,
        summary:
          "Issues a draft: the next number of the carrier's series, the parties' identifiers copied, totals frozen",
        description: `${ACCESS_NOTE} 409 \`INVOICE_MENTIONS_MISSING\` while a mention of the seller or the buyer is missing, each named in \`fields\` (\`seller.nif\`, \`buyer.address\`); 409 \`INVOICE_NOT_DRAFT\` when already issued. A refused issue takes no number.`,
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await issueInvoice(app.ctx, { auth: getAuth(request), id: request.params.id }) }),
  );

  api.get(
    '/api/invoices/:id/pdf',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The PDF of an issued invoice, in French (default) or Arabic',
        description:
          "For the carrier that issued it (the access of the routes above; a draft is 409 `INVOICE_NOT_ISSUED`) and for the shipper it is addressed to (ROLE_COMMISSIONNAIRE, account active). Anyone else's invoice is 404. Sent as an attachment (`Content-Disposition` with the encoded name `facture-FA-2026-00001.pdf`, `فاتورة-…` in Arabic), `X-Content-Type-Options: nosniff`, never cached.",
        querystring: ZInvoicePdfQuery,
        params: ZInvoiceIdParams,
        response: { 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const file = await getInvoicePdf(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        language: request.query.lang,
      });
      return sendDownload(reply, file);
    },
  );

  api.get(
    '/api/offers/:uid/invoices',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The issued invoices addressed to the shipper for its shipment's missions, oldest first",
        description:
          "For the shipper of the offer (ROLE_COMMISSIONNAIRE, account active): 404 for another company's offer. Each invoice downloads from `/api/invoices/{id}/pdf`. Amounts are decimal strings with two decimals.",
        params: ZOfferUidParams,
        response: { 200: ZShipmentInvoicesResponse, ...errors },
      },
    },
    async (request) => listShipmentInvoices(app.ctx, { auth: getAuth(request), uid: request.params.uid }),
  );

  api.post(
    '/api/invoices/:id/send',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "E-mails an issued invoice to its client, its PDF attached (spec 001 §8 'invoice sent')",
        description: `${ACCESS_NOTE} To the client's billing e-mail, or to the user who published the shipment when the client has none (409 \`CONFLICT\` when neither exists), in that user's language (the PDF in Arabic for an Arabic reader, else in French). Records \`sent_at\` and tells the shipper's users on the shipment (notification type 5, action \`invoice_sent\`). Sending again is allowed and moves \`sent_at\`. 409 \`INVOICE_NOT_ISSUED\` for a draft.`,
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await sendInvoice(app.ctx, { auth: getAuth(request), id: request.params.id }) }),
  );

  api.post(
    '/api/invoices/:id/payments',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Records a payment received on an issued invoice (spec 001 §8 "payment added")',
        description: `${ACCESS_NOTE} Amount above 0 and at most what remains to pay (\`amount\`: \`paymentTooBig\`), in the invoice's currency (\`currency\`: \`paymentCurrency\`), dated from the issue date to today (\`paid_on\`). The invoice is settled when its payments reach the total due. 409 \`INVOICE_NOT_ISSUED\` for a draft, \`INVOICE_SETTLED\` once settled.`,
        params: ZInvoiceIdParams,
        body: ZAddInvoicePaymentRequest,
        response: { 201: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await addInvoicePayment(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        values: request.body,
      });
      return reply.code(201).send({ data: invoice });
    },
  );

  api.delete(
    '/api/invoices/:id/payments/:paymentId',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Removes a payment recorded by mistake, while the invoice is unsettled',
        description: `${ACCESS_NOTE} Recorded in the audit log with the payment removed. 409 \`INVOICE_SETTLED\` once settled; 404 for a payment not of this invoice.`,
        params: ZInvoicePaymentParams,
        response: { 200: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({
      data: await removeInvoicePayment(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        paymentId: request.params.paymentId,
      }),
    }),
  );

  api.post(
    '/api/invoices/:id/remind',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'E-mails the client a reminder of a sent, unsettled invoice, its PDF attached again',
        description: `${ACCESS_NOTE} To the address \`send\` uses, saying what remains to pay; tells the shipper (notification type 5, action \`invoice_reminder\`). 409 \`INVOICE_NOT_ISSUED\`, \`INVOICE_NOT_SENT\` (send it first), \`INVOICE_SETTLED\`, \`REMINDER_TOO_SOON\` within 24 hours of the last reminder (\`next_reminder_at\` says when).`,
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await remindInvoice(app.ctx, { auth: getAuth(request), id: request.params.id }) }),
  );

  api.get(
    '/api/invoices/settings',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The carrier's invoicing choices: automatic reminders",
        description: ACCESS_NOTE,
        response: { 200: ZInvoiceSettingsResponse, ...errors },
      },
    },
    async (request) => ({ data: await getInvoiceSettings(app.ctx, { auth: getAuth(request) }) }),
  );

  api.put(
    '/api/invoices/settings',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Turns the automatic reminders on or off; sets the price of an hour of immobilisation',
        description: `${ACCESS_NOTE} What is sent changes. \`auto_reminders\`: the daily job e-mails reminders at the due date + 7 and + 30 days for every sent, unsettled invoice of the carrier. \`immobilisation_hourly_rate\` (excluding tax, null to unset): the price a draft's immobilisation line takes.`,
        body: ZUpdateInvoiceSettingsRequest,
        response: { 200: ZInvoiceSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateInvoiceSettings(app.ctx, { auth: getAuth(request), values: request.body }),
    }),
  );

  api.post(
    '/api/invoices/:id/credit-notes',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Issues a credit note on an issued invoice: the only way to correct it',
        description: `${ACCESS_NOTE} Numbered in its own series (\`AV-2026-00001\`), in the issuing transaction. \`full\` cancels the invoice (409 \`CREDIT_NOTE_REFUSED\` once a payment or a credit note is on it) and its missions are to invoice again; \`partial\` credits \`amount_ht\` at one of the invoice's VAT rates (\`vat_rate\`, the invoice's by default), at most what remains to pay (\`amount_ht\`: \`creditTooBig\`), and settles the invoice when nothing remains. 409 \`INVOICE_CANCELLED\`, \`INVOICE_SETTLED\`.`,
        params: ZInvoiceIdParams,
        body: ZCreateCreditNoteRequest,
        response: { 201: ZInvoiceResponse, 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await createCreditNote(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        values: request.body,
      });
      return reply.code(201).send({ data: invoice });
    },
  );

  api.get(
    '/api/invoices/:id/credit-notes/:creditNoteId/pdf',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "A credit note's PDF, in French (default) or Arabic",
        description:
          "For the carrier that issued it and the shipper it is addressed to, as the invoice's PDF. Sent as an attachment (`avoir-AV-2026-00001.pdf`).",
        querystring: ZInvoicePdfQuery,
        params: ZCreditNoteParams,
        response: { 409: ZErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const file = await getCreditNotePdf(app.ctx, {
        auth: getAuth(request),
        id: request.params.id,
        creditNoteId: request.params.creditNoteId,
        language: request.query.lang,
      });
      return sendDownload(reply, file);
    },
  );

  api.get(
    '/api/companies/:id/payment-record',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "A shipper's payment record, from the invoices carriers issued to it on Tariq",
        description:
          "For carriers (ROLE_TRANSPORTEUR, account active): any shipper's record, to weigh before a deal. Over the settled invoices paid in the last 365 days (a cancelled one is left out): `average_days_late`, the mean of the days from each due date to the payment, an early payment counting 0, rounded to the nearest day; `on_time_percent`, the share paid on or before the due date, rounded down. Both null (`enough` false) below 5 invoices. 404 for a company that is not a shipper.",
        params: ZPaymentRecordParams,
        response: { 200: ZPaymentRecordResponse, ...errors },
      },
    },
    async (request) => ({
      data: await getPaymentRecord(app.ctx, { auth: getAuth(request), companyId: request.params.id }),
    }),
  );

  api.get(
    '/api/invoices/sales-journal',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'The sales journal of a period, XLSX or CSV',
        description: `${ACCESS_NOTE} The invoices and credit notes issued from \`from\` to \`to\` (both included, 366 days at most): date, number, client and its NIF as the invoice states them, HT, VAT, stamp duty, TTC, paid, currency — credit notes negative — then a total per currency. Headers in French or Arabic (\`lang\`). CSV: UTF-8 with a byte order mark, \`;\`, decimal comma, CRLF; a cell starting with = + - @ gets a leading apostrophe.`,
        querystring: ZSalesJournalQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await exportSalesJournal(app.ctx, { auth: getAuth(request), query: request.query })),
  );

  api.get(
    '/api/invoices/annual-statement',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: "The year's statement of clients (État 104), XLSX or CSV",
        description: `${ACCESS_NOTE} CIDTA art. 183 ter ("état détaillé des clients"): per client of the invoices issued in the calendar year — NIF, article d'imposition, RC, name and address as its latest invoice states them, the year's amount excluding tax and VAT invoiced, credit notes deducted — then the totals.`,
        querystring: ZAnnualStatementQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await exportAnnualStatement(app.ctx, { auth: getAuth(request), query: request.query })),
  );
}
