import { z } from 'zod';
import { findTruckType } from './catalogues/vehicles';
import { vkey } from './validation';

/**
 * Prices on a lane (issue 31): what deals on Tariq cost from one wilaya to another with one family
 * of trucks, shown to shippers pricing an offer and to carriers proposing a price.
 * GET /api/lane-prices?from_state=16&to_state=31&truck_type=tautliner
 */
export const LANE_PRICE_LIMITS = {
  /** The deals of so many days before now stand behind the figures. */
  windowDays: 90,
  /** Below so many deals nothing is shown. */
  minDeals: 5,
  /** Deals of at least so many shipper companies: fewer would reveal one company's own prices. */
  minShipperCompanies: 2,
  /** Figures rounded to the nearest so many DZD: no exact price of a deal is ever shown. */
  roundingDzd: 1000,
  /** Lanes are within Algeria (both ends), priced in dinars. */
  country: 'DZ',
  currency: 'DZD',
} as const;

/**
 * A wilaya as the places data numbers it: its two digits, '01' to '58' today and up to '69' once the
 * wilayas of the 2026 law exist. The divisions themselves are data (the places module): a number no
 * wilaya holds is well-formed and simply has no deals.
 */
const ZWilayaCode = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .regex(/^(0[1-9]|[1-9]\d)$/, { error: vkey('invalid') });

export const ZLanePriceQuery = z.object({
  from_state: ZWilayaCode,
  to_state: ZWilayaCode,
  /** Any type or subtype of the catalogue: the lane is its family (a parent type and its subtypes). */
  truck_type: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .refine((value) => findTruckType(value) !== undefined, { error: vkey('invalidChoice') }),
});
export type TLanePriceQuery = z.input<typeof ZLanePriceQuery>;

/**
 * The lane's figures, amounts in DZD rounded to LANE_PRICE_LIMITS.roundingDzd; `truck_type` is the
 * family they cover (`tautliner` for `tautliner_mega`), `count` the deals behind them.
 */
export const ZLanePrice = z.object({
  from_state: z.string(),
  to_state: z.string(),
  truck_type: z.string(),
  currency: z.literal(LANE_PRICE_LIMITS.currency),
  median: z.number(),
  p10: z.number(),
  p90: z.number(),
  count: z.number(),
});
export type TLanePrice = z.infer<typeof ZLanePrice>;

/** `data` is null below the threshold (too few deals, or deals of a single shipper company). */
export const ZLanePriceResponse = z.object({ data: ZLanePrice.nullable() });
export type TLanePriceResponse = z.infer<typeof ZLanePriceResponse>;
