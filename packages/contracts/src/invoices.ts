import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { centimesFromNumber, MAX_CENTIMES, parseAmount, quantityInThousandths } from './invoicing/money';
import { VAT_RATE_VALUES } from './invoicing/vat';
import type { TVatRate } from './invoicing/vat';
import { ZDate } from './offers';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

/**
 * The carrier's invoices (spec 001 §2 /invoices, §3 Invoice, §4; issue 30), up to issuing: drafts
 * made from delivered missions, edited, then issued with the next number of the carrier's sequence.
 *
 * Amounts travel as decimal strings with two decimals ('85000.00', `formatAmount`), never as
 * floats: the server computes in integer centimes (invoicing/money.ts). A request may send an
 * amount as such a string or as a JSON number with at most two decimals. VAT rates are in basis
 * points (1900 is 19 %, `VAT_RATES`).
 */
export const INVOICES_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Missions grouped on one invoice (a month of a client's loads is far below it). */
  missionsMax: 50,
  linesMax: 100,
  labelMax: 200,
  /** Payments recorded on one invoice (partial payments; far above any real schedule). */
  paymentsMax: 50,
  /** A reminder by hand waits this long after the last one (issue 30: no flood of mails to a client). */
  reminderIntervalHours: 24,
  /** The automatic reminders, in days after the due date, when the carrier turned them on. */
  autoReminderDays: [7, 30],
} as const;

/** Spec 001 §4's "generated" is a draft here until it is issued; sent, reminded, paid follow with their issues. */
export const INVOICE_STATUSES = ['draft', 'issued'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Spec 001 §3's "billing type", which the spec does not define: read as the basis the transport is
 * billed on (flat rate per trip, per kilometre, per tonne). It labels the invoice; the lines carry
 * the quantities and prices whatever it says (docs/decisions/0012).
 */
export const INVOICE_BILLING_TYPES = ['flat', 'per_km', 'per_tonne'] as const;
export type TInvoiceBillingType = (typeof INVOICE_BILLING_TYPES)[number];

/** A transport line per mission, immobilisation fees, anything else the carrier adds. */
export const INVOICE_LINE_KINDS = ['transport', 'immobilisation', 'other'] as const;
export type TInvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const ZInvoiceIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

/**
 * An issued invoice's payment: unpaid (nothing received), partial (some), settled (payments and
 * partial credit notes reached the total due), cancelled (a credit note cancelled all of it).
 * Overdue is said beside it (`is_overdue`): unsettled past the due date.
 */
export const INVOICE_PAYMENT_STATES = ['unpaid', 'partial', 'settled', 'cancelled'] as const;
export type TInvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

/** The list's payment filter (spec 001 §2 "paid or unpaid"): unpaid is every issued invoice not settled. */
export const INVOICE_PAID_FILTERS = ['paid', 'unpaid'] as const;
export type TInvoicePaidFilter = (typeof INVOICE_PAID_FILTERS)[number];

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const ZQueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: vkey('invalidChoice') })
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * GET /api/invoices?page=&limit=&status=&paid=&overdue=&from=&to= — the spec's filters: paid or
 * unpaid, overdue, and a range of issue dates (`from` and `to` included, both optional). The paid,
 * overdue and date filters keep issued invoices only (a draft has none of these).
 */
export const ZInvoicesListQuery = z
  .object({
    ...pagingQuery(INVOICES_LIMITS),
    status: z.preprocess(emptyAsAbsent, z.enum(INVOICE_STATUSES, { error: vkey('invalidChoice') }).optional()),
    paid: z.preprocess(emptyAsAbsent, z.enum(INVOICE_PAID_FILTERS, { error: vkey('invalidChoice') }).optional()),
    overdue: z.preprocess(emptyAsAbsent, ZQueryFlag.optional()),
    from: z.preprocess(emptyAsAbsent, ZDate.optional()),
    to: z.preprocess(emptyAsAbsent, ZDate.optional()),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', message: vkey('dateRangeReversed'), path: ['to'] });
    }
  });
export type TInvoicesListQuery = z.input<typeof ZInvoicesListQuery>;
export type TInvoicesListValues = z.output<typeof ZInvoicesListQuery>;

/** GET /api/invoices/to-generate?page=&limit= */
export const ZInvoicesToGenerateQuery = z.object(pagingQuery(INVOICES_LIMITS));

// ---------------------------------------------------------------------------------------------
// Inputs

/** An amount excluding tax, 0 or more: a decimal string ('1234.50') or a number with at most two decimals; centimes out. */
export const ZAmountInput = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? vkey('required') : vkey('invalid')),
  })
  .transform((value, context) => {
    const centimes = typeof value === 'number' ? centimesFromNumber(value) : parseAmount(value.trim());
    if (centimes === null || centimes < 0) {
      context.addIssue({ code: 'custom', message: vkey('invalid') });
      return z.NEVER;
    }
    if (centimes > MAX_CENTIMES) {
      context.addIssue({ code: 'custom', message: vkey('tooBig') });
      return z.NEVER;
    }
    return centimes;
  });

const ZVatRate = z
  .number({ error: vkey('invalidChoice') })
  .refine((value) => (VAT_RATE_VALUES as readonly number[]).includes(value), { error: vkey('invalidChoice') })
  .transform((value) => value as TVatRate);

/** Above 0, at most three decimals (2.5 hours, 1 trip, 12.345 tonnes). */
const ZQuantity = z
  .number({ error: (issue) => (issue.input === undefined ? vkey('required') : vkey('invalid')) })
  .refine((value) => quantityInThousandths(value) !== null, { error: vkey('invalid') });

const ZLabel = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(INVOICES_LIMITS.labelMax, { error: vkey('tooLong') });

export const ZInvoiceLineInput = z.object({
  label: ZLabel,
  quantity: ZQuantity,
  /** Price of one unit excluding tax. */
  unit_price: ZAmountInput,
  /** The invoice's rate when not sent. */
  vat_rate: ZVatRate.optional(),
  kind: z.enum(INVOICE_LINE_KINDS, { error: vkey('invalidChoice') }).default('other'),
  /** The mission a line bills, one of the invoice's (transport, immobilisation); none for a free line. */
  mission_id: z.guid({ error: vkey('invalid') }).nullish(),
});
export type TInvoiceLineInputBody = z.input<typeof ZInvoiceLineInput>;
export type TInvoiceLineValues = z.output<typeof ZInvoiceLineInput>;

/** POST /api/invoices: a draft from delivered missions of one client. */
export const ZCreateInvoiceRequest = z.object({
  mission_ids: z
    .array(z.guid({ error: vkey('invalid') }), { error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(INVOICES_LIMITS.missionsMax, { error: vkey('tooBig') })
    .superRefine((ids, context) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index)
          context.addIssue({ code: 'custom', message: vkey('duplicateMission'), path: [index] });
      });
    }),
});
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;

/**
 * PUT /api/invoices/{id}, a draft only: what is sent changes. `lines` replaces every line.
 * `vat_rate` alone sets the rate of every line (the screen's VAT choice); with `lines`, it is the
 * rate of the lines that name none. `due_date` null goes back to the date the payment term gives.
 */
export const ZUpdateInvoiceRequest = z.object({
  lines: z
    .array(ZInvoiceLineInput, { error: vkey('invalid') })
    .min(1, { error: vkey('required') })
    .max(INVOICES_LIMITS.linesMax, { error: vkey('tooBig') })
    .optional(),
  vat_rate: ZVatRate.optional(),
  billing_type: z.enum(INVOICE_BILLING_TYPES, { error: vkey('invalidChoice') }).optional(),
  due_date: ZDate.nullable().optional(),
  payment_method: z.enum(OPTION_LISTS.paymentMethod, { error: vkey('invalidChoice') }).optional(),
  payment_term: z.enum(OPTION_LISTS.paymentTerm, { error: vkey('invalidChoice') }).optional(),
});
export type TUpdateInvoiceRequest = z.input<typeof ZUpdateInvoiceRequest>;
export type TUpdateInvoiceValues = z.output<typeof ZUpdateInvoiceRequest>;

/** An amount above 0: a payment. */
const ZPositiveAmount = ZAmountInput.refine((centimes) => centimes > 0, { error: vkey('positive') });

/**
 * POST /api/invoices/{id}/payments (spec 001 §3 Payment): amount, currency, method, date. The
 * currency must be the invoice's; the amount at most what remains to pay; the date not in the
 * future nor before the issue date.
 */
export const ZAddInvoicePaymentRequest = z.object({
  amount: ZPositiveAmount,
  currency: z.enum(OPTION_LISTS.currency, { error: vkey('invalidChoice') }),
  method: z.enum(OPTION_LISTS.paymentMethod, { error: vkey('invalidChoice') }),
  paid_on: ZDate,
});
export type TAddInvoicePaymentRequest = z.input<typeof ZAddInvoicePaymentRequest>;
export type TAddInvoicePaymentValues = z.output<typeof ZAddInvoicePaymentRequest>;

export const ZInvoicePaymentParams = z.object({
  id: z.guid({ error: vkey('invalid') }),
  paymentId: z.guid({ error: vkey('invalid') }),
});

/** A credit note cancels all of an invoice (its missions are to invoice again) or credits part of it. */
export const CREDIT_NOTE_KINDS = ['full', 'partial'] as const;
export type TCreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const CREDIT_NOTE_LIMITS = { reasonMax: 300 } as const;

/**
 * POST /api/invoices/{id}/credit-notes: the only way to correct an issued invoice (décret exécutif
 * 05-468). `full` cancels it — only while nothing was paid nor credited on it — and its missions
 * can be invoiced again; `partial` credits `amount_ht` at one of the invoice's VAT rates, at most
 * what remains to pay.
 */
export const ZCreateCreditNoteRequest = z
  .object({
    kind: z.enum(CREDIT_NOTE_KINDS, { error: vkey('invalidChoice') }),
    reason: z
      .string({ error: vkey('required') })
      .trim()
      .min(1, { error: vkey('required') })
      .max(CREDIT_NOTE_LIMITS.reasonMax, { error: vkey('tooLong') }),
    amount_ht: ZPositiveAmount.optional(),
    vat_rate: ZVatRate.optional(),
  })
  .superRefine((request, context) => {
    if (request.kind === 'partial' && request.amount_ht === undefined) {
      context.addIssue({ code: 'custom', message: vkey('required'), path: ['amount_ht'] });
    }
  });
export type TCreateCreditNoteRequest = z.input<typeof ZCreateCreditNoteRequest>;
export type TCreateCreditNoteValues = z.output<typeof ZCreateCreditNoteRequest>;

export const ZCreditNoteParams = z.object({
  id: z.guid({ error: vkey('invalid') }),
  creditNoteId: z.guid({ error: vkey('invalid') }),
});

/** GET /api/invoices/settings: the carrier's invoicing choices. */
export const ZInvoiceSettings = z.object({
  /** Reminders e-mailed on their own at the due date + 7 and + 30 days (INVOICES_LIMITS.autoReminderDays). */
  auto_reminders: z.boolean(),
  /**
   * The price of an hour of waiting beyond the handling allowance, excluding tax: a draft's
   * immobilisation line takes it (editable there); null until the carrier sets it (the line then
   * comes at 0, to price on the draft).
   */
  immobilisation_hourly_rate: z.string().nullable(),
});
export type TInvoiceSettings = z.infer<typeof ZInvoiceSettings>;

/** PUT /api/invoices/settings: what is sent changes. */
export const ZUpdateInvoiceSettingsRequest = z.object({
  auto_reminders: z.boolean({ error: vkey('invalid') }).optional(),
  immobilisation_hourly_rate: ZPositiveAmount.nullable().optional(),
});
export type TUpdateInvoiceSettingsRequest = z.input<typeof ZUpdateInvoiceSettingsRequest>;
export type TUpdateInvoiceSettingsValues = z.output<typeof ZUpdateInvoiceSettingsRequest>;
export const ZInvoiceSettingsResponse = z.object({ data: ZInvoiceSettings });

// ---------------------------------------------------------------------------------------------
// Answers

const ZMoney = z.string();

export const ZInvoiceClient = z.object({ company_id: z.string(), name: z.string() });

/** A delivered mission not invoiced yet ("to generate"). */
export const ZInvoiceableMission = z.object({
  mission_id: z.string(),
  mission_number: z.string(),
  offer_uid: z.string(),
  offer_number: z.string(),
  client: ZInvoiceClient,
  price: ZMoney,
  currency: z.string(),
  payment_method: z.string(),
  payment_term: z.string(),
  departure_city: z.string(),
  destination_city: z.string(),
  departure_date: z.string(),
  loading_reference: z.string().nullable(),
  unloading_reference: z.string().nullable(),
  /** When the proof of delivery was accepted, or deemed accepted (its answer time passed). */
  delivered_at: z.string(),
});
export type TInvoiceableMission = z.infer<typeof ZInvoiceableMission>;
export const ZInvoiceableMissionsResponse = listPage(ZInvoiceableMission);
export type TInvoiceableMissionsResponse = z.infer<typeof ZInvoiceableMissionsResponse>;

export const ZInvoiceLine = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.enum(INVOICE_LINE_KINDS),
  mission_id: z.string().nullable(),
  label: z.string(),
  quantity: z.number(),
  unit_price: ZMoney,
  vat_rate: z.number(),
  amount_ht: ZMoney,
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

/** A party's identity and identifiers: as the profile says it on a draft, as copied at issue on an issued invoice. */
export const ZInvoicePartyView = z.object({
  company_id: z.string(),
  legal_name: z.string().nullable(),
  legal_form: z.string().nullable(),
  share_capital: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  rc: z.string().nullable(),
  nif: z.string().nullable(),
  nis: z.string().nullable(),
  tax_article: z.string().nullable(),
  country: z.string().nullable(),
  tax_regime: z.string().nullable(),
});
export type TInvoicePartyView = z.infer<typeof ZInvoicePartyView>;

export const ZInvoiceTotals = z.object({
  total_ht: ZMoney,
  vat_by_rate: z.array(z.object({ rate: z.number(), base_ht: ZMoney, vat: ZMoney })),
  total_vat: ZMoney,
  total_ttc: ZMoney,
  stamp_duty: ZMoney,
  /** TTC plus stamp duty: what the client pays. */
  total_due: ZMoney,
});

export const ZInvoiceMission = z.object({
  id: z.string(),
  number: z.string(),
  offer_number: z.string(),
  loading_reference: z.string().nullable(),
  unloading_reference: z.string().nullable(),
});

export const ZInvoicePayment = z.object({
  id: z.string(),
  amount: ZMoney,
  currency: z.string(),
  method: z.string(),
  paid_on: z.string(),
  created_at: z.string(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePayment>;

/** A credit note on an invoice: its own number (AV-2026-00001), what it credits, why. */
export const ZCreditNote = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  issue_date: z.string(),
  reason: z.string(),
  total_ht: ZMoney,
  total_vat: ZMoney,
  /** What it takes off the invoice's total due (TTC, and the stamp duty for a full one). */
  total_due: ZMoney,
  created_at: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/** Where an issued invoice stands with its client (spec 001 §4); null on a draft. */
export const ZInvoicePaymentStanding = z.object({
  payment_state: z.enum(INVOICE_PAYMENT_STATES).nullable(),
  /** Unsettled past its due date (in Algiers). */
  is_overdue: z.boolean(),
  /** What the payments add up to, and what remains of the total due. */
  paid_total: ZMoney,
  /** What credit notes took off it. */
  credited_total: ZMoney,
  /** What remains to pay: the total due less payments and credit notes. */
  balance: ZMoney,
  /** When the payments reached the total due; null while unsettled. */
  settled_at: z.string().nullable(),
  /** The date of the payment that settled it (spec 001 §3 "payment date"). */
  paid_on: z.string().nullable(),
  /** When a reminder was last e-mailed (by hand or on its own); null if none was. */
  reminder_sent_at: z.string().nullable(),
  reminders_count: z.number(),
});

export const ZInvoice = z.object({
  id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** FA-2026-00001, given at issue; null on a draft. */
  number: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string(),
  /** True when the carrier chose the due date; else the payment term gives it from the issue date. */
  due_date_is_manual: z.boolean(),
  currency: z.string(),
  payment_method: z.string(),
  payment_term: z.string(),
  billing_type: z.enum(INVOICE_BILLING_TYPES),
  vat_rate: z.number(),
  /** 'ifu': the seller is under the IFU regime, the invoice carries IFU_INVOICE_MENTION instead of VAT. */
  vat_mention: z.literal('ifu').nullable(),
  client: ZInvoiceClient,
  seller: ZInvoicePartyView,
  buyer: ZInvoicePartyView,
  /** What issuing would lack (`seller.nif`, `buyer.address`); always empty on an issued invoice. */
  missing_mentions: z.array(z.string()),
  missions: z.array(ZInvoiceMission),
  lines: z.array(ZInvoiceLine),
  totals: ZInvoiceTotals,
  issued_at: z.string().nullable(),
  /** When it was last e-mailed to the client (POST /api/invoices/{id}/send); null until sent. */
  sent_at: z.string().nullable(),
  ...ZInvoicePaymentStanding.shape,
  /** The payments received, oldest first. */
  payments: z.array(ZInvoicePayment),
  /** Its credit notes, oldest first. */
  credit_notes: z.array(ZCreditNote),
  /** When a reminder by hand is possible again (24 hours after the last one); null: now, if the invoice is sent and unsettled. */
  next_reminder_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceResponse = z.object({ data: ZInvoice });

export const ZInvoiceListItem = z.object({
  id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string(),
  client: ZInvoiceClient,
  currency: z.string(),
  total_ht: ZMoney,
  total_vat: ZMoney,
  total_ttc: ZMoney,
  total_due: ZMoney,
  missions_count: z.number(),
  sent_at: z.string().nullable(),
  ...ZInvoicePaymentStanding.shape,
  created_at: z.string(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

/** The sums of the filtered list, per currency (the list's every page, not only the one shown). */
export const ZInvoicesTotals = z.object({
  currency: z.string(),
  count: z.number(),
  total_ht: ZMoney,
  total_vat: ZMoney,
  total_ttc: ZMoney,
  total_due: ZMoney,
  paid_total: ZMoney,
  credited_total: ZMoney,
  balance: ZMoney,
});
export type TInvoicesTotals = z.infer<typeof ZInvoicesTotals>;
export const ZInvoicesListResponse = listPage(ZInvoiceListItem).extend({ totals: z.array(ZInvoicesTotals) });
export type TInvoicesListResponse = z.infer<typeof ZInvoicesListResponse>;

// ---------------------------------------------------------------------------------------------
// The document

/**
 * The languages an invoice's PDF is written in (issue 30): French, the default, and Arabic, right
 * to left with the total in Arabic words. Other interface languages get the French document.
 */
export const INVOICE_DOCUMENT_LANGUAGES = ['fr', 'ar'] as const;
export type TInvoiceDocumentLanguage = (typeof INVOICE_DOCUMENT_LANGUAGES)[number];

/** GET /api/invoices/{id}/pdf?lang=fr|ar */
export const ZInvoicePdfQuery = z.object({
  lang: z.enum(INVOICE_DOCUMENT_LANGUAGES, { error: vkey('invalidChoice') }).default('fr'),
});
export type TInvoicePdfQuery = z.input<typeof ZInvoicePdfQuery>;

/**
 * An issued invoice as the shipper it is addressed to sees it on its shipment
 * (GET /api/offers/{uid}/invoices): enough to list it and download it by its id.
 */
export const ZShipmentInvoice = z.object({
  id: z.string(),
  number: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  total_ttc: ZMoney,
  /** TTC plus stamp duty: what the shipper pays. */
  total_due: ZMoney,
  /** When the carrier last e-mailed it; null if it never did. */
  sent_at: z.string().nullable(),
  payment_state: z.enum(INVOICE_PAYMENT_STATES),
  is_overdue: z.boolean(),
  balance: ZMoney,
  /** Its credit notes, each downloading from `/api/invoices/{id}/credit-notes/{creditNoteId}/pdf`. */
  credit_notes: z.array(ZCreditNote.pick({ id: true, number: true, kind: true, issue_date: true, total_due: true })),
  /** The carrier that issued it. */
  carrier: z.object({ company_id: z.string(), name: z.string() }),
});
export type TShipmentInvoice = z.infer<typeof ZShipmentInvoice>;
export const ZShipmentInvoicesResponse = z.object({ data: z.array(ZShipmentInvoice) });
export type TShipmentInvoicesResponse = z.infer<typeof ZShipmentInvoicesResponse>;

// ---------------------------------------------------------------------------------------------
// The payment record

/**
 * A shipper's payment record (issue 30), from the invoices carriers issued to it on Tariq: over
 * the last 12 months, shown once it rests on at least 5 settled invoices.
 */
export const PAYMENT_RECORD_LIMITS = {
  minInvoices: 5,
  /** The window, in days before today (in Algiers), of the payments counted. */
  windowDays: 365,
} as const;

/**
 * GET /api/companies/{id}/payment-record: `invoices` settled invoices in the window;
 * `average_days_late` the mean of the days from each due date to its payment, an early payment
 * counting 0 (rounded to the nearest day); `on_time_percent` the share paid on or before the due
 * date (rounded down: never more flattering than the facts). Both null below the minimum.
 */
export const ZPaymentRecord = z.object({
  invoices: z.number(),
  enough: z.boolean(),
  average_days_late: z.number().nullable(),
  on_time_percent: z.number().nullable(),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;
export const ZPaymentRecordResponse = z.object({ data: ZPaymentRecord });
/** `:id`, as every route under /api/companies/ names its company (the router shares the segment). */
export const ZPaymentRecordParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

// ---------------------------------------------------------------------------------------------
// Exports

export const INVOICE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type TInvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];

export const INVOICE_EXPORT_LIMITS = {
  /** A sales journal covers at most a year (a leap year's 366 days). */
  journalMaxDays: 366,
  /** The first year an annual statement may be asked for. */
  firstYear: 2000,
} as const;

const ZExportFormat = z.enum(INVOICE_EXPORT_FORMATS, { error: vkey('invalidChoice') }).default('xlsx');
const ZExportLanguage = z.enum(INVOICE_DOCUMENT_LANGUAGES, { error: vkey('invalidChoice') }).default('fr');

/**
 * GET /api/invoices/sales-journal?from=&to=&format=xlsx|csv&lang=fr|ar: the invoices and credit
 * notes issued between the two days (both included, a year at most).
 */
export const ZSalesJournalQuery = z
  .object({ from: ZDate, to: ZDate, format: ZExportFormat, lang: ZExportLanguage })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', message: vkey('dateRangeReversed'), path: ['to'] });
      return;
    }
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > INVOICE_EXPORT_LIMITS.journalMaxDays) {
      context.addIssue({ code: 'custom', message: vkey('tooBig'), path: ['to'] });
    }
  });
export type TSalesJournalQuery = z.input<typeof ZSalesJournalQuery>;
export type TSalesJournalValues = z.output<typeof ZSalesJournalQuery>;

/** GET /api/invoices/annual-statement?year=&format=&lang=: the État 104 of a calendar year. */
export const ZAnnualStatementQuery = z.object({
  year: z.coerce
    .number({ error: vkey('invalid') })
    .int({ error: vkey('invalid') })
    .min(INVOICE_EXPORT_LIMITS.firstYear, { error: vkey('tooSmall') })
    .max(9999, { error: vkey('tooBig') }),
  format: ZExportFormat,
  lang: ZExportLanguage,
});
export type TAnnualStatementQuery = z.input<typeof ZAnnualStatementQuery>;
export type TAnnualStatementValues = z.output<typeof ZAnnualStatementQuery>;
