import { z } from 'zod';
import { OPTION_LISTS } from './catalogues/options';
import { findTruckType, isCompleteTruckType } from './catalogues/vehicles';
import { queryBoolean, queryChoice, queryDate, queryNumber, queryText } from './freights';
import { ZAlpha2 } from './places';
import { TRUCK_LIMITS, TRUCK_PAGE_MAX, truckFilterProblems } from './truck-filters';
import { ZPhone } from './registration';
import type { TUnit } from './unit-names';
import { vkey } from './validation';

/**
 * Trucks (spec 000 §2 My trucks and vehicle search, §3 Truck, creation payload, search filters,
 * §4 visibility and the add-truck wizard, §5 validation, §7 calls, §9 limits) and the matching
 * that issue 28 adds: loads for a truck, trucks for a load, alerts.
 *
 * Units on the wire: weight in kg, length in m, volume in m³ (ARCHITECTURE.md §4); the add form
 * takes tonnes and converts (§7: its 80 t and the edit form's 80 000 kg are the same limit).
 */
export { TRUCK_LIMITS, TRUCK_PAGE_MAX, TRUCK_VIEW_MODES, readTruckSearchQuery } from './truck-filters';
export type { TTruckFilterName, TTruckViewMode } from './truck-filters';

/** What a truck's matching reads (issue 28): how far from its departure a load may wait. */
export const TRUCK_MATCHING = {
  /** Loads for a truck, trucks for a load: the loading place within this many km of the truck's departure place. */
  radiusKm: 150,
  /** At most so many matches shown per panel. */
  limit: 20,
  /** Alerts: at most one notification per saved search or truck in this many minutes, grouping what came meanwhile. */
  alertThrottleMinutes: 10,
} as const;

export const TRUCK_PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The goods a truck takes, from the offers' goods types: the availability step's list (spec 000 §4). */
export const TRUCK_GOODS = OPTION_LISTS.goodsType;
export type TTruckGood = (typeof TRUCK_GOODS)[number];

// ---------------------------------------------------------------------------------------------
// Fields, as the forms and the server check them (spec 000 §5: every message is the spec's)

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ZTruckName = z
  .string({ error: vkey('truckNameRequired') })
  .trim()
  .min(1, { error: vkey('truckNameRequired') })
  .max(TRUCK_LIMITS.nameMax, { error: vkey('truckNameTooLong') });

/** A type of the catalogue; one that has subtypes is not complete ('Le type complet du camion est requis.'). */
const ZTruckType = z
  .string({ error: vkey('truckTypeRequired') })
  .min(1, { error: vkey('truckTypeRequired') })
  .refine(isCompleteTruckType, { error: vkey('truckTypeRequired') });

const requiredContactText = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(TRUCK_LIMITS.contactNameMax, { error: vkey('tooLong') });

const ZTruckComment = z
  .string({ error: vkey('invalid') })
  .trim()
  .max(TRUCK_LIMITS.commentMax, { error: vkey('truckCommentTooLong') })
  .nullish()
  .transform((value) => value || null);

/** A measure above 0 and at most `max`, with the spec's message for the limit. */
function truckMeasure(
  max: number,
  tooBig: Parameters<typeof vkey>[0],
  unit: TUnit,
  requiredKey: Parameters<typeof vkey>[0],
) {
  return z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? vkey(requiredKey) : vkey('invalid')),
    })
    .gt(0, { error: vkey('positive') })
    .max(max, { error: vkey(tooBig, { unit }) });
}

/** The same, empty allowed (null). */
function optionalTruckMeasure(max: number, tooBig: Parameters<typeof vkey>[0], unit: TUnit) {
  return truckMeasure(max, tooBig, unit, 'invalid')
    .nullish()
    .transform((value) => value ?? null);
}

/** A free-text companion of a place id in the spec's payload: taken, never trusted (the place decides). */
const placeText = z
  .union([z.string(), z.number()], { error: vkey('invalid') })
  .transform((value) => String(value).trim())
  .pipe(z.string().max(TRUCK_LIMITS.placeTextMax, { error: vkey('tooLong') }))
  .nullish()
  .transform((value) => value || null);

const coordinate = z
  .number({ error: vkey('invalid') })
  .min(-180)
  .max(180)
  .nullish();

const ZTruckDate = (requiredKey: Parameters<typeof vkey>[0]) =>
  z
    .string({ error: vkey(requiredKey) })
    .min(1, { error: vkey(requiredKey) })
    .refine((value) => DATE.test(value) && isRealDate(value), { error: vkey('invalid') });

/** The contact step (spec 000 §5), also edit contact: skipped when the company's contact is used. */
export const ZTruckContactInput = z
  .object({
    useSocietyContact: z.boolean({ error: vkey('invalid') }).default(false),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    email: z.string().nullish(),
    phone: z.string().nullish(),
  })
  .transform((contact, context) => {
    if (contact.useSocietyContact) {
      return { useSocietyContact: true, firstName: null, lastName: null, email: null, phone: null };
    }
    const check = <T extends z.ZodType>(schema: T, field: string, value: unknown): z.output<T> | null => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return result.data as z.output<T>;
      for (const issue of result.error.issues) context.addIssue({ ...issue, path: [field], code: 'custom' } as never);
      return null;
    };
    const firstName = check(requiredContactText, 'firstName', contact.firstName);
    const lastName = check(requiredContactText, 'lastName', contact.lastName);
    const email = check(
      z
        .string()
        .trim()
        .min(1, { error: vkey('required') })
        .max(TRUCK_LIMITS.emailMax, { error: vkey('email') })
        .pipe(z.email({ error: vkey('email') }))
        .transform((value) => value.toLowerCase()),
      'email',
      contact.email,
    );
    const phone = check(ZPhone, 'phone', contact.phone);
    return { useSocietyContact: false, firstName, lastName, email, phone };
  });
export type TTruckContactInput = z.input<typeof ZTruckContactInput>;

const ZTruckGoods = z
  .array(z.enum(TRUCK_GOODS, { error: vkey('invalidChoice') }))
  .max(TRUCK_GOODS.length, { error: vkey('tooBig') })
  .transform((goods) => [...new Set(goods)]);

const truckFields = {
  name: ZTruckName,
  type: ZTruckType,
  /** Its goods; emptied when the type changes (spec 000 §4). */
  goods: ZTruckGoods.default([]),
  canTakeDangerousGoods: z.boolean({ error: vkey('invalid') }).default(false),
  weight: truckMeasure(TRUCK_LIMITS.weightKgMax, 'truckWeightTooBig', 'kilogram', 'truckWeightRequired'),
  length: optionalTruckMeasure(TRUCK_LIMITS.lengthMMax, 'truckLengthTooBig', 'meter'),
  volume: optionalTruckMeasure(TRUCK_LIMITS.volumeM3Max, 'truckVolumeTooBig', 'cubicMeter'),
  startCountry: z
    .string({ error: vkey('startCountryRequired') })
    .min(1, { error: vkey('startCountryRequired') })
    .pipe(ZAlpha2),
  startState: placeText,
  startCity: placeText,
  startProvince: placeText,
  start_place_id: z
    .string({ error: vkey('startPlaceRequired') })
    .trim()
    .min(1, { error: vkey('startPlaceRequired') })
    .max(64, { error: vkey('invalid') }),
  startCityZip: placeText,
  latitude: coordinate,
  longitude: coordinate,
  endCountry: z
    .string({ error: vkey('endCountryRequired') })
    .min(1, { error: vkey('endCountryRequired') })
    .pipe(ZAlpha2),
  endState: placeText,
  endCity: placeText,
  endProvince: placeText,
  end_place_id: z
    .string({ error: vkey('endPlaceRequired') })
    .trim()
    .min(1, { error: vkey('endPlaceRequired') })
    .max(64, { error: vkey('invalid') }),
  startDate: ZTruckDate('truckStartDateRequired'),
  endDate: z
    .string({ error: vkey('invalid') })
    .refine((value) => value === '' || (DATE.test(value) && isRealDate(value)), { error: vkey('invalid') })
    .nullish()
    .transform((value) => value || null),
  contact: ZTruckContactInput.prefault({ useSocietyContact: true }),
  comment: ZTruckComment,
  isVisible: z.boolean({ error: vkey('invalid') }).default(true),
};

type TIssueSink = { addIssue(issue: { code: 'custom'; message: string; path: (string | number)[] }): void };

/** Availability across fields: from today (`today`: the caller's clock, null to skip), an end not before the start. */
function checkAvailability(
  values: { startDate?: string | null; endDate?: string | null },
  context: TIssueSink,
  today: string | null,
) {
  if (today && values.startDate && values.startDate < today)
    context.addIssue({ code: 'custom', message: vkey('truckStartDatePast'), path: ['startDate'] });
  if (values.startDate && values.endDate && values.endDate < values.startDate)
    context.addIssue({ code: 'custom', message: vkey('truckEndBeforeStart'), path: ['endDate'] });
}

const ZTruckObject = z.object(truckFields);

/** POST /api/trucks: the creation payload of spec 000 §3. The server passes its own `today`. */
export function createTruckCreateSchema(options: { today: string | null }) {
  return ZTruckObject.superRefine((truck, context) => checkAvailability(truck, context, options.today));
}
export type TTruckCreateInput = z.input<typeof ZTruckObject>;
export type TTruckCreateValues = z.output<typeof ZTruckObject>;

/**
 * PUT /api/trucks/{id}: only the fields sent change (name, type, contact and comment, the
 * availability fields, isVisible). A country goes with its place; a changed type empties the goods
 * unless goods are sent too.
 */
export function createTruckUpdateSchema(options: { today: string | null }) {
  return z
    .object({
      name: truckFields.name.optional(),
      type: truckFields.type.optional(),
      // No defaults here: a field not sent is a field that does not change.
      goods: ZTruckGoods.optional(),
      canTakeDangerousGoods: z.boolean({ error: vkey('invalid') }).optional(),
      weight: truckFields.weight.optional(),
      length: truckFields.length.optional(),
      volume: truckFields.volume.optional(),
      startCountry: truckFields.startCountry.optional(),
      startState: placeText,
      startCity: placeText,
      startProvince: placeText,
      start_place_id: truckFields.start_place_id.optional(),
      startCityZip: placeText,
      latitude: coordinate,
      longitude: coordinate,
      endCountry: truckFields.endCountry.optional(),
      endState: placeText,
      endCity: placeText,
      endProvince: placeText,
      end_place_id: truckFields.end_place_id.optional(),
      startDate: truckFields.startDate.optional(),
      // Sent as null: open-ended from now on; not sent: as it was.
      endDate: z
        .string({ error: vkey('invalid') })
        .refine((value) => value === '' || (DATE.test(value) && isRealDate(value)), { error: vkey('invalid') })
        .nullable()
        .optional()
        .transform((value) => (value === '' ? null : value)),
      contact: ZTruckContactInput.optional(),
      comment: z
        .string({ error: vkey('invalid') })
        .trim()
        .max(TRUCK_LIMITS.commentMax, { error: vkey('truckCommentTooLong') })
        .nullable()
        .optional(),
      isVisible: z.boolean({ error: vkey('invalid') }).optional(),
      /** Alerts: a notification when a newly published offer fits this truck. */
      alerts: z.boolean({ error: vkey('invalid') }).optional(),
    })
    .superRefine((update, context) => {
      // A country is sent together with its place (spec 000 §5, edit availability).
      if (update.startCountry !== undefined && update.start_place_id === undefined)
        context.addIssue({ code: 'custom', message: vkey('startPlaceRequired'), path: ['start_place_id'] });
      if (update.endCountry !== undefined && update.end_place_id === undefined)
        context.addIssue({ code: 'custom', message: vkey('endPlaceRequired'), path: ['end_place_id'] });
      if (update.start_place_id !== undefined && update.startCountry === undefined)
        context.addIssue({ code: 'custom', message: vkey('startCountryRequired'), path: ['startCountry'] });
      if (update.end_place_id !== undefined && update.endCountry === undefined)
        context.addIssue({ code: 'custom', message: vkey('endCountryRequired'), path: ['endCountry'] });
      checkAvailability(update, context, options.today);
    });
}
export type TTruckUpdateInput = z.input<ReturnType<typeof createTruckUpdateSchema>>;
export type TTruckUpdateValues = z.output<ReturnType<typeof createTruckUpdateSchema>>;

export const ZTruckIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

// ---------------------------------------------------------------------------------------------
// The truck as the API answers it (spec 000 §3 Truck)

export const ZTruckPlace = z.object({
  country: z.object({ alpha2: z.string(), name: z.string() }),
  stateId: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  place_id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TTruckPlace = z.infer<typeof ZTruckPlace>;

export const ZTruckContact = z.object({
  useSocietyContact: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TTruckContact = z.infer<typeof ZTruckContact>;

export const ZTruck = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** The picture's URL (a GET with the session), null: the default picture. */
  picture: z.string().nullable(),
  goods: z.array(z.string()),
  weight: z.number(),
  length: z.number().nullable(),
  volume: z.number().nullable(),
  from: ZTruckPlace,
  to: ZTruckPlace,
  availability: z.object({ from: z.string(), until: z.string().nullable() }),
  canTakeDangerousGoods: z.boolean(),
  contact: ZTruckContact,
  comment: z.string().nullable(),
  isVisible: z.boolean(),
  /** The posting ended by itself: its availability is over. */
  isExpired: z.boolean(),
  alerts: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTruck = z.infer<typeof ZTruck>;

/** A truck of the vehicle search: whose it is and whom to call (the company's contact when `useSocietyContact`). */
export const ZTruckSearchItem = ZTruck.omit({ alerts: true }).extend({
  company: z.object({ id: z.string(), name: z.string(), rating: z.number().nullable() }),
  /** Who to call: the truck's own contact, or the company's when it uses it. */
  callContact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type TTruckSearchItem = z.infer<typeof ZTruckSearchItem>;

/** GET /api/trucks/my: `{ data: { data: [...] } }` (ARCHITECTURE.md §5). */
export const ZMyTrucksResponse = z.object({ data: z.object({ data: z.array(ZTruck) }) });
export type TMyTrucksResponse = z.infer<typeof ZMyTrucksResponse>;

/** GET /api/trucks: the same shape, with the page beside the list. */
export const ZTruckSearchResponse = z.object({
  data: z.object({
    data: z.array(ZTruckSearchItem),
    page: z.number(),
    total_pages: z.number(),
    count: z.number(),
    /** True when there are more than `count` trucks (the count stops at TRUCK_LIMITS.countMax). */
    count_capped: z.boolean(),
  }),
});
export type TTruckSearchResponse = z.infer<typeof ZTruckSearchResponse>;

export const ZTruckResponse = z.object({ data: ZTruck });

// ---------------------------------------------------------------------------------------------
// Vehicle search (spec 000 §3 truck search filters; every one defaults to null)

const truckTypeFilter = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: vkey('invalidChoice') })
    .max(400, { error: vkey('invalidChoice') })
    // A parent type is sent expanded to its subtypes' values, comma-separated (spec 000 §7).
    .refine((value) => value.split(',').every((part) => findTruckType(part.trim()) !== undefined), {
      error: vkey('invalidChoice'),
    })
    .optional(),
);

const queryCountry = z.preprocess((value) => (value === '' || value === null ? undefined : value), ZAlpha2.optional());

export const ZTruckSearchQuery = z
  .object({
    type: truckTypeFilter,
    goodType: queryChoice(TRUCK_GOODS),
    availableFrom: queryDate,
    availableUntil: queryDate,
    startCountry: queryCountry,
    startState: queryText(16),
    startCity: queryText(64),
    start_place_id: queryText(64),
    startRadius: queryNumber({ min: 1, max: TRUCK_LIMITS.radiusMaxKm, int: true, unit: 'kilometer' }),
    endCountry: queryCountry,
    endState: queryText(16),
    endCity: queryText(64),
    end_place_id: queryText(64),
    /** The load's weight, in kg: trucks that carry at least this much. */
    weight: queryNumber({ min: 0, max: TRUCK_LIMITS.weightKgMax, unit: 'kilogram' }),
    /** The load's length, in m (the spec's `width` filter reads as the space it needs): trucks at least this long. */
    width: queryNumber({ min: 0, max: TRUCK_LIMITS.lengthMMax, unit: 'meter' }),
    /** The load's volume, in m³. */
    volume: queryNumber({ min: 0, max: TRUCK_LIMITS.volumeM3Max, unit: 'cubicMeter' }),
    dangerous: queryBoolean,
    page: z.coerce
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(1)
      .max(TRUCK_PAGE_MAX)
      .default(1),
    limit: z.coerce
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(1)
      .max(TRUCK_LIMITS.pageSizeMax, { error: vkey('tooBig') })
      .default(TRUCK_LIMITS.pageSizeDefault),
  })
  .superRefine((query, context) => {
    for (const { path, message } of truckFilterProblems(query))
      context.addIssue({ code: 'custom', message: vkey(message), path: [path] });
  });
export type TTruckSearchQuery = z.input<typeof ZTruckSearchQuery>;
export type TTruckSearchFilters = z.output<typeof ZTruckSearchQuery>;

// ---------------------------------------------------------------------------------------------
// Matching (issue 28)

/** Why a load and a truck fit: the screen words each from the truck's side (`trucks.loads.reason.<key>`) or the load's (`trucks.reasons.<key>`). */
export const MATCH_REASONS = [
  'near',
  'dates',
  'type',
  'weight',
  'volume',
  'length',
  'dangerous',
  'destination',
] as const;
export type TMatchReason = (typeof MATCH_REASONS)[number];

const ZMatchFacts = {
  /** Empty kilometres: from the truck's departure place to the loading place, as the crow flies. */
  emptyKm: z.number(),
  reasons: z.array(z.enum(MATCH_REASONS)),
};

/** GET /api/trucks/{id}/loads: the open offers this truck can take, fewest empty km first. */
export const ZTruckLoad = z.object({
  uid: z.string(),
  number: z.string(),
  departure: z.object({ country: z.string(), state: z.string(), city: z.string().nullable(), date: z.string() }),
  destination: z.object({ country: z.string(), state: z.string(), city: z.string().nullable(), date: z.string() }),
  weight_kg: z.number(),
  truck_type: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  distance_km: z.number().nullable(),
  ...ZMatchFacts,
});
export type TTruckLoad = z.infer<typeof ZTruckLoad>;
export const ZTruckLoadsResponse = z.object({ data: z.array(ZTruckLoad) });
export type TTruckLoadsResponse = z.infer<typeof ZTruckLoadsResponse>;

/** GET /api/offers/{uid}/trucks: the visible trucks that fit the shipper's offer, fewest empty km first. */
export const ZLoadTruck = ZTruckSearchItem.extend(ZMatchFacts);
export type TLoadTruck = z.infer<typeof ZLoadTruck>;
export const ZLoadTrucksResponse = z.object({ data: z.array(ZLoadTruck) });
export type TLoadTrucksResponse = z.infer<typeof ZLoadTrucksResponse>;

/** The answer to the bell's "still available?" (issue 28: no ghost trucks). */
export const ZTruckStillAvailableRequest = z.object({ available: z.boolean({ error: vkey('invalid') }) });
