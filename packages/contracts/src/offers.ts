import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { isCompleteTruckType } from './catalogues/vehicles';
import { ZAlpha2 } from './places';
import { ZSearchQuery, listPage, pagingQuery } from './query';
import { OFFER_TIME_ZONE } from './time-zone';
import type { TUnit } from './units';
import { vkey } from './validation';

/** Limits of the offer form (spec 001 §5, §9). */
export const OFFER_LIMITS = {
  copiesMax: 5,
  commentMax: 200,
  addressMax: 255,
  referenceMax: 100,
  cancelReasonMax: 500,
  mplMax: 13.2,
  weightKgMax: 44_000,
  heightMMax: 4,
  widthMMax: 2.55,
  lengthMMax: 25.25,
  palletCountMax: 999,
  /** numeric(12,2) */
  priceMax: 9_999_999_999.99,
  templatesPerCompany: 50,
  templateNameMax: 80,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** The e-protocol attachment (spec 001 §3): a PDF or an image, 10 MB at most. */
  eprotocolMaxBytes: 10 * 1024 * 1024,
} as const;

/**
 * Dates of offers are calendar days where the goods are: "today" is read in this time zone on the
 * server and in the web alike, so both refuse the same dates.
 */
export { OFFER_TIME_ZONE };

// Built once: a formatter costs about 100 µs to build and 1 µs to use, and every freight search
// asks for today (issue 24's profile: 3.7 % of the server's time).
const offerDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last day worked out, and the instants it spans (formatting a date costs more than a search's walk). */
let heldDay = { day: '', from: 0, until: 0 };

/** `YYYY-MM-DD` of `now` in the offers' time zone. */
export function offerToday(now: Date = new Date()): string {
  const time = now.getTime();
  if (time >= heldDay.from && time < heldDay.until) return heldDay.day;
  const day = offerDayFormat.format(now);
  const until = offerExpiresAt(day).getTime();
  heldDay = { day, from: until - 24 * 3600 * 1000, until };
  return day;
}

// ---------------------------------------------------------------------------------------------
// Statuses and their transitions (spec 001 §4, ARCHITECTURE.md §7)

export const OFFER_STATUSES = ['in_exchange', 'scheduled', 'in_progress', 'completed', 'cancelled', 'expired'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Every allowed move, and nothing else. `scheduled` is set when the shipper chooses a carrier (deals);
 * a declined charter puts the offer back in exchange; a shipment is cancelled until it is delivered.
 */
export const OFFER_TRANSITIONS: Readonly<Record<TOfferStatus, readonly TOfferStatus[]>> = {
  in_exchange: ['scheduled', 'cancelled', 'expired'],
  scheduled: ['in_exchange', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  expired: [],
};

export function canTransitionOffer(from: TOfferStatus, to: TOfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** What the shipper may do with an offer in each status (the detail page's actions read it too). */
export const OFFER_ACTIONS = {
  /** Modify every field, and the initial price. */
  edit: ['in_exchange'],
  references: ['in_exchange', 'scheduled', 'in_progress'],
  cancel: ['in_exchange', 'scheduled', 'in_progress'],
  /** A mission in progress or completed feeds invoices: such an offer is never deleted. */
  delete: ['in_exchange', 'scheduled', 'cancelled', 'expired'],
} as const satisfies Record<string, readonly TOfferStatus[]>;
export type TOfferAction = keyof typeof OFFER_ACTIONS;

export function canDoOfferAction(action: TOfferAction, status: TOfferStatus): boolean {
  return (OFFER_ACTIONS[action] as readonly TOfferStatus[]).includes(status);
}

/**
 * The list's tabs (spec 001 §2 names the statuses: in exchange, scheduled, in progress, finished,
 * cancelled, expired): /expeditions is the first, the offers still waiting for a carrier; "scheduled"
 * holds only those with a carrier chosen.
 */
export const OFFER_TABS = {
  in_exchange: ['in_exchange'],
  scheduled: ['scheduled'],
  in_progress: ['in_progress'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  expired: ['expired'],
} as const satisfies Record<string, readonly TOfferStatus[]>;
export type TOfferTab = keyof typeof OFFER_TABS;
export const OFFER_TAB_NAMES = Object.keys(OFFER_TABS) as TOfferTab[];

/** Types an e-protocol may be, recognised from its bytes, never from its name. */
export const EPROTOCOL_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export const HANDLING_OPTIONS = ['carrier', 'client'] as const;
export const OFFER_VISIBILITIES = ['public', 'private'] as const;

// ---------------------------------------------------------------------------------------------
// The offer as typed in the form and sent to the API

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const requiredText = (max: number) =>
  z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(max, { error: vkey('tooLong') });

const optionalText = (max: number) =>
  z
    .string({ error: vkey('invalid') })
    .trim()
    .max(max, { error: vkey('tooLong') })
    .nullish()
    .transform((value) => value || null);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? vkey('required') : vkey('invalidChoice')),
  });

/** A number above 0 and at most `max` in `unit`; `required` says whether empty is allowed. */
function measure(max: number, options: { unit: TUnit; required: boolean }) {
  const number = z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? vkey('required') : vkey('invalid')),
    })
    .gt(0, { error: vkey('positive') })
    .max(max, { error: vkey('tooBig', { unit: options.unit }) });
  return options.required ? number : number.nullish().transform((value) => value ?? null);
}

/** A price excluding tax, above 0, in cents at most (proposals take the same). */
export const ZPrice = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? vkey('required') : vkey('invalid')),
  })
  .gt(0, { error: vkey('positive') })
  // In the currency of the offer: the form that knows it names it (units.ts).
  .max(OFFER_LIMITS.priceMax, { error: vkey('tooBig', { unit: 'currency' }) })
  // Money has cents, no more: written out, the number has at most two decimals (99.999999995
  // would otherwise round to 100.00, 5e-324 to 0.00).
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: vkey('invalid') });

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const ZDate = z
  .string({ error: vkey('required') })
  .min(1, { error: vkey('required') })
  .refine((value) => DATE.test(value) && isRealDate(value), { error: vkey('invalid') });
const ZTime = z
  .string({ error: vkey('required') })
  .min(1, { error: vkey('required') })
  .regex(TIME, { error: vkey('invalid') });

export const ZOfferStop = z.object({
  country: ZAlpha2,
  /** From the place picker; the server reads the state, city and coordinates from its own places. */
  place_id: requiredText(64),
  address: requiredText(OFFER_LIMITS.addressMax),
  date: ZDate,
  time: ZTime,
  comment: optionalText(OFFER_LIMITS.commentMax),
});
export type TOfferStopInput = z.input<typeof ZOfferStop>;

const ZPalletCount = z
  .number({ error: vkey('invalid') })
  .int({ error: vkey('invalid') })
  .gt(0, { error: vkey('positive') })
  .max(OFFER_LIMITS.palletCountMax, { error: vkey('tooBig', { unit: 'pallet' }) });

/** Groups or carriers named as one private offer's audience. */
const AUDIENCE_MAX = 200;

/**
 * Who a private offer reaches (issue 27): the carriers of these groups and these carriers, all of
 * them in the shipper's network; both empty: the whole network.
 */
export const ZPrivateAudience = z.object({
  groups: z
    .array(z.guid({ error: vkey('invalid') }))
    .max(AUDIENCE_MAX, { error: vkey('tooBig') })
    .default([]),
  carriers: z
    .array(z.guid({ error: vkey('invalid') }))
    .max(AUDIENCE_MAX, { error: vkey('tooBig') })
    .default([]),
});
export type TPrivateAudience = z.output<typeof ZPrivateAudience>;

/** "Publier dans la bourse publique si personne ne l'a prise après…": 15 minutes to 7 days. */
export const PUBLIC_AFTER_MINUTES = { min: 15, max: 7 * 24 * 60 } as const;

export const ZPublicAfterMinutes = z
  .number({ error: vkey('invalid') })
  .int({ error: vkey('invalid') })
  .min(PUBLIC_AFTER_MINUTES.min, { error: vkey('tooSmall') })
  .max(PUBLIC_AFTER_MINUTES.max, { error: vkey('tooBig') });

const offerFields = {
  departure: ZOfferStop,
  destination: ZOfferStop,
  goods_type: choice(OPTION_LISTS.goodsType),
  weight_kg: measure(OFFER_LIMITS.weightKgMax, { unit: 'kilogram', required: true }),
  height_m: measure(OFFER_LIMITS.heightMMax, { unit: 'meter', required: true }),
  length_m: measure(OFFER_LIMITS.lengthMMax, { unit: 'meter', required: false }),
  width_m: measure(OFFER_LIMITS.widthMMax, { unit: 'meter', required: false }),
  mpl: measure(OFFER_LIMITS.mplMax, { unit: 'meter', required: true }),
  /** Count per pallet type; a type left empty is absent. */
  pallets: z.partialRecord(z.enum(OPTION_LISTS.palletType, { error: vkey('invalidChoice') }), ZPalletCount).default({}),
  pallets_stacked: z.boolean().default(false),
  container_type: choice(OPTION_LISTS.containerType).nullish(),
  container_size: choice(OPTION_LISTS.containerSize).nullish(),
  bulk_type: choice(OPTION_LISTS.bulkType).nullish(),
  truck_type: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .refine(isCompleteTruckType, { error: vkey('incompleteTruckType') }),
  truck_power_type: choice(OPTION_LISTS.truckPowerType),
  tail_lift: z.boolean().default(false),
  handling: choice(HANDLING_OPTIONS).default('carrier'),
  dangerous: z.boolean().default(false),
  refrigerated: z.boolean().default(false),
  /** Excluding tax; empty means "to negotiate". */
  price: ZPrice.nullish().transform((value) => value ?? null),
  price_negotiable: z.boolean().default(true),
  currency: choice(OPTION_LISTS.currency),
  payment_method: choice(OPTION_LISTS.paymentMethod),
  payment_term: choice(OPTION_LISTS.paymentTerm),
  visibility: choice(OFFER_VISIBILITIES).default('public'),
  /** With visibility 'private': who it reaches (both lists empty: the whole network); ignored otherwise. */
  private_audience: ZPrivateAudience.default({ groups: [], carriers: [] }),
  /** With visibility 'private': published in the public exchange if nobody took it after so many minutes. */
  public_after_minutes: ZPublicAfterMinutes.nullish().transform((value) => value ?? null),
  show_contact: z.boolean().default(true),
  /** 'Réservation immédiate': the first carrier who accepts at the price gets the mission at once. */
  instant_booking: z.boolean().default(false),
  loading_reference: optionalText(OFFER_LIMITS.referenceMax),
  unloading_reference: optionalText(OFFER_LIMITS.referenceMax),
};

/** The date fields before `today` (a date before today is past; today itself is allowed). */
export function findPastOfferDates(
  offer: { departure: { date: string }; destination: { date: string } },
  today: string,
): Array<'departure.date' | 'destination.date'> {
  const past: Array<'departure.date' | 'destination.date'> = [];
  if (offer.departure.date < today) past.push('departure.date');
  if (offer.destination.date < today) past.push('destination.date');
  return past;
}

/** When an offer still in exchange expires: the end of its departure day in the offers' time zone. */
export function offerExpiresAt(departureDate: string): Date {
  // Africa/Algiers is UTC+1 all year (no daylight saving).
  return new Date(new Date(`${departureDate}T00:00:00+01:00`).getTime() + 24 * 3600 * 1000);
}

type TIssueSink = { addIssue(issue: { code: 'custom'; message: string; path: (string | number)[] }): void };

/** The rules across fields (spec 001 §5); `today` is `offerToday()` of the caller's clock. */
function checkOfferRules(
  offer: {
    departure: { date: string; time: string };
    destination: { date: string; time: string };
    goods_type: string;
    container_type?: string | null;
    bulk_type?: string | null;
  },
  context: TIssueSink,
  today: string | null,
) {
  const { departure, destination } = offer;
  if (today) {
    for (const path of findPastOfferDates(offer, today))
      context.addIssue({ code: 'custom', message: vkey('pastDate'), path: path.split('.') });
  }
  if (destination.date < departure.date) {
    context.addIssue({ code: 'custom', message: vkey('arrivalBeforeDeparture'), path: ['destination', 'date'] });
  } else if (destination.date === departure.date && destination.time <= departure.time) {
    context.addIssue({ code: 'custom', message: vkey('arrivalTimeNotAfterDeparture'), path: ['destination', 'time'] });
  }
  if (offer.goods_type === 'container' && !offer.container_type)
    context.addIssue({ code: 'custom', message: vkey('required'), path: ['container_type'] });
  if ((offer.goods_type === 'bulk' || offer.goods_type === 'solid_bulk') && !offer.bulk_type)
    context.addIssue({ code: 'custom', message: vkey('required'), path: ['bulk_type'] });
}

const ZOfferObject = z.object(offerFields);

/**
 * The offer, for the form and the server alike. With `today`, dates before it are refused; the
 * server always passes its own.
 */
export function createOfferSchema(options: { today: string | null }) {
  return ZOfferObject.superRefine((offer, context) => checkOfferRules(offer, context, options.today));
}
export type TOfferInput = z.input<typeof ZOfferObject>;
export type TOfferValues = z.output<typeof ZOfferObject>;

export function createCreateOfferSchema(options: { today: string | null }) {
  return ZOfferObject.extend({
    copies: z
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(1, { error: vkey('tooSmall') })
      .max(OFFER_LIMITS.copiesMax, { error: vkey('tooBig') })
      .default(1),
  }).superRefine((offer, context) => checkOfferRules(offer, context, options.today));
}
export type TCreateOfferRequest = z.input<ReturnType<typeof createCreateOfferSchema>>;

export function createUpdateOfferSchema(options: { today: string | null }) {
  return ZOfferObject.extend({ version: z.number({ error: vkey('required') }).int() }).superRefine((offer, context) =>
    checkOfferRules(offer, context, options.today),
  );
}
export type TUpdateOfferRequest = z.input<ReturnType<typeof createUpdateOfferSchema>>;

/** Without date rules: for the OpenAPI document and for shapes; the handlers validate with the schemas above. */
export const ZCreateOfferRequest = createCreateOfferSchema({ today: null });
export const ZUpdateOfferRequest = createUpdateOfferSchema({ today: null });

export const ZOfferPriceRequest = z.object({
  price: offerFields.price,
  price_negotiable: z.boolean().optional(),
  version: z.number({ error: vkey('required') }).int(),
});
export type TOfferPriceRequest = z.input<typeof ZOfferPriceRequest>;

export const ZOfferReferencesRequest = z.object({
  loading_reference: offerFields.loading_reference,
  unloading_reference: offerFields.unloading_reference,
});
export type TOfferReferencesRequest = z.input<typeof ZOfferReferencesRequest>;

export const ZCancelOfferRequest = z
  .object({ reason: optionalText(OFFER_LIMITS.cancelReasonMax) })
  .nullish()
  .transform((value) => value ?? { reason: null });

/** A template: a name and any part of an offer, checked as a draft (each given field valid, none required). */
/** What a template keeps of a chosen place, so that the picker shows it again without a search. */
const ZTemplatePlace = z.object({
  country: z.string().max(2),
  place_id: z.string().max(64),
  state: z.object({ id: z.string().max(16), name: z.string().max(120) }),
  city: z.object({ id: z.string().max(16), name: z.string().max(120) }).nullable(),
  lat: z.number(),
  lng: z.number(),
});
const ZTemplateStop = ZOfferStop.partial().extend({ place: ZTemplatePlace.optional() });

export const ZOfferTemplateRequest = z.object({
  name: requiredText(OFFER_LIMITS.templateNameMax),
  offer: ZOfferObject.extend({ departure: ZTemplateStop, destination: ZTemplateStop }).partial(),
});
export type TOfferTemplateRequest = z.input<typeof ZOfferTemplateRequest>;

// ---------------------------------------------------------------------------------------------
// Answers

export const ZOfferStopView = z.object({
  country: z.string(),
  place_id: z.string(),
  state: z.object({ id: z.string(), name: z.string() }),
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  date: z.string(),
  time: z.string(),
  comment: z.string().nullable(),
});

/** A person to call about a deal: the other side's user, as its account gives it. */
export const ZContact = z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() });
export type TContact = z.infer<typeof ZContact>;

export const ZOffer = z.object({
  uid: z.string(),
  /** The readable number ('EXP-26-0042', NUMBER_PREFIXES): said on the phone, searched by `q`; `uid` stays the URL key. */
  number: z.string(),
  status: z.enum(OFFER_STATUSES),
  version: z.number(),
  departure: ZOfferStopView,
  destination: ZOfferStopView,
  goods_type: z.enum(OPTION_LISTS.goodsType),
  weight_kg: z.number(),
  height_m: z.number(),
  length_m: z.number().nullable(),
  width_m: z.number().nullable(),
  mpl: z.number(),
  pallets: z.partialRecord(z.enum(OPTION_LISTS.palletType), z.number()),
  pallets_stacked: z.boolean(),
  container_type: z.enum(OPTION_LISTS.containerType).nullable(),
  container_size: z.enum(OPTION_LISTS.containerSize).nullable(),
  bulk_type: z.enum(OPTION_LISTS.bulkType).nullable(),
  truck_type: z.string(),
  truck_power_type: z.enum(OPTION_LISTS.truckPowerType),
  tail_lift: z.boolean(),
  handling: z.enum(HANDLING_OPTIONS),
  dangerous: z.boolean(),
  refrigerated: z.boolean(),
  price: z.number().nullable(),
  price_negotiable: z.boolean(),
  currency: z.enum(OPTION_LISTS.currency),
  payment_method: z.enum(OPTION_LISTS.paymentMethod),
  payment_term: z.enum(OPTION_LISTS.paymentTerm),
  visibility: z.enum(OFFER_VISIBILITIES),
  /** A private offer's audience as the shipper chose it (both empty: the whole network); null for a public offer. */
  private_audience: z.object({ groups: z.array(z.string()), carriers: z.array(z.string()) }).nullable(),
  /** A private offer that goes to the public exchange at this time (ISO 8601) if nobody took it; else null. */
  public_after: z.string().nullable(),
  /** When a private offer went to the public exchange by its cascade (ISO 8601); else null. */
  made_public_at: z.string().nullable(),
  show_contact: z.boolean(),
  instant_booking: z.boolean(),
  loading_reference: z.string().nullable(),
  unloading_reference: z.string().nullable(),
  /** The road distance from the routing module (km); null when it cannot be estimated. */
  distance_km: z.number().nullable(),
  /** Where the distance came from (issue 31): the routing module's built-in 'estimate' (shown with '≈') or 'osrm'. */
  distance_source: z.enum(['estimate', 'osrm']),
  /** Download it from `GET /api/offers/{uid}/eprotocol`. */
  eprotocol: z.object({ name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  cancel_reason: z.string().nullable(),
  published_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferListQuery = z.object({
  tab: z.enum(OFFER_TAB_NAMES as [TOfferTab, ...TOfferTab[]], { error: vkey('invalidChoice') }).default('in_exchange'),
  ...pagingQuery(OFFER_LIMITS),
  /** An offer number, whole or its beginning ('EXP-26-0042', '26-004', '42'); the tab counters count the matches too. */
  q: ZSearchQuery,
});
export type TOfferListQuery = z.input<typeof ZOfferListQuery>;
export type TOfferListParams = z.output<typeof ZOfferListQuery>;

export const ZOfferListResponse = listPage(ZOffer).extend({
  tabs: z.record(z.enum(OFFER_TAB_NAMES as [TOfferTab, ...TOfferTab[]]), z.number()),
});
export type TOfferListResponse = z.infer<typeof ZOfferListResponse>;

/** The `{uid}` of an offer's URL. */
export const ZOfferUidParams = z.object({ uid: z.string().trim().min(1).max(32) });

export const ZCreateOfferResponse = z.object({ uids: z.array(z.string()) });

export const ZOfferTemplate = z.object({
  id: z.string(),
  name: z.string(),
  offer: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TOfferTemplate = z.infer<typeof ZOfferTemplate>;
