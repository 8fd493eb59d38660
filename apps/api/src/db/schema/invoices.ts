import type { TInvoiceBillingType, TInvoiceLineKind, TInvoiceStatus } from '@tariq/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { missions } from './missions';
import { users } from './users';

/** Amounts in centimes: integers, exact (contracts' invoicing/money.ts); bigint beyond 21 million dinars. */
const centimes = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** An invoice's or a credit note's totals, in centimes, with the VAT per rate (`computeInvoiceTotals`). */
const totalsColumns = () => ({
  totalHt: centimes('total_ht'),
  totalVat: centimes('total_vat'),
  totalTtc: centimes('total_ttc'),
  stampDuty: centimes('stamp_duty'),
  totalDue: centimes('total_due'),
  vatBreakdown: jsonb('vat_breakdown').$type<TInvoiceVatBreakdown>().notNull().default([]),
});

/**
 * A party's identity and identifiers as an issued invoice states them: copied from the company at
 * issue, so that a later change of the profile never changes an issued invoice.
 */
export type TInvoicePartySnapshot = {
  companyId: string;
  legalName: string | null;
  legalForm: string | null;
  /** In dinars, the profile's decimal string. */
  shareCapital: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  rc: string | null;
  nif: string | null;
  nis: string | null;
  taxArticle: string | null;
  country: string | null;
  taxRegime: string | null;
};

export type TInvoiceVatBreakdown = Array<{ rate: number; baseHt: number; vat: number }>;

/**
 * A carrier's invoice to a client (issue 30). A draft is made from delivered missions and edited;
 * issuing gives it its number (one gapless sequence per carrier and year, `invoice_sequences`),
 * copies the parties' identifiers and freezes its totals. An issued invoice is never changed nor
 * deleted: a credit note corrects it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Restrict: an issued invoice outlives nothing that points at it.
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    clientCompanyId: uuid('client_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    status: text('status').$type<TInvoiceStatus>().notNull().default('draft'),
    /** FA-2026-00001: null until issued. */
    number: text('number'),
    /** The day of issue in Algiers; null on a draft. */
    issueDate: date('issue_date'),
    dueDate: date('due_date').notNull(),
    /** The carrier set the due date; else issuing recomputes it from the term and the issue date. */
    dueDateIsManual: boolean('due_date_is_manual').notNull().default(false),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTerm: text('payment_term').notNull(),
    billingType: text('billing_type').$type<TInvoiceBillingType>().notNull().default('flat'),
    /** Basis points: the rate new lines take. */
    vatRate: integer('vat_rate').notNull().default(1900),
    /** 'ifu' when the seller was under the IFU regime at issue (no VAT, the regime's mention instead). */
    vatMention: text('vat_mention').$type<'ifu'>(),
    ...totalsColumns(),
    /** Copied at issue; null on a draft (which reads the companies as they are). */
    seller: jsonb('seller').$type<TInvoicePartySnapshot>(),
    buyer: jsonb('buyer').$type<TInvoicePartySnapshot>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** When the invoice was last e-mailed to the client (a resend moves it); null until first sent. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What the payments add up to (`invoice_payments`), kept in the payment's transaction. */
    paidTotal: centimes('paid_total'),
    /** What its credit notes took off the total due (`invoice_credit_notes`). */
    creditedTotal: centimes('credited_total'),
    /** When a credit note cancelled all of it; its missions are then to invoice again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the payments reached the total due; null while unsettled. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The date of the payment that settled it. */
    paidOn: date('paid_on'),
    /** When a reminder was last e-mailed, by hand or by the daily job. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    remindersCount: smallint('reminders_count').notNull().default(0),
    /** How many of the automatic reminders (due date + 7, + 30 days) the daily job sent. */
    autoRemindersSent: smallint('auto_reminders_sent').notNull().default(0),
    /** When the daily job found it unpaid past its due date and told the carrier; null before. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoices_status_check', sql`${table.status} in ('draft', 'issued')`),
    check('invoices_billing_type_check', sql`${table.billingType} in ('flat', 'per_km', 'per_tonne')`),
    // Issued exactly when numbered, dated and with its parties copied.
    check(
      'invoices_issued_check',
      sql`(${table.status} = 'draft') = (${table.number} is null and ${table.issueDate} is null and ${table.issuedAt} is null and ${table.seller} is null and ${table.buyer} is null)`,
    ),
    // Only an issued invoice is a document to send.
    check('invoices_sent_check', sql`${table.sentAt} is null or ${table.status} = 'issued'`),
    check(
      'invoices_paid_check',
      sql`${table.paidTotal} >= 0 and ${table.creditedTotal} >= 0 and ${table.paidTotal} + ${table.creditedTotal} <= ${table.totalDue}`,
    ),
    check('invoices_settled_check', sql`(${table.settledAt} is null) = (${table.paidOn} is null)`),
    uniqueIndex('invoices_carrier_number_key')
      .on(table.carrierCompanyId, table.number)
      .where(sql`${table.number} is not null`),
    index('invoices_carrier_created_idx').on(table.carrierCompanyId, table.createdAt),
    index('invoices_client_idx').on(table.clientCompanyId, table.createdAt),
    // The daily job's work: issued, unsettled invoices by due date.
    index('invoices_unsettled_due_idx')
      .on(table.dueDate)
      .where(sql`${table.status} = 'issued' and ${table.settledAt} is null and ${table.cancelledAt} is null`),
  ],
);

/**
 * The payments received on an issued invoice (spec 001 §3 Payment): amount in centimes of the
 * invoice's currency, method and date. Removed only while the invoice is unsettled (the audit log
 * keeps what was removed).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    paidOn: date('paid_on').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoice_payments_amount_check', sql`${table.amount} > 0`),
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.createdAt),
  ],
);

export type TCreditNoteLine = {
  label: string;
  quantityThousandths: number;
  unitPriceHt: number;
  vatRate: number;
  amountHt: number;
};

/**
 * The credit notes that correct issued invoices (décret exécutif 05-468: an issued invoice is never
 * changed; a credit note, numbered in its own series `AV-2026-00001`, references it). What it
 * credits is frozen here with its lines, totals and the parties as the invoice stated them.
 */
export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    clientCompanyId: uuid('client_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    kind: text('kind').$type<'full' | 'partial'>().notNull(),
    issueDate: date('issue_date').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<TCreditNoteLine[]>().notNull(),
    ...totalsColumns(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('invoice_credit_notes_kind_check', sql`${table.kind} in ('full', 'partial')`),
    check('invoice_credit_notes_total_check', sql`${table.totalDue} > 0`),
    uniqueIndex('invoice_credit_notes_carrier_number_key').on(table.carrierCompanyId, table.number),
    index('invoice_credit_notes_invoice_idx').on(table.invoiceId, table.issuedAt),
  ],
);

/** A carrier's invoicing choices; no row is the defaults (no automatic reminders). */
export const invoiceSettings = pgTable('invoice_settings', {
  carrierCompanyId: uuid('carrier_company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autoReminders: boolean('auto_reminders').notNull().default(false),
  /** The price of an hour of waiting beyond the handling allowance, in centimes excluding tax; null: not set. */
  immobilisationHourlyRate: bigint('immobilisation_hourly_rate', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The lines of an invoice, in their order. Quantities in thousandths (2.5 hours is 2500). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<TInvoiceLineKind>().notNull(),
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'restrict' }),
    label: text('label').notNull(),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    unitPriceHt: bigint('unit_price_ht', { mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** quantity × unit price, rounded once to the centime (`multiplyByQuantity`). */
    amountHt: bigint('amount_ht', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoice_lines_position_key').on(table.invoiceId, table.position),
    check('invoice_lines_kind_check', sql`${table.kind} in ('transport', 'immobilisation', 'other')`),
    check('invoice_lines_quantity_check', sql`${table.quantityThousandths} > 0`),
    check('invoice_lines_price_check', sql`${table.unitPriceHt} >= 0`),
  ],
);

/**
 * The missions an invoice bills, with the references it states (copied when the draft is made).
 * A mission is on at most one live invoice: `is_active` falls when a credit note cancels an
 * invoice entirely (to come), and a deleted draft takes its rows with it.
 */
export const invoiceMissions = pgTable(
  'invoice_missions',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'restrict' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull(),
    missionNumber: text('mission_number').notNull(),
    offerNumber: text('offer_number').notNull(),
    loadingReference: text('loading_reference'),
    unloadingReference: text('unloading_reference'),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.missionId], name: 'invoice_missions_pkey' }),
    // The rule that makes "to generate" exact under concurrent drafts: one live invoice per mission.
    uniqueIndex('invoice_missions_one_live_key')
      .on(table.missionId)
      .where(sql`${table.isActive}`),
    index('invoice_missions_carrier_idx').on(table.carrierCompanyId, table.missionId),
  ],
);

/**
 * The last number given per carrier, year (in Algiers) and kind: one gapless chronological series
 * each (décret exécutif 05-468). Taken with an upsert in the issuing transaction: the row lock
 * serialises concurrent issues, and a rolled-back issue gives its number back.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carrierCompanyId, table.year, table.kind], name: 'invoice_sequences_pkey' }),
    check('invoice_sequences_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
    check('invoice_sequences_last_check', sql`${table.last} >= 1`),
  ],
);

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TNewInvoiceRow = typeof invoices.$inferInsert;
export type TInvoiceLineRow = typeof invoiceLines.$inferSelect;
export type TNewInvoiceLineRow = typeof invoiceLines.$inferInsert;
export type TInvoiceCreditNoteRow = typeof invoiceCreditNotes.$inferSelect;
export type TNewInvoiceCreditNoteRow = typeof invoiceCreditNotes.$inferInsert;
export type TInvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type TNewInvoicePaymentRow = typeof invoicePayments.$inferInsert;
export type TInvoiceMissionRow = typeof invoiceMissions.$inferSelect;
export type TNewInvoiceMissionRow = typeof invoiceMissions.$inferInsert;
