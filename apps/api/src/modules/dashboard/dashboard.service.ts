import { ACCESS_RULES, CARRIER_ROLE, formatAmount, offerToday, parseAmount } from '@tariq/contracts';
import { DASHBOARD_LIMITS } from '@tariq/contracts/dashboard';
import type {
  TCarrierDashboard,
  TCurrencyAmount,
  TDashboardDocuments,
  TDashboardResponse,
  TShipperDashboard,
} from '@tariq/contracts/dashboard';
import type { TOfferStatus } from '@tariq/contracts';
import { OFFER_STATUSES } from '@tariq/contracts';
import type { TMissionStatus } from '@tariq/contracts';
import type { TDb } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { defineInstanceState } from '../../platform/modules';
import { findDocumentsFigures } from '../documents';
import type { TDocumentsFigures } from '../documents';
import { findDriversFigures } from '../drivers';
import { findInvoicingFigures } from '../invoices';
import type { TInvoicingFigures } from '../invoices';
import {
  countShipperOffers,
  findCarrierMissionGroups,
  findLatestCarrierMissions,
  findLatestShipments,
  findShipperCarriers,
  findShipperLanes,
  findShipperMissionGroups,
} from './dashboard.repository';

/** Shippers and carriers; staff and drivers have no company figures (403). */
const RULE = ACCESS_RULES.dashboardFigures;

/** The months of the series, oldest first, ending with `month` ('YYYY-MM'). */
export function lastMonths(month: string, count: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (monthNumber - 1) - (count - 1 - index);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** A numeric's decimal text ('85000.00', '85000.5') as the API writes amounts: two decimals, exact. */
function amountText(numeric: string): string {
  const centimes = parseAmount(numeric);
  return centimes === null ? numeric : formatAmount(centimes);
}

/** Tenths of a kilogram as kilograms with one decimal (a measure: a number is fine). */
const kgOfTenths = (tenths: number) => tenths / 10;

function documentsOf(figures: TDocumentsFigures): TDashboardDocuments {
  return {
    is_doc_ok: figures.isDocOk,
    required: figures.required,
    by_status: figures.byStatus,
    next_expiry: figures.nextExpiry
      ? { type: figures.nextExpiry.type, expires_at: figures.nextExpiry.expiresAt }
      : null,
  };
}

function invoicingOf(figures: TInvoicingFigures): NonNullable<TCarrierDashboard['invoicing']> {
  return {
    to_invoice: figures.toInvoice,
    unpaid: figures.unpaid,
    overdue: figures.overdue,
    paid_this_month: figures.paidThisMonth,
  };
}

async function carrierDashboard(db: TDb, auth: TAuth, now: Date): Promise<TCarrierDashboard> {
  const today = offerToday(now);
  const month = today.slice(0, 7);
  const companyId = auth.companyId;
  // The invoices' figures follow their lists' rule: no module, no invoicing (its links would be refused).
  const hasInvoices = auth.modules.includes('invoices');
  const [groups, latest, documents, drivers, invoicing] = await Promise.all([
    findCarrierMissionGroups(db, companyId),
    findLatestCarrierMissions(db, companyId, DASHBOARD_LIMITS.latest),
    findDocumentsFigures(db, { companyId, today }),
    findDriversFigures(db, { companyId, now }),
    hasInvoices ? findInvoicingFigures(db, { carrierCompanyId: companyId, now }) : null,
  ]);
  const completed = groups.filter((group) => group.status === 'completed');
  const thisMonth = completed.find((group) => group.month === month);
  const sum = (
    key: 'missions' | 'distanceKm' | 'withDistance' | 'co2eTenths' | 'withCo2e' | 'emptyKm' | 'withEmptyKm',
  ) => completed.reduce((all, group) => all + group[key], 0);
  const completedTotal = sum('missions');
  const byMonth = new Map(completed.map((group) => [group.month, group]));
  return {
    role: 'carrier',
    month,
    missions: {
      completed_total: completedTotal,
      completed_this_month: thisMonth?.missions ?? 0,
      in_progress: groups.find((group) => group.status === 'in_progress')?.missions ?? 0,
      by_month: lastMonths(month, DASHBOARD_LIMITS.months).map((key) => ({
        month: key,
        completed: byMonth.get(key)?.missions ?? 0,
        distance_km: byMonth.get(key)?.distanceKm ?? 0,
      })),
    },
    distance_km: {
      total: sum('distanceKm'),
      this_month: thisMonth?.distanceKm ?? 0,
      missing: completedTotal - sum('withDistance'),
    },
    co2e_kg: {
      total: kgOfTenths(sum('co2eTenths')),
      this_month: kgOfTenths(thisMonth?.co2eTenths ?? 0),
      missing: completedTotal - sum('withCo2e'),
    },
    empty_km: {
      total: sum('withEmptyKm') > 0 ? sum('emptyKm') : null,
      known: sum('withEmptyKm'),
      missing: completedTotal - sum('withEmptyKm'),
    },
    documents: documentsOf(documents),
    latest_missions: latest.map((row) => ({
      id: row.id,
      number: row.number,
      offer_uid: row.offerUid,
      status: row.status as TMissionStatus,
      departure_city: row.departureCity,
      destination_city: row.destinationCity,
      departure_date: row.departureDate,
      shipper_name: row.shipperName,
      price: amountText(row.price),
      currency: row.currency,
      distance_km: row.distanceKm,
    })),
    drivers: { total: drivers.total, connected: drivers.connected, on_mission: drivers.onMission },
    invoicing: invoicing ? invoicingOf(invoicing) : null,
  };
}

/** Centimes per currency as amounts, currencies in alphabetical order, zero amounts left out. */
function amountsOf(byCurrency: Map<string, number>): TCurrencyAmount[] {
  return [...byCurrency.entries()]
    .filter(([, centimes]) => centimes !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, centimes]) => ({ currency, amount: formatAmount(centimes) }));
}

async function shipperDashboard(db: TDb, auth: TAuth, now: Date): Promise<TShipperDashboard> {
  const today = offerToday(now);
  const month = today.slice(0, 7);
  const months = lastMonths(month, DASHBOARD_LIMITS.months);
  const companyId = auth.companyId;
  const [statuses, groups, lanes, carriers, documents, latest] = await Promise.all([
    countShipperOffers(db, companyId),
    findShipperMissionGroups(db, { shipperCompanyId: companyId, sinceMonth: months[0]! }),
    findShipperLanes(db, companyId, DASHBOARD_LIMITS.lanes),
    findShipperCarriers(db, companyId, DASHBOARD_LIMITS.topCarriers),
    findDocumentsFigures(db, { companyId, today }),
    findLatestShipments(db, companyId, DASHBOARD_LIMITS.latest),
  ]);
  const byStatus = Object.fromEntries(OFFER_STATUSES.map((status) => [status, 0])) as Record<TOfferStatus, number>;
  for (const row of statuses) if (row.status in byStatus) byStatus[row.status as TOfferStatus] = row.count;

  const spend = new Map(months.map((key) => [key, new Map<string, number>()]));
  for (const group of groups) {
    const perCurrency = group.month ? spend.get(group.month) : undefined;
    if (perCurrency) perCurrency.set(group.currency, (perCurrency.get(group.currency) ?? 0) + group.centimes);
  }
  const completed = groups.filter((group) => group.status === 'completed');
  const completedCount = completed.reduce((all, group) => all + group.missions, 0);
  const withCo2e = completed.reduce((all, group) => all + group.withCo2e, 0);
  return {
    role: 'shipper',
    month,
    shipments: { total: statuses.reduce((all, row) => all + row.count, 0), by_status: byStatus },
    spend_by_month: months.map((key) => ({ month: key, amounts: amountsOf(spend.get(key)!) })),
    lanes: lanes.map((lane) => ({
      from: { country: lane.fromCountry, state_code: lane.fromStateCode, state_name: lane.fromStateName },
      to: { country: lane.toCountry, state_code: lane.toStateCode, state_name: lane.toStateName },
      currency: lane.currency,
      missions: lane.missions,
      with_distance: lane.withDistance,
      distance_km: lane.distanceKm,
      price_per_km: lane.pricePerKm === null ? null : amountText(lane.pricePerKm),
    })),
    co2e_kg: {
      total: kgOfTenths(completed.reduce((all, group) => all + group.co2eTenths, 0)),
      this_month: kgOfTenths(
        completed.filter((group) => group.month === month).reduce((all, group) => all + group.co2eTenths, 0),
      ),
      missing: completedCount - withCo2e,
    },
    carriers: {
      count: carriers.total,
      top: carriers.top.map((row) => ({ company_id: row.companyId, name: row.name, missions: row.missions })),
    },
    documents: documentsOf(documents),
    latest_shipments: latest.map((row) => ({
      uid: row.uid,
      number: row.number,
      status: row.status as TOfferStatus,
      departure_city: row.departureCity,
      destination_city: row.destinationCity,
      departure_date: row.departureDate,
      price: row.price === null ? null : amountText(row.price),
      currency: row.currency,
    })),
  };
}

/**
 * How long a company's figures are served from memory: a dashboard left open, refreshed, or opened by
 * several dispatchers of one company reads the database once per this time. Its figures are sums of
 * past missions; what moves within seconds (drivers connected) may show this late.
 */
export const DASHBOARD_FRESH_MS = 15_000;
/** The answers an instance keeps, reckoned by their JSON's length (a carrier's is about 4 KB). */
const CACHE_MAX_BYTES = 8 * 1024 * 1024;

type TCachedAnswer = { answer: TDashboardResponse; at: number; bytes: number };

const answers = defineInstanceState('dashboard.answers', () => ({
  byKey: new Map<string, TCachedAnswer>(),
  /** Figures being read: callers arriving meanwhile wait for the same read (one read, not fifty). */
  reading: new Map<string, Promise<TDashboardResponse>>(),
  bytes: 0,
}));

function keep(state: ReturnType<typeof answers.of>, key: string, entry: TCachedAnswer): void {
  const former = state.byKey.get(key);
  if (former) {
    state.byKey.delete(key);
    state.bytes -= former.bytes;
  }
  state.byKey.set(key, entry);
  state.bytes += entry.bytes;
  // The oldest answers go first (a Map keeps its insertion order).
  for (const [oldest, old] of state.byKey) {
    if (state.bytes <= CACHE_MAX_BYTES) break;
    state.byKey.delete(oldest);
    state.bytes -= old.bytes;
  }
}

/**
 * GET /api/dashboard (issue 31): the caller company's figures for its role, months in Algiers by the
 * app's clock. Every read filters by the caller's company; the reads run at once on the read handle
 * (PostgreSQL spreads them over the pool; PGlite runs them one after the other). An answer is kept
 * DASHBOARD_FRESH_MS per company, role and invoicing module, and read once for all who ask meanwhile.
 */
export async function getDashboard(ctx: TAppContext, options: { auth: TAuth }): Promise<TDashboardResponse> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const key = `${auth.companyId}|${auth.role}|${auth.modules.includes('invoices') ? 'invoices' : ''}`;
  const state = answers.of(ctx);
  const now = ctx.clock.now();
  const held = state.byKey.get(key);
  // An answer from a time after now (the clock was set back) is not trusted: read again.
  const age = held ? now.getTime() - held.at : -1;
  if (held && age >= 0 && age < DASHBOARD_FRESH_MS) return held.answer;
  const pending = state.reading.get(key);
  if (pending) return pending;
  const reading = ctx.db
    .read<TDashboardResponse>((db) =>
      auth.role === CARRIER_ROLE ? carrierDashboard(db, auth, now) : shipperDashboard(db, auth, now),
    )
    .then((answer) => {
      keep(state, key, { answer, at: now.getTime(), bytes: JSON.stringify(answer).length });
      return answer;
    })
    .finally(() => state.reading.delete(key));
  state.reading.set(key, reading);
  return reading;
}
