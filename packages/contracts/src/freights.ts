import { z } from 'zod';
import { FILTER_PRESETS, OPTION_LISTS } from './catalogues/options';
import { findTruckType } from './catalogues/vehicles';
import { ZContact, ZOffer } from './offers';
import { ZAlpha2 } from './places';
import { ZSearchQuery, listPage, pagingQuery } from './query';
import type { TUnit } from './units';
import { vkey } from './validation';

/** The carrier's freight search (spec 000 §2, spec 001 §2, §3, §9). */
export const FREIGHT_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Above this many results the count is not computed: the screen says "more than". */
  countMax: 1000,
  radiusMaxKm: 500,
  /** Saved searches per user (spec 001 §9). */
  savedSearchesMax: 10,
  savedSearchNameMax: 60,
  /** Dimension filters are in centimetres, weights in kilograms, as the presets (spec 001 §3). */
  dimensionMaxCm: 5000,
  weightMaxKg: 100_000,
  publishedSinceMaxHours: 24 * 30,
} as const;

/** Which exchange a freight search reads: the public one, or the caller's private one (issue 27). */
export const FREIGHT_EXCHANGES = ['public', 'private'] as const;
export type TFreightExchange = (typeof FREIGHT_EXCHANGES)[number];

/** The real-time topic of a carrier company's private exchange (its offers' events); the hub token grants it. */
export function privateFreightsTopic(companyId: string): string {
  return `freights/private/${companyId}`;
}

/** Sort orders of the list: loading date (soonest first) by default. */
export const FREIGHT_ORDERS = ['date', 'newest', 'price_asc', 'price_desc', 'distance', 'weight'] as const;
export type TFreightOrder = (typeof FREIGHT_ORDERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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

const queryDate = z.preprocess(
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
 * the truck search filters (spec 000 §3). Every one is optional; together they all apply.
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
};

type TFilterValues = z.output<z.ZodObject<typeof filterShape>>;

function checkFilters(filters: TFilterValues, context: z.RefinementCtx): void {
  if (filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom) {
    context.addIssue({ code: 'custom', path: ['dateTo'], message: vkey('invalid') });
  }
  if (filters.minLength && filters.maxLength && filters.minLength > filters.maxLength) {
    context.addIssue({ code: 'custom', path: ['minLength'], message: vkey('invalid') });
  }
  // A radius is around a place.
  if (filters.startRadius && !filters.start_place_id) {
    context.addIssue({ code: 'custom', path: ['start_place_id'], message: vkey('required') });
  }
  if (filters.endRadius && !filters.end_place_id) {
    context.addIssue({ code: 'custom', path: ['end_place_id'], message: vkey('required') });
  }
}

export const ZFreightFilters = z.object(filterShape).superRefine(checkFilters);
export type TFreightFiltersInput = z.input<typeof ZFreightFilters>;
export type TFreightFilters = z.output<typeof ZFreightFilters>;
export const FREIGHT_FILTER_NAMES = Object.keys(filterShape) as (keyof TFreightFilters)[];

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

/** A filter preset fills the dimension filters (spec 001 §3); the bulk-and-container preset also the goods. */
export function presetFilters(value: (typeof FILTER_PRESETS)[number]['value']): Partial<TFreightFilters> {
  const preset = FILTER_PRESETS.find((entry) => entry.value === value)!;
  const dimension = (cm: number) => (cm > 0 ? cm : undefined);
  return {
    maxLength: dimension(preset.length),
    maxWidth: dimension(preset.width),
    maxHeight: dimension(preset.height),
    maxWeight: preset.weight,
    container: preset.value === 'bulk_container' ? true : undefined,
    bulk: preset.value === 'bulk_container' ? true : undefined,
  };
}

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
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
export const ZSavedSearchList = z.object({ data: z.array(ZSavedSearch) });

/** The public topic of the real-time hub where offers of the exchange are told of (the `mercure_token` grants it). */
export const FREIGHTS_TOPIC = 'freights';

/** What the live `freights` topic says of an offer: its uid and what happened. */
export const FREIGHT_EVENTS = ['published', 'changed', 'taken', 'withdrawn'] as const;
export type TFreightEvent = { uid: string; event: (typeof FREIGHT_EVENTS)[number] };
