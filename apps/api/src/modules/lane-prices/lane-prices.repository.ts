import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { missions, offers } from '../../db/schema';

export type TLaneDealsSummary = {
  count: number;
  shipperCompanies: number;
  /** Rounded to `roundTo`; null when there is no deal. */
  p10: number | null;
  median: number | null;
  p90: number | null;
};

export type TLaneDealsOptions = {
  country: string;
  fromState: string;
  toState: string;
  /** Every truck type of the lane's family, the parent and its subtypes. */
  truckTypes: readonly string[];
  currency: string;
  /** Deals made after `since` and up to `now`. */
  since: Date;
  now: Date;
  roundTo: number;
};

/** A percentile of the deals' prices (continuous, interpolated), rounded to the nearest `roundTo`. */
function roundedPercentile(fraction: number, roundTo: number) {
  return sql<
    string | null
  >`round((percentile_cont(${sql.raw(String(fraction))}) within group (order by ${missions.price}::float8))::numeric / ${roundTo}) * ${roundTo}`;
}

/**
 * The deals of a lane, in one read-only query: missions neither cancelled nor with their charter
 * declined (a deal that did not hold says nothing of the price), of the lane's offers. Only the
 * aggregates leave the database; no row of a deal does.
 */
export async function summariseLaneDeals(db: TDb, options: TLaneDealsOptions): Promise<TLaneDealsSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      shipperCompanies: sql<number>`count(distinct ${missions.shipperCompanyId})`.mapWith(Number),
      p10: roundedPercentile(0.1, options.roundTo),
      median: roundedPercentile(0.5, options.roundTo),
      p90: roundedPercentile(0.9, options.roundTo),
    })
    .from(missions)
    .innerJoin(offers, eq(offers.id, missions.offerId))
    .where(
      and(
        eq(offers.depCountry, options.country),
        eq(offers.destCountry, options.country),
        eq(offers.depStateCode, options.fromState),
        eq(offers.destStateCode, options.toState),
        inArray(offers.truckType, [...options.truckTypes]),
        // As written in missions_one_live_per_offer_key's predicate: the join reads that index.
        ne(missions.status, 'cancelled'),
        ne(missions.charterStatus, 'declined'),
        eq(missions.currency, options.currency),
        gt(missions.createdAt, options.since),
        lte(missions.createdAt, options.now),
      ),
    );
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return {
    count: row?.count ?? 0,
    shipperCompanies: row?.shipperCompanies ?? 0,
    p10: amount(row?.p10 ?? null),
    median: amount(row?.median ?? null),
    p90: amount(row?.p90 ?? null),
  };
}
