import {
  ACCESS_RULES,
  computeInvoiceTotals,
  formatAmount,
  formatInvoiceNumber,
  invoiceDueDate,
  invoiceYear,
  loadKindOf,
  missingInvoiceMentions,
  multiplyByQuantity,
  offerToday,
  parseAmount,
  proposeImmobilisationLine,
  QUANTITY_SCALE,
  quantityInThousandths,
  VAT_RATES,
} from '@tariq/contracts';
import type {
  TInvoice,
  TInvoiceableMissionsResponse,
  TInvoiceLineValues,
  TInvoicePartyView,
  TInvoicesListResponse,
  TInvoicesListValues,
  TOptionValue,
  TUpdateInvoiceValues,
  TVatRate,
} from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TInvoicePartySnapshot, TNewInvoiceLineRow } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { findInvoiceParties } from '../accounts';
import type { TInvoicePartyRecord } from '../accounts';
import { recordAudit } from '../audit';
import { carrierMissionIds, deliveredMissions } from '../missions';
import type { TDeliveredMissionRow } from '../missions';
import {
  deleteDraftInvoice,
  findCarrierInvoice,
  findCarrierInvoicesPage,
  findInvoicedMissionIds,
  findInvoiceLines,
  findInvoiceSettings,
  insertInvoice,
  invoicedMissionIds,
  isUniqueViolation,
  lockCarrierInvoice,
  ONE_LIVE_INVOICE_PER_MISSION,
  replaceInvoiceLines,
  takeNextSequence,
  updateInvoiceRow,
} from './invoices.repository';
import type { TInvoiceLineRow, TInvoiceRow, TInvoiceView } from './invoices.repository';
import { nextReminderAt, paymentStanding } from './invoice-standing';

/** Invoices are the carrier's (ARCHITECTURE.md §7): role, module invoices, account active — the web's /invoices rule too. */
const RULE = ACCESS_RULES.carrierInvoices;

type TPaymentMethod = TOptionValue<'paymentMethod'>;
type TPaymentTerm = TOptionValue<'paymentTerm'>;

// ---------------------------------------------------------------------------------------------
// Computing

type TLineAmounts = Pick<TInvoiceLineRow, 'quantityThousandths' | 'unitPriceHt' | 'vatRate'>;

function quantityOf(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/** The totals of these lines, by contracts' one computation (lines rounded once, VAT per rate, stamp duty on cash). */
function totalsOf(lines: readonly TLineAmounts[], sellerTaxRegime: string | null, paymentMethod: string) {
  return computeInvoiceTotals({
    lines: lines.map((line) => ({
      quantity: quantityOf(line.quantityThousandths),
      unitPriceHt: line.unitPriceHt,
      vatRate: line.vatRate as TVatRate,
    })),
    sellerTaxRegime: sellerTaxRegime === 'ifu' ? 'ifu' : sellerTaxRegime === 'reel' ? 'reel' : null,
    paymentMethod: paymentMethod as TPaymentMethod,
  });
}

function totalColumns(totals: ReturnType<typeof computeInvoiceTotals>) {
  return {
    totalHt: totals.totalHt,
    totalVat: totals.totalVat,
    totalTtc: totals.totalTtc,
    stampDuty: totals.stampDuty,
    totalDue: totals.totalDue,
    vatBreakdown: totals.vatByRate.map((entry) => ({ rate: entry.rate, baseHt: entry.baseHt, vat: entry.vat })),
  };
}

function lineRow(
  line: Pick<TInvoiceLineValues, 'label' | 'quantity' | 'unit_price' | 'kind' | 'mission_id'> & { vatRate: TVatRate },
  position: number,
): Omit<TNewInvoiceLineRow, 'invoiceId'> {
  return {
    position,
    kind: line.kind,
    missionId: line.mission_id ?? null,
    label: line.label,
    quantityThousandths: quantityInThousandths(line.quantity)!,
    unitPriceHt: line.unit_price,
    vatRate: line.vatRate,
    amountHt: multiplyByQuantity(line.unit_price, line.quantity),
  };
}

// ---------------------------------------------------------------------------------------------
// Views

function toPartyView(party: TInvoicePartySnapshot): TInvoicePartyView {
  return {
    company_id: party.companyId,
    legal_name: party.legalName,
    legal_form: party.legalForm,
    share_capital: party.shareCapital,
    address: party.address,
    phone: party.phone,
    email: party.email,
    rc: party.rc,
    nif: party.nif,
    nis: party.nis,
    tax_article: party.taxArticle,
    country: party.country,
    tax_regime: party.taxRegime,
  };
}

function totalsView(totals: {
  totalHt: number;
  totalVat: number;
  totalTtc: number;
  stampDuty: number;
  totalDue: number;
  vatBreakdown: Array<{ rate: number; baseHt: number; vat: number }>;
}): TInvoice['totals'] {
  return {
    total_ht: formatAmount(totals.totalHt),
    vat_by_rate: totals.vatBreakdown.map((entry) => ({
      rate: entry.rate,
      base_ht: formatAmount(entry.baseHt),
      vat: formatAmount(entry.vat),
    })),
    total_vat: formatAmount(totals.totalVat),
    total_ttc: formatAmount(totals.totalTtc),
    stamp_duty: formatAmount(totals.stampDuty),
    total_due: formatAmount(totals.totalDue),
  };
}

/**
 * An invoice as its page shows it. An issued one answers what was copied and frozen at issue; a
 * draft, the parties as their profiles say now, what issuing would lack, and totals computed now.
 */
function toInvoice(
  view: TInvoiceView,
  live: { seller: TInvoicePartyRecord; buyer: TInvoicePartyRecord } | null,
  now: Date,
): TInvoice {
  const { invoice } = view;
  const isIssued = invoice.status === 'issued';
  const seller = isIssued ? invoice.seller! : live!.seller;
  const buyer = isIssued ? invoice.buyer! : live!.buyer;
  const totals: Parameters<typeof totalsView>[0] = isIssued
    ? invoice
    : totalColumns(totalsOf(view.lines, live!.seller.taxRegime, invoice.paymentMethod));
  return {
    id: invoice.id,
    status: invoice.status,
    number: invoice.number,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    due_date_is_manual: invoice.dueDateIsManual,
    currency: invoice.currency,
    payment_method: invoice.paymentMethod,
    payment_term: invoice.paymentTerm,
    billing_type: invoice.billingType,
    vat_rate: invoice.vatRate,
    vat_mention: isIssued ? invoice.vatMention : live!.seller.taxRegime === 'ifu' ? 'ifu' : null,
    client: { company_id: invoice.clientCompanyId, name: view.clientName },
    seller: toPartyView(seller),
    buyer: toPartyView(buyer),
    missing_mentions: isIssued ? [] : missingInvoiceMentions(seller, buyer),
    missions: view.missions.map((mission) => ({
      id: mission.missionId,
      number: mission.missionNumber,
      offer_number: mission.offerNumber,
      loading_reference: mission.loadingReference,
      unloading_reference: mission.unloadingReference,
    })),
    lines: view.lines.map((line) => ({
      id: line.id,
      position: line.position,
      kind: line.kind,
      mission_id: line.missionId,
      label: line.label,
      quantity: quantityOf(line.quantityThousandths),
      unit_price: formatAmount(line.unitPriceHt),
      vat_rate: line.vatRate,
      amount_ht: formatAmount(line.amountHt),
    })),
    totals: totalsView(totals),
    issued_at: invoice.issuedAt?.toISOString() ?? null,
    sent_at: invoice.sentAt?.toISOString() ?? null,
    ...paymentStanding(invoice, offerToday(now)),
    payments: view.payments.map((payment) => ({
      id: payment.id,
      amount: formatAmount(payment.amount),
      currency: payment.currency,
      method: payment.method,
      paid_on: payment.paidOn,
      created_at: payment.createdAt.toISOString(),
    })),
    credit_notes: view.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      kind: note.kind,
      issue_date: note.issueDate,
      reason: note.reason,
      total_ht: formatAmount(note.totalHt),
      total_vat: formatAmount(note.totalVat),
      total_due: formatAmount(note.totalDue),
      created_at: note.issuedAt.toISOString(),
    })),
    next_reminder_at: nextReminderAt(invoice, now)?.toISOString() ?? null,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

export async function readInvoice(ctx: TAppContext, auth: TAuth, id: string): Promise<TInvoice> {
  const found = await ctx.db.read(async (db) => {
    const view = await findCarrierInvoice(db, auth.companyId, id);
    if (!view) return null;
    const live =
      view.invoice.status === 'draft'
        ? await findInvoiceParties(db, {
            sellerCompanyId: view.invoice.carrierCompanyId,
            buyerCompanyId: view.invoice.clientCompanyId,
          })
        : null;
    return { view, live };
  });
  if (!found) throw new AppError('NOT_FOUND');
  return toInvoice(found.view, found.live, ctx.clock.now());
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/invoices/to-generate: the caller's delivered missions on no invoice yet, most recently delivered first. */
export async function listInvoiceableMissions(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<TInvoiceableMissionsResponse> {
  assertAccess(options.auth, RULE);
  const { auth, page, limit } = options;
  const { rows, count } = await ctx.db.read((db) =>
    deliveredMissions(db, {
      carrierCompanyId: auth.companyId,
      now: ctx.clock.now(),
      excluded: invoicedMissionIds(auth.companyId),
      limit,
      offset: (page - 1) * limit,
    }),
  );
  return {
    data: rows.map((row) => ({
      mission_id: row.id,
      mission_number: row.number,
      offer_uid: row.offerUid,
      offer_number: row.offerNumber,
      client: { company_id: row.shipperCompanyId, name: row.shipperName },
      price: formatAmount(parseAmount(row.price)!),
      currency: row.currency,
      payment_method: row.paymentMethod,
      payment_term: row.paymentTerm,
      departure_city: row.departureCity,
      destination_city: row.destinationCity,
      departure_date: row.departureDate,
      loading_reference: row.loadingReference,
      unloading_reference: row.unloadingReference,
      delivered_at: row.deliveredAt.toISOString(),
    })),
    page,
    total_pages: Math.ceil(count / limit),
    count,
  };
}

/**
 * GET /api/invoices: one page of the caller's invoices, newest first, drafts and issued alike unless
 * a filter says (status; paid or unpaid, overdue, issue dates: issued ones only), with the sums of
 * the whole filtered list per currency.
 */
export async function listInvoices(
  ctx: TAppContext,
  options: { auth: TAuth; query: TInvoicesListValues },
): Promise<TInvoicesListResponse> {
  assertAccess(options.auth, RULE);
  const { auth, query } = options;
  const { page, limit } = query;
  const today = offerToday(ctx.clock.now());
  const { rows, count, totals } = await ctx.db.read((db) =>
    findCarrierInvoicesPage(db, {
      carrierCompanyId: auth.companyId,
      status: query.status,
      paid: query.paid,
      overdue: query.overdue,
      from: query.from,
      to: query.to,
      today,
      limit,
      offset: (page - 1) * limit,
    }),
  );
  return {
    data: rows.map(({ invoice, clientName, missionsCount }) => ({
      id: invoice.id,
      status: invoice.status,
      number: invoice.number,
      issue_date: invoice.issueDate,
      due_date: invoice.dueDate,
      client: { company_id: invoice.clientCompanyId, name: clientName },
      currency: invoice.currency,
      total_ht: formatAmount(invoice.totalHt),
      total_vat: formatAmount(invoice.totalVat),
      total_ttc: formatAmount(invoice.totalTtc),
      total_due: formatAmount(invoice.totalDue),
      missions_count: missionsCount,
      sent_at: invoice.sentAt?.toISOString() ?? null,
      ...paymentStanding(invoice, today),
      created_at: invoice.createdAt.toISOString(),
    })),
    page,
    total_pages: Math.ceil(count / limit),
    count,
    totals: totals.map((row) => ({
      currency: row.currency,
      count: row.count,
      total_ht: formatAmount(row.totalHt),
      total_vat: formatAmount(row.totalVat),
      total_ttc: formatAmount(row.totalTtc),
      total_due: formatAmount(row.totalDue),
      paid_total: formatAmount(row.paidTotal),
      credited_total: formatAmount(row.creditedTotal),
      balance: formatAmount(row.totalDue - row.paidTotal - row.creditedTotal),
    })),
  };
}

/** GET /api/invoices/{id}: an invoice of the caller's company; anyone else's is not found. */
export async function getInvoice(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  return readInvoice(ctx, options.auth, options.id);
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The transport line a mission gives a draft (French: the invoice's language; the carrier may reword it). */
function transportLabel(mission: TDeliveredMissionRow): string {
  const [year, month, day] = mission.departureDate.split('-');
  const label = `Transport ${mission.departureCity} → ${mission.destinationCity} du ${day}/${month}/${year} — mission ${mission.number}, expédition ${mission.offerNumber}`;
  return label.length > 200 ? `${label.slice(0, 199)}…` : label;
}

/** Minutes as the invoice words them: '2 h 40', '45 min', '3 h'. */
function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** The immobilisation line's words: how long the truck waited at each site, and the allowance (French, as the draft's other lines). */
function immobilisationLabel(mission: TDeliveredMissionRow, allowanceMinutes: number): string {
  const waits = [
    mission.waitingAtLoadingMinutes ? `${hoursAndMinutes(mission.waitingAtLoadingMinutes)} au chargement` : null,
    mission.waitingAtUnloadingMinutes ? `${hoursAndMinutes(mission.waitingAtUnloadingMinutes)} au déchargement` : null,
  ].filter(Boolean);
  return `Frais d'immobilisation — mission ${mission.number} : attente de ${waits.join(' et ')}, franchise de ${hoursAndMinutes(allowanceMinutes)} par site`;
}

/**
 * A mission's lines on a new draft: its transport at the agreed price, and the waiting its accepted
 * proof of delivery declared beyond the handling allowance (2 h a site for a full load, 1 h for a
 * partial one), by started half hours, at the carrier's hourly rate (0 until it sets one; the hours
 * and the price stay editable).
 */
function missionLines(
  mission: TDeliveredMissionRow,
  options: { vatRate: TVatRate; hourlyRate: number },
): Array<Parameters<typeof lineRow>[0]> {
  const transport = {
    label: transportLabel(mission),
    quantity: 1,
    unit_price: parseAmount(mission.price)!,
    kind: 'transport' as const,
    mission_id: mission.id,
    vatRate: options.vatRate,
  };
  const immobilisation = proposeImmobilisationLine({
    loadKind: loadKindOf(mission),
    waitingAtLoadingMinutes: mission.waitingAtLoadingMinutes,
    waitingAtUnloadingMinutes: mission.waitingAtUnloadingMinutes,
    unitPricePerHourHt: options.hourlyRate,
  });
  if (!immobilisation) return [transport];
  return [
    transport,
    {
      label: immobilisationLabel(mission, immobilisation.allowanceMinutes),
      quantity: immobilisation.quantity,
      unit_price: immobilisation.unitPriceHt,
      kind: 'immobilisation',
      mission_id: mission.id,
      vatRate: options.vatRate,
    },
  ];
}

/** Each mission the caller's, delivered, on no live invoice, all of one client and one currency; in the order sent. */
async function checkInvoiceableMissions(
  tx: TTx,
  options: { auth: TAuth; missionIds: readonly string[]; now: Date },
): Promise<TDeliveredMissionRow[]> {
  const { auth, missionIds } = options;
  const own = await carrierMissionIds(tx, { carrierCompanyId: auth.companyId, ids: missionIds });
  // Another company's mission, or none: nothing tells which exists.
  if (missionIds.some((id) => !own.has(id))) throw new AppError('NOT_FOUND');
  const { rows } = await deliveredMissions(tx, {
    carrierCompanyId: auth.companyId,
    now: options.now,
    ids: missionIds,
    limit: missionIds.length,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const invoiced = await findInvoicedMissionIds(tx, missionIds);
  const refused: TFieldErrors = {};
  missionIds.forEach((id, index) => {
    if (!byId.has(id)) refused[`mission_ids.${index}`] = { key: 'missionNotDelivered' };
    else if (invoiced.has(id)) refused[`mission_ids.${index}`] = { key: 'missionAlreadyInvoiced' };
  });
  if (Object.keys(refused).length > 0) throw new AppError('MISSION_NOT_INVOICEABLE', { fields: refused });
  const ordered = missionIds.map((id) => byId.get(id)!);
  const [first] = ordered;
  if (ordered.some((mission) => mission.shipperCompanyId !== first!.shipperCompanyId)) {
    throw new AppError('VALIDATION', { fields: { mission_ids: { key: 'invoiceOneClient' } } });
  }
  if (ordered.some((mission) => mission.currency !== first!.currency)) {
    throw new AppError('VALIDATION', { fields: { mission_ids: { key: 'invoiceOneCurrency' } } });
  }
  return ordered;
}

/**
 * POST /api/invoices: a draft from delivered missions of one client — the client, a transport line
 * per mission at its agreed price, the missions' and offers' references, the first mission's
 * payment method and term, the due date the term gives from today; and for each mission whose
 * accepted proof of delivery declared waiting beyond the allowance, its immobilisation line.
 */
export async function createInvoice(
  ctx: TAppContext,
  options: { auth: TAuth; missionIds: readonly string[] },
): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, missionIds } = options;
  const now = ctx.clock.now();
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const missions = await checkInvoiceableMissions(tx, { auth, missionIds, now });
      const first = missions[0]!;
      const paymentTerm = first.paymentTerm as TPaymentTerm;
      const vatRate = VAT_RATES.defaultBasisPoints;
      const { immobilisationHourlyRate } = await findInvoiceSettings(tx, auth.companyId);
      const lines = missions
        .flatMap((mission) => missionLines(mission, { vatRate, hourlyRate: immobilisationHourlyRate ?? 0 }))
        .map((line, position) => lineRow(line, position));
      const parties = await findInvoiceParties(tx, {
        sellerCompanyId: auth.companyId,
        buyerCompanyId: first.shipperCompanyId,
      });
      const invoice = await insertInvoice(
        tx,
        {
          carrierCompanyId: auth.companyId,
          clientCompanyId: first.shipperCompanyId,
          status: 'draft',
          dueDate: invoiceDueDate(offerToday(now), paymentTerm),
          dueDateIsManual: false,
          currency: first.currency,
          paymentMethod: first.paymentMethod,
          paymentTerm,
          billingType: 'flat',
          vatRate,
          ...totalColumns(totalsOf(lines, parties?.seller.taxRegime ?? null, first.paymentMethod)),
          createdByUserId: auth.userId,
          createdAt: now,
          updatedAt: now,
        },
        lines,
        missions.map((mission, position) => ({
          missionId: mission.id,
          carrierCompanyId: auth.companyId,
          position,
          missionNumber: mission.number,
          offerNumber: mission.offerNumber,
          loadingReference: mission.loadingReference,
          unloadingReference: mission.unloadingReference,
        })),
      );
      await recordAudit(tx, {
        actor: auth,
        action: 'invoice.created',
        entityType: 'invoice',
        entityId: invoice.id,
        after: { status: 'draft', missions: missionIds },
        at: now,
      });
      return invoice.id;
    });
  } catch (error) {
    // Another draft took one of these missions between the check and the insert.
    if (isUniqueViolation(error, ONE_LIVE_INVOICE_PER_MISSION)) throw new AppError('MISSION_NOT_INVOICEABLE');
    throw error;
  }
  return readInvoice(ctx, auth, id);
}

/** The draft of the carrier, locked; an issued invoice is 409, another's 404. */
async function lockDraft(tx: TTx, auth: TAuth, id: string): Promise<TInvoiceRow> {
  const invoice = await lockCarrierInvoice(tx, auth.companyId, id);
  if (!invoice) throw new AppError('NOT_FOUND');
  if (invoice.status !== 'draft') throw new AppError('INVOICE_NOT_DRAFT');
  return invoice;
}

/**
 * PUT /api/invoices/{id}, a draft only: lines (all of them), VAT rate, billing type, due date,
 * payment method and term. A line may bill only one of the invoice's missions.
 */
export async function updateInvoice(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; values: TUpdateInvoiceValues },
): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, id, values } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockDraft(tx, auth, id);
    const view = (await findCarrierInvoice(tx, auth.companyId, id))!;
    const vatRate = values.vat_rate ?? (invoice.vatRate as TVatRate);
    let lines: Array<Omit<TNewInvoiceLineRow, 'invoiceId'>> | null = null;
    if (values.lines) {
      const missionIds = new Set(view.missions.map((mission) => mission.missionId));
      const fields: TFieldErrors = {};
      values.lines.forEach((line, index) => {
        if (line.mission_id && !missionIds.has(line.mission_id)) {
          fields[`lines.${index}.mission_id`] = { key: 'invalid' };
        }
      });
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
      lines = values.lines.map((line, position) => lineRow({ ...line, vatRate: line.vat_rate ?? vatRate }, position));
    } else if (values.vat_rate !== undefined) {
      // The screen's VAT choice: every line at the new rate.
      lines = view.lines.map((line) => ({
        position: line.position,
        kind: line.kind,
        missionId: line.missionId,
        label: line.label,
        quantityThousandths: line.quantityThousandths,
        unitPriceHt: line.unitPriceHt,
        vatRate,
        amountHt: line.amountHt,
      }));
    }
    let dueDate = invoice.dueDate;
    let dueDateIsManual = invoice.dueDateIsManual;
    const paymentTerm = values.payment_term ?? (invoice.paymentTerm as TPaymentTerm);
    if (values.due_date) {
      if (values.due_date < offerToday(now)) {
        throw new AppError('VALIDATION', { fields: { due_date: { key: 'pastDate' } } });
      }
      dueDate = values.due_date;
      dueDateIsManual = true;
    } else if (values.due_date === null || !invoice.dueDateIsManual) {
      dueDate = invoiceDueDate(offerToday(now), paymentTerm);
      dueDateIsManual = false;
    }
    const paymentMethod = values.payment_method ?? invoice.paymentMethod;
    const parties = await findInvoiceParties(tx, {
      sellerCompanyId: invoice.carrierCompanyId,
      buyerCompanyId: invoice.clientCompanyId,
    });
    const finalLines = lines ?? view.lines;
    if (lines) await replaceInvoiceLines(tx, id, lines);
    await updateInvoiceRow(tx, id, {
      vatRate,
      billingType: values.billing_type ?? invoice.billingType,
      dueDate,
      dueDateIsManual,
      paymentMethod,
      paymentTerm,
      ...totalColumns(totalsOf(finalLines, parties?.seller.taxRegime ?? null, paymentMethod)),
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.updated',
      entityType: 'invoice',
      entityId: id,
      before: { total_ht: invoice.totalHt, vat_rate: invoice.vatRate, due_date: invoice.dueDate },
      after: { vat_rate: vatRate, due_date: dueDate, lines: finalLines.length },
      at: now,
    });
  });
  return readInvoice(ctx, auth, id);
}

/** DELETE /api/invoices/{id}: a draft only (its missions are to generate again); an issued invoice is 409. */
export async function deleteInvoice(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockDraft(tx, auth, id);
    await deleteDraftInvoice(tx, auth.companyId, id);
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.deleted',
      entityType: 'invoice',
      entityId: id,
      before: { status: 'draft' },
      at: now,
    });
  });
}

function snapshotOf(party: TInvoicePartyRecord): TInvoicePartySnapshot {
  return { ...party };
}

/**
 * POST /api/invoices/{id}/issue: the draft becomes a lawful invoice, or nothing changes. Refused
 * while a mention of the seller or the buyer is missing (each named in `fields`). Otherwise, in one
 * transaction: the next number of the carrier's series for the year of issue in Algiers (the
 * sequence row locked until commit: gapless, consecutive under concurrent issues), the parties'
 * identifiers copied, the totals computed and frozen.
 */
export async function issueInvoice(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TInvoice> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  await ctx.db.transaction(async (tx) => {
    const invoice = await lockDraft(tx, auth, id);
    const parties = await findInvoiceParties(tx, {
      sellerCompanyId: invoice.carrierCompanyId,
      buyerCompanyId: invoice.clientCompanyId,
    });
    if (!parties) throw new AppError('NOT_FOUND');
    const missing = missingInvoiceMentions(parties.seller, parties.buyer);
    if (missing.length > 0) {
      throw new AppError('INVOICE_MENTIONS_MISSING', {
        fields: Object.fromEntries(missing.map((mention) => [mention, { key: 'mentionMissing' as const }])),
      });
    }
    const lines = await findInvoiceLines(tx, id);

    const year = invoiceYear(ctx.clock.now());
    const sequence = await takeNextSequence(tx, { carrierCompanyId: auth.companyId, year, kind: 'invoice' });
    // Read after the sequence's lock: an issue that waited for it is dated after the one before it,
    // so numbers and dates go up together (chronological series).
    const issuedAt = ctx.clock.now();
    // The year turned while this issue waited: its number would be of the wrong series. Nothing is kept.
    if (invoiceYear(issuedAt) !== year) throw new AppError('CONFLICT');
    const issueDate = offerToday(issuedAt);
    const dueDate = invoice.dueDateIsManual
      ? invoice.dueDate
      : invoiceDueDate(issueDate, invoice.paymentTerm as TPaymentTerm);
    if (dueDate < issueDate) throw new AppError('VALIDATION', { fields: { due_date: { key: 'pastDate' } } });

    const totals = totalsOf(lines, parties.seller.taxRegime, invoice.paymentMethod);
    await updateInvoiceRow(tx, id, {
      status: 'issued',
      number: formatInvoiceNumber({ kind: 'invoice', year, sequence }),
      issueDate,
      dueDate,
      vatMention: totals.vatMention,
      ...totalColumns(totals),
      seller: snapshotOf(parties.seller),
      buyer: snapshotOf(parties.buyer),
      issuedAt,
      issuedByUserId: auth.userId,
      updatedAt: issuedAt,
    });
    await recordAudit(tx, {
      actor: auth,
      action: 'invoice.issued',
      entityType: 'invoice',
      entityId: id,
      before: { status: 'draft' },
      after: { status: 'issued', number: formatInvoiceNumber({ kind: 'invoice', year, sequence }) },
      at: issuedAt,
    });
  });
  return readInvoice(ctx, auth, id);
}
