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

/** GET /api/invoices?page=&limit=&status= (the spec's paid, overdue and date filters come with payments). */
export const ZInvoicesListQuery = z.object({
  ...pagingQuery(INVOICES_LIMITS),
  status: z.enum(INVOICE_STATUSES, { error: vkey('invalidChoice') }).optional(),
});
export type TInvoicesListQuery = z.input<typeof ZInvoicesListQuery>;

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
  created_at: z.string(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;
export const ZInvoicesListResponse = listPage(ZInvoiceListItem);
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
  /** The carrier that issued it. */
  carrier: z.object({ company_id: z.string(), name: z.string() }),
});
export type TShipmentInvoice = z.infer<typeof ZShipmentInvoice>;
export const ZShipmentInvoicesResponse = z.object({ data: z.array(ZShipmentInvoice) });
export type TShipmentInvoicesResponse = z.infer<typeof ZShipmentInvoicesResponse>;
