import { OFFER_TIME_ZONE } from '@tariq/contracts/time-zone';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { selectRows } from '../../db/client';
import { companies, missions, offers } from '../../db/schema';

// The dashboard's own reads (issue 31): aggregates over the company's missions and offers, each one
// grouped query on the company's index (missions_carrier_status_idx, missions_shipper_idx,
// offers_shipper_status_idx). Sums of money are numeric sums scaled to integer centimes in SQL (exact),
// CO2e (numeric(12,1)) summed in tenths; both drivers may answer bigint as a string or a BigInt, so
// every figure goes through Number().

/** A month in Algiers, 'YYYY-MM', of a moment. */
const algiersMonth = (instant: unknown) => sql`to_char(${instant} at time zone ${OFFER_TIME_ZONE}, 'YYYY-MM')`;

/** Midnight in Algiers on the first day of `month` ('YYYY-MM'), as a moment. */
const monthStart = (month: string) => sql`(${`${month}-01`}::timestamp at time zone ${OFFER_TIME_ZONE})`;

const place = (city: unknown, state: unknown) => sql`coalesce(${city}, ${state})`;

// ---------------------------------------------------------------------------------------------
// Carrier

/**
 * The carrier's completed missions per month of completion (all of them: totals are their sums),
 * and its missions in progress (month null), with their distance, CO2e and empty kilometres where known.
 */
export type TCarrierMissionGroup = {
  month: string | null;
  status: 'completed' | 'in_progress';
  missions: number;
  distanceKm: number;
  withDistance: number;
  co2eTenths: number;
  withCo2e: number;
  emptyKm: number;
  withEmptyKm: number;
};

export async function findCarrierMissionGroups(db: TDb, carrierCompanyId: string): Promise<TCarrierMissionGroup[]> {
  const completedAt = sql`coalesce(${missions.completedAt}, ${missions.updatedAt})`;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select
          case when ${missions.status} = 'completed' then ${algiersMonth(completedAt)} end as month,
          ${missions.status} as status,
          count(*) as missions,
          coalesce(sum(${missions.distanceKm}), 0) as distance_km,
          count(${missions.distanceKm}) as with_distance,
          coalesce(sum(${missions.co2eKg} * 10), 0)::bigint as co2e_tenths,
          count(${missions.co2eKg}) as with_co2e,
          coalesce(sum(${missions.emptyKm}), 0) as empty_km,
          count(${missions.emptyKm}) as with_empty_km
        from ${missions}
        where ${missions.carrierCompanyId} = ${carrierCompanyId}
          and ${missions.status} in ('completed', 'in_progress')
        group by 1, 2`,
  );
  return rows.map((row) => ({
    month: (row.month as string | null) ?? null,
    status: row.status as 'completed' | 'in_progress',
    missions: Number(row.missions),
    distanceKm: Number(row.distance_km),
    withDistance: Number(row.with_distance),
    co2eTenths: Number(row.co2e_tenths),
    withCo2e: Number(row.with_co2e),
    emptyKm: Number(row.empty_km),
    withEmptyKm: Number(row.with_empty_km),
  }));
}

export type TLatestMissionRow = {
  id: string;
  number: string;
  offerUid: string;
  status: string;
  departureCity: string;
  destinationCity: string;
  departureDate: string;
  shipperName: string;
  price: string;
  currency: string;
  distanceKm: number | null;
};

/** The carrier's latest missions, newest first, whatever their status. */
export async function findLatestCarrierMissions(
  db: TDb,
  carrierCompanyId: string,
  limit: number,
): Promise<TLatestMissionRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${missions.id} as id, ${missions.number} as number, ${offers.uid} as offer_uid,
          ${missions.status} as status,
          ${place(offers.depCityName, offers.depStateName)} as departure_city,
          ${place(offers.destCityName, offers.destStateName)} as destination_city,
          ${offers.depDate}::text as departure_date, ${companies.legalName} as shipper_name,
          ${missions.price}::text as price, ${missions.currency} as currency, ${missions.distanceKm} as distance_km
        from ${missions}
        join ${offers} on ${offers.id} = ${missions.offerId}
        join ${companies} on ${companies.id} = ${missions.shipperCompanyId}
        where ${missions.carrierCompanyId} = ${carrierCompanyId}
        order by ${missions.createdAt} desc, ${missions.id} desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    number: row.number as string,
    offerUid: row.offer_uid as string,
    status: row.status as string,
    departureCity: row.departure_city as string,
    destinationCity: row.destination_city as string,
    departureDate: row.departure_date as string,
    shipperName: row.shipper_name as string,
    price: row.price as string,
    currency: row.currency as string,
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
  }));
}

// ---------------------------------------------------------------------------------------------
// Shipper

/** The shipper's offers counted by status. */
export async function countShipperOffers(
  db: TDb,
  shipperCompanyId: string,
): Promise<{ status: string; count: number }[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${offers.status} as status, count(*) as count from ${offers}
        where ${offers.shipperCompanyId} = ${shipperCompanyId} group by 1`,
  );
  return rows.map((row) => ({ status: row.status as string, count: Number(row.count) }));
}

/**
 * The shipper's missions completed or in progress, per month (of completion, or of start while in
 * progress; the missions of `since` and later), status and currency: their prices in centimes and
 * their CO2e. Months before `since` are summed into one group of month null (the totals need them).
 */
export type TShipperMissionGroup = {
  month: string | null;
  status: 'completed' | 'in_progress';
  currency: string;
  missions: number;
  centimes: number;
  co2eTenths: number;
  withCo2e: number;
};

export async function findShipperMissionGroups(
  db: TDb,
  params: { shipperCompanyId: string; sinceMonth: string },
): Promise<TShipperMissionGroup[]> {
  const at = sql`coalesce(${missions.completedAt}, ${missions.startedAt}, ${missions.updatedAt})`;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select
          case when ${at} >= ${monthStart(params.sinceMonth)} then ${algiersMonth(at)} end as month,
          ${missions.status} as status,
          ${missions.currency} as currency,
          count(*) as missions,
          (coalesce(sum(${missions.price}), 0) * 100)::bigint as centimes,
          coalesce(sum(${missions.co2eKg} * 10), 0)::bigint as co2e_tenths,
          count(${missions.co2eKg}) as with_co2e
        from ${missions}
        where ${missions.shipperCompanyId} = ${params.shipperCompanyId}
          and ${missions.status} in ('completed', 'in_progress')
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    month: (row.month as string | null) ?? null,
    status: row.status as 'completed' | 'in_progress',
    currency: row.currency as string,
    missions: Number(row.missions),
    centimes: Number(row.centimes),
    co2eTenths: Number(row.co2e_tenths),
    withCo2e: Number(row.with_co2e),
  }));
}

export type TLaneRow = {
  fromCountry: string;
  fromStateCode: string;
  fromStateName: string;
  toCountry: string;
  toStateCode: string;
  toStateName: string;
  currency: string;
  missions: number;
  withDistance: number;
  distanceKm: number;
  /** sum(price) / sum(distance_km) of those with a distance, numeric rounded to the centime; null without any. */
  pricePerKm: string | null;
};

/**
 * The shipper's main lanes: the (departure wilaya, destination wilaya, currency) with the most
 * missions completed or in progress, and their price per kilometre where the distance is known.
 */
export async function findShipperLanes(db: TDb, shipperCompanyId: string, limit: number): Promise<TLaneRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${offers.depCountry} as from_country, ${offers.depStateCode} as from_state_code,
          min(${offers.depStateName}) as from_state_name,
          ${offers.destCountry} as to_country, ${offers.destStateCode} as to_state_code,
          min(${offers.destStateName}) as to_state_name,
          ${missions.currency} as currency,
          count(*) as missions,
          count(${missions.distanceKm}) as with_distance,
          coalesce(sum(${missions.distanceKm}), 0) as distance_km,
          round(sum(${missions.price}) filter (where ${missions.distanceKm} is not null)
                / nullif(sum(${missions.distanceKm}), 0), 2)::text as price_per_km
        from ${missions}
        join ${offers} on ${offers.id} = ${missions.offerId}
        where ${missions.shipperCompanyId} = ${shipperCompanyId}
          and ${missions.status} in ('completed', 'in_progress')
        group by 1, 2, 4, 5, 7
        order by count(*) desc, 1, 2, 4, 5, 7
        limit ${limit}`,
  );
  return rows.map((row) => ({
    fromCountry: row.from_country as string,
    fromStateCode: row.from_state_code as string,
    fromStateName: row.from_state_name as string,
    toCountry: row.to_country as string,
    toStateCode: row.to_state_code as string,
    toStateName: row.to_state_name as string,
    currency: row.currency as string,
    missions: Number(row.missions),
    withDistance: Number(row.with_distance),
    distanceKm: Number(row.distance_km),
    pricePerKm: (row.price_per_km as string | null) ?? null,
  }));
}

/**
 * The carriers of the shipper's missions (not cancelled, charter not declined), most missions
 * first, and how many distinct carriers there are in all (`total`, the same on every row).
 */
export async function findShipperCarriers(
  db: TDb,
  shipperCompanyId: string,
  limit: number,
): Promise<{ total: number; top: { companyId: string; name: string; missions: number }[] }> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${missions.carrierCompanyId} as company_id, ${companies.legalName} as name,
          count(*) as missions, count(*) over () as total
        from ${missions}
        join ${companies} on ${companies.id} = ${missions.carrierCompanyId}
        where ${missions.shipperCompanyId} = ${shipperCompanyId}
          and ${missions.status} <> 'cancelled' and ${missions.charterStatus} <> 'declined'
        group by 1, 2
        order by count(*) desc, 2, 1
        limit ${limit}`,
  );
  return {
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    top: rows.map((row) => ({
      companyId: row.company_id as string,
      name: row.name as string,
      missions: Number(row.missions),
    })),
  };
}

export type TLatestShipmentRow = {
  uid: string;
  number: string;
  status: string;
  departureCity: string;
  destinationCity: string;
  departureDate: string;
  price: string | null;
  currency: string;
};

/** The shipper's latest offers, last published first. */
export async function findLatestShipments(
  db: TDb,
  shipperCompanyId: string,
  limit: number,
): Promise<TLatestShipmentRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${offers.uid} as uid, ${offers.number} as number, ${offers.status} as status,
          ${place(offers.depCityName, offers.depStateName)} as departure_city,
          ${place(offers.destCityName, offers.destStateName)} as destination_city,
          ${offers.depDate}::text as departure_date, ${offers.price}::text as price, ${offers.currency} as currency
        from ${offers}
        where ${offers.shipperCompanyId} = ${shipperCompanyId}
        order by ${offers.publishedAt} desc, ${offers.id} desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    uid: row.uid as string,
    number: row.number as string,
    status: row.status as string,
    departureCity: row.departure_city as string,
    destinationCity: row.destination_city as string,
    departureDate: row.departure_date as string,
    price: (row.price as string | null) ?? null,
    currency: row.currency as string,
  }));
}
