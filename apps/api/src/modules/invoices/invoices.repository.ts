import type { TInvoicePaidFilter, TInvoiceStatus, TLanguage } from '@tariq/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { selectRows } from '../../db/client';
import {
  companies,
  invoiceCreditNotes,
  invoiceLines,
  invoiceMissions,
  invoicePayments,
  invoices,
  invoiceSettings,
  invoiceSequences,
  missions,
  offers,
  users,
} from '../../db/schema';
import type {
  TInvoiceCreditNoteRow,
  TInvoiceLineRow,
  TInvoiceMissionRow,
  TInvoicePaymentRow,
  TInvoiceRow,
  TNewInvoiceLineRow,
  TNewInvoiceCreditNoteRow,
  TNewInvoiceMissionRow,
  TNewInvoicePaymentRow,
  TNewInvoiceRow,
  TInvoicePartySnapshot,
} from '../../db/schema';

export type { TInvoiceCreditNoteRow, TInvoiceLineRow, TInvoiceMissionRow, TInvoicePaymentRow, TInvoiceRow };

/** An invoice with what its page shows: its client's name, lines, missions and payments. */
export type TInvoiceView = {
  invoice: TInvoiceRow;
  clientName: string;
  lines: TInvoiceLineRow[];
  missions: TInvoiceMissionRow[];
  payments: TInvoicePaymentRow[];
  creditNotes: TInvoiceCreditNoteRow[];
};

/** The ids of the carrier's missions on a live invoice (draft or issued), as a subquery. */
export function invoicedMissionIds(carrierCompanyId: string): SQL {
  return sql`select ${invoiceMissions.missionId} from ${invoiceMissions} where ${invoiceMissions.carrierCompanyId} = ${carrierCompanyId} and ${invoiceMissions.isActive}`;
}

/** Which of these missions are on a live invoice already. */
export async function findInvoicedMissionIds(db: TDb | TTx, missionIds: readonly string[]): Promise<Set<string>> {
  if (missionIds.length === 0) return new Set();
  const rows = await db
    .select({ missionId: invoiceMissions.missionId })
    .from(invoiceMissions)
    .where(and(inArray(invoiceMissions.missionId, [...missionIds]), eq(invoiceMissions.isActive, true)));
  return new Set(rows.map((row) => row.missionId));
}

/** PostgreSQL's unique_violation of this constraint, as either driver reports it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}

export const ONE_LIVE_INVOICE_PER_MISSION = 'invoice_missions_one_live_key';

export async function insertInvoice(
  tx: TTx,
  values: TNewInvoiceRow,
  lines: Array<Omit<TNewInvoiceLineRow, 'invoiceId'>>,
  missions: Array<Omit<TNewInvoiceMissionRow, 'invoiceId'>>,
): Promise<TInvoiceRow> {
  const [invoice] = await tx.insert(invoices).values(values).returning();
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: invoice!.id })));
  await tx.insert(invoiceMissions).values(missions.map((mission) => ({ ...mission, invoiceId: invoice!.id })));
  return invoice!;
}

async function findParts(db: TDb | TTx, invoiceId: string) {
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const missions = await db
    .select()
    .from(invoiceMissions)
    .where(eq(invoiceMissions.invoiceId, invoiceId))
    .orderBy(asc(invoiceMissions.position));
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  const creditNotes = await db
    .select()
    .from(invoiceCreditNotes)
    .where(eq(invoiceCreditNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceCreditNotes.issuedAt));
  return { lines, missions, payments, creditNotes };
}

/** The invoice `where` keeps, with its client's name, lines and missions; null when there is none. */
async function findInvoiceWhere(db: TDb | TTx, id: string, where: SQL | undefined): Promise<TInvoiceView | null> {
  const [row] = await db
    .select({ invoice: invoices, clientName: companies.legalName })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.clientCompanyId))
    .where(and(eq(invoices.id, id), where))
    .limit(1);
  if (!row) return null;
  return { ...row, ...(await findParts(db, id)) };
}

/** One invoice of the carrier, with its lines and missions; anyone else's is not found. */
export function findCarrierInvoice(db: TDb | TTx, carrierCompanyId: string, id: string): Promise<TInvoiceView | null> {
  return findInvoiceWhere(db, id, eq(invoices.carrierCompanyId, carrierCompanyId));
}

/** An invoice by its id alone, whoever's: for the mail job, which attaches what a service queued. */
export function findInvoiceView(db: TDb | TTx, id: string): Promise<TInvoiceView | null> {
  return findInvoiceWhere(db, id, undefined);
}

/** An issued invoice addressed to the client company; a draft, or anyone else's, is not found. */
export function findClientInvoice(db: TDb | TTx, clientCompanyId: string, id: string): Promise<TInvoiceView | null> {
  return findInvoiceWhere(db, id, and(eq(invoices.clientCompanyId, clientCompanyId), eq(invoices.status, 'issued')));
}

/** A company's logo, as stored: its key and type; null when it has none. */
export async function findCompanyLogo(db: TDb | TTx, companyId: string): Promise<{ key: string; mime: string } | null> {
  const [row] = await db
    .select({ key: companies.logoKey, mime: companies.logoMime })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.key && row.mime ? { key: row.key, mime: row.mime } : null;
}

export type TShipmentInvoiceRow = { invoice: TInvoiceRow; carrierName: string };

/**
 * The issued invoices addressed to the shipper that bill a mission of its offer, oldest first;
 * null when the offer is not the shipper's (or does not exist).
 */
export async function findShipmentInvoices(
  db: TDb,
  params: { shipperCompanyId: string; offerUid: string },
): Promise<TShipmentInvoiceRow[] | null> {
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.uid, params.offerUid), eq(offers.shipperCompanyId, params.shipperCompanyId)))
    .limit(1);
  if (!offer) return null;
  const billed = db
    .select({ invoiceId: invoiceMissions.invoiceId })
    .from(invoiceMissions)
    .innerJoin(missions, eq(missions.id, invoiceMissions.missionId))
    .where(eq(missions.offerId, offer.id));
  return db
    .select({ invoice: invoices, carrierName: companies.legalName })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.carrierCompanyId))
    .where(
      and(
        inArray(invoices.id, billed),
        eq(invoices.clientCompanyId, params.shipperCompanyId),
        eq(invoices.status, 'issued'),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** Who an invoice is sent to: the client's billing e-mail now, and each billed offer with the user who published it. */
export type TInvoiceAddressees = {
  billingEmail: string | null;
  offers: Array<{ uid: string; publisherEmail: string | null; publisherLanguage: TLanguage | null }>;
};

export async function findInvoiceAddressees(db: TDb | TTx, invoice: TInvoiceRow): Promise<TInvoiceAddressees> {
  const [client] = await db
    .select({ billingEmail: companies.billingEmail })
    .from(companies)
    .where(eq(companies.id, invoice.clientCompanyId))
    .limit(1);
  const rows = await db
    .select({ uid: offers.uid, publisherEmail: users.email, publisherLanguage: users.language })
    .from(invoiceMissions)
    .innerJoin(missions, eq(missions.id, invoiceMissions.missionId))
    .innerJoin(offers, eq(offers.id, missions.offerId))
    // A publisher who left the company, or was disabled, is no one to write to.
    .leftJoin(
      users,
      and(
        eq(users.id, offers.publishedByUserId),
        eq(users.companyId, invoice.clientCompanyId),
        isNull(users.disabledAt),
      ),
    )
    .where(eq(invoiceMissions.invoiceId, invoice.id))
    .orderBy(asc(invoiceMissions.position));
  const seen = new Set<string>();
  return {
    billingEmail: client?.billingEmail?.trim() || null,
    offers: rows.filter((row) => !seen.has(row.uid) && seen.add(row.uid)),
  };
}

/** The carrier's invoice, locked until the end of the transaction (an edit, a deletion, the issue). */
export async function lockCarrierInvoice(tx: TTx, carrierCompanyId: string, id: string): Promise<TInvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.carrierCompanyId, carrierCompanyId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export function findInvoiceLines(db: TDb | TTx, invoiceId: string): Promise<TInvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function updateInvoiceRow(tx: TTx, id: string, values: Partial<TNewInvoiceRow>): Promise<void> {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
}

/** The lines replaced as a whole (the draft's editor sends them all). */
export async function replaceInvoiceLines(
  tx: TTx,
  invoiceId: string,
  lines: Array<Omit<TNewInvoiceLineRow, 'invoiceId'>>,
): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

/** Deletes a draft of the carrier (its lines and missions go with it); an issued invoice is never deleted. */
export async function deleteDraftInvoice(tx: TTx, carrierCompanyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.carrierCompanyId, carrierCompanyId), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export type TInvoiceListRow = { invoice: TInvoiceRow; clientName: string; missionsCount: number };

export type TInvoiceListFilters = {
  carrierCompanyId: string;
  status?: TInvoiceStatus;
  paid?: TInvoicePaidFilter;
  overdue?: boolean;
  /** Issue dates, both included. */
  from?: string;
  to?: string;
  /** The day in Algiers: what is overdue. */
  today: string;
};

export type TInvoiceTotalsRow = {
  currency: string;
  count: number;
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  totalDue: number;
  paidTotal: number;
  creditedTotal: number;
};

function listWhere(filters: TInvoiceListFilters): SQL | undefined {
  const unsettled = and(eq(invoices.status, 'issued'), isNull(invoices.settledAt), isNull(invoices.cancelledAt));
  const overdue = and(unsettled, lt(invoices.dueDate, filters.today));
  const issuedOnly = filters.paid !== undefined || filters.overdue !== undefined || filters.from || filters.to;
  return and(
    eq(invoices.carrierCompanyId, filters.carrierCompanyId),
    filters.status ? eq(invoices.status, filters.status) : undefined,
    issuedOnly ? eq(invoices.status, 'issued') : undefined,
    filters.paid === 'paid' ? isNotNull(invoices.settledAt) : undefined,
    filters.paid === 'unpaid' ? unsettled : undefined,
    filters.overdue === true ? overdue : undefined,
    filters.overdue === false ? not(overdue!) : undefined,
    filters.from ? gte(invoices.issueDate, filters.from) : undefined,
    filters.to ? lte(invoices.issueDate, filters.to) : undefined,
  );
}

/**
 * One page of the carrier's invoices, the latest issued or made first, how many there are in all,
 * and their sums per currency (every page of the filtered list).
 */
export async function findCarrierInvoicesPage(
  db: TDb,
  params: TInvoiceListFilters & { limit: number; offset: number },
): Promise<{ rows: TInvoiceListRow[]; count: number; totals: TInvoiceTotalsRow[] }> {
  const where = listWhere(params);
  const rows = await db
    .select({
      invoice: invoices,
      clientName: companies.legalName,
      missionsCount:
        sql<number>`(select count(*) from ${invoiceMissions} where ${invoiceMissions.invoiceId} = ${invoices.id})`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.clientCompanyId))
    .where(where)
    // Issued ones by their issue (numbers break ties: a series never goes back), drafts by creation.
    .orderBy(
      desc(sql`coalesce(${invoices.issuedAt}, ${invoices.createdAt})`),
      sql`${invoices.number} desc nulls first`,
      desc(invoices.id),
    )
    .limit(params.limit)
    .offset(params.offset);
  const sum = (column: typeof invoices.totalHt) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const totals = await db
    .select({
      currency: invoices.currency,
      count: count(),
      totalHt: sum(invoices.totalHt),
      totalVat: sum(invoices.totalVat),
      totalTtc: sum(invoices.totalTtc),
      totalDue: sum(invoices.totalDue),
      paidTotal: sum(invoices.paidTotal),
      creditedTotal: sum(invoices.creditedTotal),
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return { rows, count: totals.reduce((all, row) => all + row.count, 0), totals };
}

/**
 * The next number of the carrier's series for the year and kind, in the caller's transaction: the
 * upsert takes the sequence row's lock and keeps it until the transaction ends, so concurrent
 * issues (on any number of instances) wait their turn and get consecutive numbers; a transaction
 * that rolls back gives its number back.
 */
export async function takeNextSequence(
  tx: TTx,
  options: { carrierCompanyId: string; year: number; kind: 'invoice' | 'credit_note' },
): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`INSERT INTO ${invoiceSequences} (carrier_company_id, year, kind, last)
        VALUES (${options.carrierCompanyId}, ${options.year}, ${options.kind}, 1)
        ON CONFLICT (carrier_company_id, year, kind) DO UPDATE SET last = ${invoiceSequences}.last + 1
        RETURNING last`,
  );
  return Number(row!.last);
}

// ---------------------------------------------------------------------------------------------
// Payments, reminders, settings

export async function insertInvoicePayment(tx: TTx, values: TNewInvoicePaymentRow): Promise<TInvoicePaymentRow> {
  const [row] = await tx.insert(invoicePayments).values(values).returning();
  return row!;
}

/** Deletes a payment of the invoice; null when the invoice has no such payment. */
export async function deleteInvoicePayment(
  tx: TTx,
  invoiceId: string,
  paymentId: string,
): Promise<TInvoicePaymentRow | null> {
  const [row] = await tx
    .delete(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)))
    .returning();
  return row ?? null;
}

export async function countInvoicePayments(tx: TTx, invoiceId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  return row?.n ?? 0;
}

export type TInvoiceSettingsRow = { autoReminders: boolean; immobilisationHourlyRate: number | null };

export async function findInvoiceSettings(db: TDb | TTx, carrierCompanyId: string): Promise<TInvoiceSettingsRow> {
  const [row] = await db
    .select({
      autoReminders: invoiceSettings.autoReminders,
      immobilisationHourlyRate: invoiceSettings.immobilisationHourlyRate,
    })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.carrierCompanyId, carrierCompanyId))
    .limit(1);
  return {
    autoReminders: row?.autoReminders ?? false,
    immobilisationHourlyRate: row?.immobilisationHourlyRate ?? null,
  };
}

export async function upsertInvoiceSettings(
  tx: TTx,
  carrierCompanyId: string,
  values: TInvoiceSettingsRow & { updatedAt: Date },
): Promise<void> {
  await tx
    .insert(invoiceSettings)
    .values({ carrierCompanyId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.carrierCompanyId, set: values });
}

/**
 * The daily job's batch: issued, unsettled invoices past their due date (`today` in Algiers) that
 * are not yet marked overdue, or that an automatic reminder is due for (their carrier turned them
 * on; `reminderDays` after the due date, one not sent yet). Locked for this runner (SKIP LOCKED):
 * two instances running the job at once share the rows instead of both taking them.
 */
export async function lockDueInvoices(
  tx: TTx,
  options: { today: string; reminderDays: readonly number[]; batchSize: number },
): Promise<Array<TInvoiceRow & { autoReminders: boolean }>> {
  const reminderDue = options.reminderDays.map(
    (days, index) =>
      sql`(${invoices.autoRemindersSent} <= ${index} and ${invoices.dueDate} + ${days}::int <= ${options.today}::date)`,
  );
  const rows = await tx
    .select({ invoice: invoices, autoReminders: sql<boolean>`coalesce(${invoiceSettings.autoReminders}, false)` })
    .from(invoices)
    .leftJoin(invoiceSettings, eq(invoiceSettings.carrierCompanyId, invoices.carrierCompanyId))
    .where(
      and(
        eq(invoices.status, 'issued'),
        isNull(invoices.settledAt),
        isNull(invoices.cancelledAt),
        lt(invoices.dueDate, options.today),
        or(
          isNull(invoices.overdueAt),
          and(eq(invoiceSettings.autoReminders, true), isNotNull(invoices.sentAt), or(...reminderDue)),
        ),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(options.batchSize)
    .for('update', { of: invoices, skipLocked: true });
  return rows.map((row) => ({ ...row.invoice, autoReminders: row.autoReminders }));
}

// ---------------------------------------------------------------------------------------------
// Credit notes

export async function insertCreditNote(tx: TTx, values: TNewInvoiceCreditNoteRow): Promise<TInvoiceCreditNoteRow> {
  const [row] = await tx.insert(invoiceCreditNotes).values(values).returning();
  return row!;
}

/** The invoice's missions leave it: a cancelled invoice bills nothing, they are to invoice again. */
export async function releaseInvoiceMissions(tx: TTx, invoiceId: string): Promise<void> {
  await tx.update(invoiceMissions).set({ isActive: false }).where(eq(invoiceMissions.invoiceId, invoiceId));
}

/** The date of the invoice's latest payment (the day it was settled, when its payments settle it); null when none. */
export async function latestPaymentDay(tx: TTx, invoiceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${invoicePayments.paidOn})::text` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  return row?.day ?? null;
}

/** The credit notes of these invoices, oldest first. */
export function findCreditNotesOf(db: TDb | TTx, invoiceIds: readonly string[]): Promise<TInvoiceCreditNoteRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceCreditNotes)
    .where(inArray(invoiceCreditNotes.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceCreditNotes.issuedAt));
}

// ---------------------------------------------------------------------------------------------
// The payment record

/** Whether the company exists and publishes shipments: only a shipper has a payment record. */
export async function isShipperCompany(db: TDb, companyId: string): Promise<boolean> {
  const [row] = await db.select({ kind: companies.kind }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.kind === 'shipper';
}

/**
 * The settled invoices addressed to the company whose payment date is on or after `since`: how
 * many, the mean of their days late (an early payment counts 0) and how many were paid on time.
 * A cancelled invoice was never paid: it is left out.
 */
export async function findPaymentFigures(
  db: TDb,
  options: { clientCompanyId: string; since: string },
): Promise<{ invoices: number; averageDaysLate: number | null; onTime: number }> {
  const [row] = await db
    .select({
      invoices: count(),
      averageDaysLate: sql<string | null>`avg(greatest(${invoices.paidOn} - ${invoices.dueDate}, 0))`,
      onTime: sql<number>`count(*) filter (where ${invoices.paidOn} <= ${invoices.dueDate})`.mapWith(Number),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientCompanyId, options.clientCompanyId),
        eq(invoices.status, 'issued'),
        isNotNull(invoices.settledAt),
        isNull(invoices.cancelledAt),
        gte(invoices.paidOn, options.since),
      ),
    );
  return {
    invoices: row?.invoices ?? 0,
    averageDaysLate:
      row?.averageDaysLate === null || row?.averageDaysLate === undefined ? null : Number(row.averageDaysLate),
    onTime: row?.onTime ?? 0,
  };
}

/** The carrier's issued invoices summed per currency for the dashboard, in centimes (issue 31). */
export type TInvoiceFiguresRow = {
  currency: string;
  unpaidCount: number;
  unpaid: number;
  overdueCount: number;
  overdue: number;
  paidCount: number;
  paid: number;
};

/**
 * Per currency: the unsettled issued invoices (the list's `paid=unpaid`) and what remains to pay on
 * them, those overdue (its `overdue=1`: due before `today`), and those settled with a payment date
 * in [`paidFrom`, `paidBefore`) with what was paid on them.
 */
export async function sumCarrierInvoiceFigures(
  db: TDb,
  params: { carrierCompanyId: string; today: string; paidFrom: string; paidBefore: string },
): Promise<TInvoiceFiguresRow[]> {
  const unsettled = and(isNull(invoices.settledAt), isNull(invoices.cancelledAt))!;
  const overdue = and(unsettled, lt(invoices.dueDate, params.today))!;
  const paid = and(
    isNotNull(invoices.settledAt),
    gte(invoices.paidOn, params.paidFrom),
    lt(invoices.paidOn, params.paidBefore),
  )!;
  const balance = sql`${invoices.totalDue} - ${invoices.paidTotal} - ${invoices.creditedTotal}`;
  const total = (value: SQL | typeof invoices.paidTotal, where: SQL) =>
    sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)::bigint`.mapWith(Number);
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  return db
    .select({
      currency: invoices.currency,
      unpaidCount: counted(unsettled),
      unpaid: total(balance, unsettled),
      overdueCount: counted(overdue),
      overdue: total(balance, overdue),
      paidCount: counted(paid),
      paid: total(invoices.paidTotal, paid),
    })
    .from(invoices)
    .where(and(eq(invoices.carrierCompanyId, params.carrierCompanyId), eq(invoices.status, 'issued')))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
}

// ---------------------------------------------------------------------------------------------
// Exports

/** A line of the sales journal: an issued invoice, or a credit note (its amounts to take off). */
export type TJournalEntry = {
  kind: 'invoice' | 'credit_note';
  issueDate: string;
  number: string;
  buyer: TInvoicePartySnapshot;
  currency: string;
  totalHt: number;
  totalVat: number;
  stampDuty: number;
  totalTtc: number;
  /** What was paid on the invoice (0 for a credit note). */
  paidTotal: number;
};

/**
 * The carrier's invoices and credit notes issued between the two days (both included), in the
 * order of their numbers within each series, invoices first. A credit note states the buyer as its
 * invoice did.
 */
export async function findJournalEntries(
  db: TDb,
  params: { carrierCompanyId: string; from: string; to: string },
): Promise<TJournalEntry[]> {
  const issued = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.carrierCompanyId, params.carrierCompanyId),
        eq(invoices.status, 'issued'),
        gte(invoices.issueDate, params.from),
        lte(invoices.issueDate, params.to),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const notes = await db
    .select({ note: invoiceCreditNotes, buyer: invoices.buyer, currency: invoices.currency })
    .from(invoiceCreditNotes)
    .innerJoin(invoices, eq(invoices.id, invoiceCreditNotes.invoiceId))
    .where(
      and(
        eq(invoiceCreditNotes.carrierCompanyId, params.carrierCompanyId),
        gte(invoiceCreditNotes.issueDate, params.from),
        lte(invoiceCreditNotes.issueDate, params.to),
      ),
    )
    .orderBy(asc(invoiceCreditNotes.issuedAt), asc(invoiceCreditNotes.number));
  return [
    ...issued.map((invoice) => ({
      kind: 'invoice' as const,
      issueDate: invoice.issueDate!,
      number: invoice.number!,
      buyer: invoice.buyer!,
      currency: invoice.currency,
      totalHt: invoice.totalHt,
      totalVat: invoice.totalVat,
      stampDuty: invoice.stampDuty,
      totalTtc: invoice.totalTtc,
      paidTotal: invoice.paidTotal,
    })),
    ...notes.map(({ note, buyer, currency }) => ({
      kind: 'credit_note' as const,
      issueDate: note.issueDate,
      number: note.number,
      buyer: buyer!,
      currency,
      totalHt: note.totalHt,
      totalVat: note.totalVat,
      stampDuty: note.stampDuty,
      totalTtc: note.totalTtc,
      paidTotal: 0,
    })),
  ];
}
