import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { findTruckType } from './catalogues/vehicles';
import {
  FREIGHT_EXCHANGES,
  FREIGHT_LIMITS,
  FREIGHT_ORDERS,
  freightFilterProblems,
  isRealDate,
} from './freight-filters';
import type { TFreightFilterName } from './freight-filters';
import { ZContact, ZOffer } from './offers';
import { ZAlpha2 } from './places';
import { ZSearchQuery, listPage, pagingQuery } from './query';
import type { TUnit } from './units';
import { vkey } from './validation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export {
  FREIGHTS_TOPIC,
  FREIGHT_EVENTS,
  FREIGHT_EXCHANGES,
  FREIGHT_FILTER_NAMES,
  FREIGHT_LIMITS,
  FREIGHT_ORDERS,
  presetFilters,
  privateFreightsTopic,
  readFreightFilter,
  readFreightSearchQuery,
} from './freight-filters';
export type { TFreightEvent, TFreightExchange, TFreightFilterName, TFreightOrder } from './freight-filters';

/** Query strings carry text: these read it, and refuse what they cannot read with the field named. */
export const queryText = (max: number) =>
  z
    .string({ error: vkey('invalid') })
    .trim()
    .max(max, { error: vkey('tooLong') })
    .optional()
    .transform((value) => value || undefined);

export const queryNumber = (options: { min: number; max: number; int?: boolean; unit?: TUnit }) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: vkey('invalid') })
      .refine((value) => Number.isFinite(value) && (!options.int || Number.isInteger(value)), {
        error: vkey('invalid'),
      })
      .pipe(
        z
          .number()
          .min(options.min, { error: vkey('tooSmall', { unit: options.unit }) })
          .max(options.max, { error: vkey('tooBig', { unit: options.unit }) }),
      )
      .optional(),
  );

export const queryBoolean = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: vkey('invalidChoice') })
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional(),
);

export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: vkey('invalidChoice') }).optional(),
  );

export const queryDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: vkey('invalid') })
    .refine((value) => DATE.test(value) && isRealDate(value), { error: vkey('invalid') })
    .optional(),
);

const queryCountry = z.preprocess((value) => (value === '' || value === null ? undefined : value), ZAlpha2.optional());

const truckTypeFilter = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: vkey('invalidChoice') })
    .refine((value) => findTruckType(value) !== undefined, { error: vkey('invalidChoice') })
    .optional(),
);

/**
 * The filters of a search: what the URL of `/freights` holds and a saved search keeps. Names follow
 * the truck search filters (spec 000 §3). Every one is optional; together they all apply. The same
 * names as freight-filters.ts's reader without zod, which reads each the same way (its test).
 */
const filterShape = {
  startCountry: queryCountry,
  startState: queryText(16),
  startCity: queryText(64),
  start_place_id: queryText(64),
  startRadius: queryNumber({ min: 1, max: FREIGHT_LIMITS.radiusMaxKm, int: true, unit: 'kilometer' }),
  endCountry: queryCountry,
  endState: queryText(16),
  endCity: queryText(64),
  end_place_id: queryText(64),
  endRadius: queryNumber({ min: 1, max: FREIGHT_LIMITS.radiusMaxKm, int: true, unit: 'kilometer' }),
  dateFrom: queryDate,
  dateTo: queryDate,
  /** A parent type matches its subtypes. */
  type: truckTypeFilter,
  goodType: queryChoice(OPTION_LISTS.goodsType),
  /** Container loads only (with `bulk`: container or bulk loads). */
  container: queryBoolean,
  /** Bulk loads only (with `container`: container or bulk loads). */
  bulk: queryBoolean,
  /** What the carrier's vehicle takes, in kg and cm. */
  maxWeight: queryNumber({ min: 1, max: FREIGHT_LIMITS.weightMaxKg, unit: 'kilogram' }),
  maxHeight: queryNumber({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm, unit: 'centimeter' }),
  maxWidth: queryNumber({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm, unit: 'centimeter' }),
  maxLength: queryNumber({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm, unit: 'centimeter' }),
  minLength: queryNumber({ min: 1, max: FREIGHT_LIMITS.dimensionMaxCm, unit: 'centimeter' }),
  /** Offers that do not need a tail-lift. */
  noTailLift: queryBoolean,
  /** true: dangerous goods only; false: none. */
  dangerous: queryBoolean,
  /** true: refrigerated loads only; false: none. */
  refrigerated: queryBoolean,
  /** One shipper company. */
  ownerId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.guid({ error: vkey('invalid') }).optional(),
  ),
  /** Loading and unloading in the same state (wilaya). */
  identicalZones: queryBoolean,
  /** Published in the last so many hours. */
  publishedSince: queryNumber({ min: 1, max: FREIGHT_LIMITS.publishedSinceMaxHours, int: true, unit: 'hour' }),
  order: queryChoice(FREIGHT_ORDERS),
  /** An offer number, whole or its beginning ('EXP-26-0042', '26-004', '42'). */
  q: ZSearchQuery,
} satisfies Record<TFreightFilterName, z.ZodType>;

type TFilterValues = z.output<z.ZodObject<typeof filterShape>>;

function checkFilters(filters: TFilterValues, context: z.RefinementCtx): void {
  for (const { path, message } of freightFilterProblems(filters))
    context.addIssue({ code: 'custom', path: [path], message: vkey(message) });
}

export const ZFreightFilters = z.object(filterShape).superRefine(checkFilters);
export type TFreightFiltersInput = z.input<typeof ZFreightFilters>;
export type TFreightFilters = z.output<typeof ZFreightFilters>;

const ZPaging = pagingQuery(FREIGHT_LIMITS);

/** GET /api/freights: the filters, a page and its size. */
export const ZFreightSearchQuery = z
  .object({
    ...filterShape,
    ...ZPaging,
    /** The private exchange: offers of the shippers that have the caller in their network, for it. */
    exchange: queryChoice(FREIGHT_EXCHANGES),
  })
  .superRefine(checkFilters);
export type TFreightSearchQuery = z.input<typeof ZFreightSearchQuery>;
export type TFreightSearchParams = z.output<typeof ZFreightSearchQuery>;

/** GET /api/freights/favorite and /consulted: a page of the caller's own list. */
export const ZFreightPageQuery = z.object(ZPaging);
export type TFreightPageParams = z.output<typeof ZFreightPageQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

/** An offer as a carrier sees it in the exchange: no shipper references, no internal fields. */
export const ZFreight = ZOffer.omit({
  version: true,
  visibility: true,
  show_contact: true,
  loading_reference: true,
  unloading_reference: true,
  eprotocol: true,
  cancel_reason: true,
  updated_at: true,
  expires_at: true,
  private_audience: true,
  public_after: true,
  made_public_at: true,
}).extend({
  /** Where the carrier found it: the public exchange, or its private exchange (one of the shipper's network). */
  exchange: z.enum(FREIGHT_EXCHANGES),
  /** `rating`: the company's average stars and their count; null until it is rated. */
  shipper: z.object({
    company_id: z.string(),
    name: z.string(),
    rating: z.object({ average: z.number(), count: z.number() }).nullable(),
    /** 'Documents vérifiés jusqu'au': the earliest expiry of its required documents while all are verified, else null. */
    documents_verified_until: z.string().nullable(),
  }),
});
export type TFreight = z.infer<typeof ZFreight>;

/** GET /api/freights/favorite/uids: every offer the caller starred, to star them in any list. */
export const ZFavoriteUids = z.object({ data: z.array(z.string()) });

export const ZFreightListResponse = listPage(ZFreight).extend({
  /** True when there are more than `count` results (the count stops at FREIGHT_LIMITS.countMax). */
  count_capped: z.boolean(),
});
export type TFreightListResponse = z.infer<typeof ZFreightListResponse>;

/** GET /api/freights/{uid}: one offer, whatever became of it since the list showed it. */
export const ZFreightDetail = ZFreight.extend({
  /** False once the offer left the exchange (taken, cancelled, expired): the screen says so. */
  available: z.boolean(),
  /** In the caller's favourites. (Lists leave this out: the same answer serves every carrier; the screen reads GET /api/freights/favorite/uids.) */
  is_favorite: z.boolean(),
  /**
   * The publisher's contact: while the offer is available and shows it; and always to the carrier
   * the offer went to (its deal), whatever the setting.
   */
  contact: ZContact.nullable(),
});
export type TFreightDetail = z.infer<typeof ZFreightDetail>;

// ---------------------------------------------------------------------------------------------
// Saved searches

export const ZSavedSearchRequest = z.object({
  name: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(FREIGHT_LIMITS.savedSearchNameMax, { error: vkey('tooLong') }),
  filters: ZFreightFilters,
});
export type TSavedSearchRequest = z.input<typeof ZSavedSearchRequest>;

export const ZSavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  /** Alerts on (issue 28): a newly published offer it finds rings the bell (at most once every 10 minutes). */
  alerts: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
export const ZSavedSearchList = z.object({ data: z.array(ZSavedSearch) });

/** PUT /api/saved-searches/{id}/alerts: turns the search's alerts on or off. */
export const ZSavedSearchAlertsRequest = z.object({ alerts: z.boolean({ error: vkey('invalid') }) });
export type TSavedSearchAlertsRequest = z.infer<typeof ZSavedSearchAlertsRequest>;
