/**
 * The dashboard (spec 001 §2 "Dashboard: completed missions, distance, carbon footprint, legal
 * documents, latest missions, drivers, invoicing"; issue 31): `GET /api/dashboard` answers the
 * figures of the caller's role in one call, a carrier's or a shipper's.
 *
 * Months are months in Algiers (`YYYY-MM`, time-zone.ts); the series hold the current month and the
 * 11 before it, oldest first, every month present (0 when nothing happened). Amounts travel as
 * decimal strings with two decimals ('85000.00'), per currency, never as floats; a price per
 * kilometre too. Kilometres are whole numbers; CO2e is in kg with one decimal (a measure, not money).
 *
 * Not exported from the package index (zod with it stays off the login route): import
 * `@tariq/contracts/dashboard`.
 */
import { z } from 'zod';
import { DOCUMENT_STATUSES, LEGAL_DOCUMENT_TYPES } from './documents';
import type { TLegalDocumentType } from './documents';
import { MISSION_STATUSES } from './missions';
import { OFFER_STATUSES } from './offers';

export const DASHBOARD_LIMITS = {
  /** The months of a series: the current one and the 11 before. */
  months: 12,
  /** The latest missions or shipments listed. */
  latest: 5,
  /** The shipper's main lanes and its carriers shown by name. */
  lanes: 5,
  topCarriers: 5,
} as const;

const ZMonth = z.string().regex(/^\d{4}-\d{2}$/);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A decimal string with two decimals ('85000.00'): contracts' formatAmount. */
const ZAmountText = z.string().regex(/^-?\d+\.\d{2}$/);

/** An amount in one currency. */
export const ZCurrencyAmount = z.object({ currency: z.string(), amount: ZAmountText });
export type TCurrencyAmount = z.infer<typeof ZCurrencyAmount>;

/** How many, and their amounts per currency (empty when none). */
export const ZCountedAmounts = z.object({ count: z.number().int(), amounts: z.array(ZCurrencyAmount) });
export type TCountedAmounts = z.infer<typeof ZCountedAmounts>;

/** The company's legal documents as the documents tab reads them (`GET /api/documents`), counted. */
export const ZDashboardDocuments = z.object({
  is_doc_ok: z.boolean(),
  /** The required documents of the account's kind, by their status today. */
  required: z.number().int(),
  by_status: z.record(z.enum(DOCUMENT_STATUSES), z.number().int()),
  /** The verified document (required or not) that expires first, today or later; null when none has a date. */
  next_expiry: z
    .object({
      type: z.enum(LEGAL_DOCUMENT_TYPES as [TLegalDocumentType, ...TLegalDocumentType[]]),
      expires_at: ZDay,
    })
    .nullable(),
});
export type TDashboardDocuments = z.infer<typeof ZDashboardDocuments>;

const ZPlaceName = z.string();

/** A mission of the carrier, as the latest missions list it; it opens its offer (/offres/{uid}). */
export const ZDashboardMission = z.object({
  id: z.string(),
  number: z.string(),
  offer_uid: z.string(),
  status: z.enum(MISSION_STATUSES),
  departure_city: ZPlaceName,
  destination_city: ZPlaceName,
  departure_date: ZDay,
  shipper_name: z.string(),
  price: ZAmountText,
  currency: z.string(),
  distance_km: z.number().int().nullable(),
});
export type TDashboardMission = z.infer<typeof ZDashboardMission>;

export const ZCarrierMonth = z.object({
  month: ZMonth,
  completed: z.number().int(),
  distance_km: z.number().int(),
});
export type TCarrierMonth = z.infer<typeof ZCarrierMonth>;

/** A figure summed over the completed missions that know it: `missing` counts those that do not. */
const ZKnownTotal = z.object({ total: z.number(), this_month: z.number(), missing: z.number().int() });

export const ZCarrierDashboard = z.object({
  role: z.literal('carrier'),
  /** The month the figures call "this month" (Algiers). */
  month: ZMonth,
  missions: z.object({
    completed_total: z.number().int(),
    completed_this_month: z.number().int(),
    in_progress: z.number().int(),
    by_month: z.array(ZCarrierMonth),
  }),
  /** Sum of the completed missions' road distance, km. */
  distance_km: ZKnownTotal,
  /** Sum of the completed missions' CO2e, kg (one decimal). */
  co2e_kg: ZKnownTotal,
  /**
   * Kilometres driven empty to the loading place, summed over the completed missions where matching
   * knew the truck; `total` null when no mission knows it ("not known").
   */
  empty_km: z.object({ total: z.number().int().nullable(), known: z.number().int(), missing: z.number().int() }),
  documents: ZDashboardDocuments,
  latest_missions: z.array(ZDashboardMission),
  drivers: z.object({
    total: z.number().int(),
    /** Online in the driver app with a position in the last DRIVERS_LIMITS.connectedWithinMinutes. */
    connected: z.number().int(),
    /** Drivers on a mission in progress. */
    on_mission: z.number().int(),
  }),
  /**
   * The invoices module's figures; null when the company has no invoices module. `unpaid` and
   * `overdue` are what remains to pay (balance) of the issued invoices not settled; `paid_this_month`
   * the invoices settled this month (their payment date), by what was paid.
   */
  invoicing: z
    .object({
      to_invoice: ZCountedAmounts,
      unpaid: ZCountedAmounts,
      overdue: ZCountedAmounts,
      paid_this_month: ZCountedAmounts,
    })
    .nullable(),
});
export type TCarrierDashboard = z.infer<typeof ZCarrierDashboard>;

/** A shipment (offer) of the shipper, as the latest shipments list it; it opens /expeditions/{uid}. */
export const ZDashboardShipment = z.object({
  uid: z.string(),
  number: z.string(),
  status: z.enum(OFFER_STATUSES),
  departure_city: ZPlaceName,
  destination_city: ZPlaceName,
  departure_date: ZDay,
  /** Null: price to negotiate. */
  price: ZAmountText.nullable(),
  currency: z.string(),
});
export type TDashboardShipment = z.infer<typeof ZDashboardShipment>;

export const ZShipperMonth = z.object({ month: ZMonth, amounts: z.array(ZCurrencyAmount) });
export type TShipperMonth = z.infer<typeof ZShipperMonth>;

/** A lane: the wilaya (state) of departure and of destination, in one currency. */
export const ZDashboardLane = z.object({
  from: z.object({ country: z.string(), state_code: z.string(), state_name: z.string() }),
  to: z.object({ country: z.string(), state_code: z.string(), state_name: z.string() }),
  currency: z.string(),
  missions: z.number().int(),
  /** Of them, those whose distance is known: the price per km is theirs. */
  with_distance: z.number().int(),
  distance_km: z.number().int(),
  /** sum(price) / sum(distance) of the missions with a distance, rounded to the centime; null when none has one. */
  price_per_km: ZAmountText.nullable(),
});
export type TDashboardLane = z.infer<typeof ZDashboardLane>;

export const ZShipperDashboard = z.object({
  role: z.literal('shipper'),
  month: ZMonth,
  /** The company's offers by status (every status present), and in all. */
  shipments: z.object({ total: z.number().int(), by_status: z.record(z.enum(OFFER_STATUSES), z.number().int()) }),
  /**
   * Prices of its missions completed or in progress, by the month they were completed (or started,
   * while in progress), per currency.
   */
  spend_by_month: z.array(ZShipperMonth),
  lanes: z.array(ZDashboardLane),
  /** Sum of the completed missions' CO2e, kg. */
  co2e_kg: ZKnownTotal,
  carriers: z.object({
    /** Distinct carriers of its missions (not cancelled nor declined). */
    count: z.number().int(),
    top: z.array(z.object({ company_id: z.string(), name: z.string(), missions: z.number().int() })),
  }),
  documents: ZDashboardDocuments,
  latest_shipments: z.array(ZDashboardShipment),
});
export type TShipperDashboard = z.infer<typeof ZShipperDashboard>;

/** `GET /api/dashboard`: the caller's role's figures. */
export const ZDashboardResponse = z.discriminatedUnion('role', [ZCarrierDashboard, ZShipperDashboard]);
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
