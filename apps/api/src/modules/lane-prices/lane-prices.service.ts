import { ACCESS_RULES, LANE_PRICE_LIMITS, findTruckType, truckFamily } from '@tariq/contracts';
import type { TLanePriceResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { summariseLaneDeals } from './lane-prices.repository';

const RULE = ACCESS_RULES.offerInsights;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TGetLanePriceOptions = { auth: TAuth; fromState: string; toState: string; truckType: string };

/** The family of a truck type, and every value in it: `tautliner_mega` → `tautliner` and its subtypes. */
function laneTruckTypes(truckType: string): { family: string; values: string[] } {
  const family = truckFamily(truckType);
  const entry = findTruckType(family);
  return { family, values: [family, ...(entry?.subTypes ?? []).map((sub) => sub.value)] };
}

/**
 * GET /api/lane-prices: the median and the 10th–90th percentile range of what deals on the lane cost
 * over the last LANE_PRICE_LIMITS.windowDays days, or null.
 *
 * Nothing is shown below LANE_PRICE_LIMITS.minDeals deals, nor when the deals are those of fewer
 * than LANE_PRICE_LIMITS.minShipperCompanies shipper companies: a lane only one shipper uses would
 * show that shipper's own prices to its competitors, however many deals it made. The amounts are
 * rounded to the nearest LANE_PRICE_LIMITS.roundingDzd so that no deal's exact price is shown either.
 */
export async function getLanePrice(ctx: TAppContext, options: TGetLanePriceOptions): Promise<TLanePriceResponse> {
  assertAccess(options.auth, RULE);
  const { family, values } = laneTruckTypes(options.truckType);
  const now = ctx.clock.now();
  const summary = await ctx.db.read((db) =>
    summariseLaneDeals(db, {
      country: LANE_PRICE_LIMITS.country,
      fromState: options.fromState,
      toState: options.toState,
      truckTypes: values,
      currency: LANE_PRICE_LIMITS.currency,
      since: new Date(now.getTime() - LANE_PRICE_LIMITS.windowDays * DAY_MS),
      now,
      roundTo: LANE_PRICE_LIMITS.roundingDzd,
    }),
  );
  if (
    summary.count < LANE_PRICE_LIMITS.minDeals ||
    summary.shipperCompanies < LANE_PRICE_LIMITS.minShipperCompanies ||
    summary.p10 === null ||
    summary.median === null ||
    summary.p90 === null
  )
    return { data: null };
  return {
    data: {
      from_state: options.fromState,
      to_state: options.toState,
      truck_type: family,
      currency: LANE_PRICE_LIMITS.currency,
      median: summary.median,
      p10: summary.p10,
      p90: summary.p90,
      count: summary.count,
    },
  };
}
