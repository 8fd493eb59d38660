import { z } from 'zod';
import { MISSION_STATUSES, POD_STATUSES } from './missions';
import { OPTION_LISTS } from './catalogues/options';
import { HANDLING_OPTIONS, ZContact } from './offers';
import { PLATE_INPUT_MAX } from './plates';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

/**
 * The driver app's API (issue 29, tag "driver"): the calls a carrier's driver makes from the mobile
 * app — the missions assigned to them, starting and finishing one, positions, the online switch —
 * and what the mission's two companies read of its tracking. Every call that changes something
 * takes an `Idempotency-Key` (the app retries from a tunnel): a replay is answered as the first.
 */
export const DRIVER_APP_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Positions in one batch (the app sends what it gathered while offline, a batch at a time). */
  batchMax: 100,
  /** At most one position is kept per driver in each such window (the app may ping more often). */
  positionEverySeconds: 10,
  /** Positions are kept this long, then deleted by a job. */
  positionsKeptDays: 90,
  /** A position recorded further in the future than this (a phone's clock) is refused. */
  clockSkewSeconds: 300,
  /** The trail a mission page shows: the latest positions, at most. */
  trailMax: 2000,
  odometerKmMax: 9_999_999,
  /** `Idempotency-Key`: what a client-made key may be (a UUID fits), and how long a key is remembered. */
  idempotencyKeyMax: 128,
  idempotencyKeptHours: 48,
} as const;

/** The header the app sends with every call that changes something. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The time zone of the dates and times of a mission's stops (Algeria, UTC+1, no daylight saving). */
export const MISSION_TIME_ZONE = 'Africa/Algiers';

/** The real-time topic of a company's tracking: positions of its missions in progress (carrier and shipper). */
export function trackingTopic(companyId: string): string {
  return `tracking/${companyId}`;
}

// ---------------------------------------------------------------------------------------------
// Missions, as the driver sees them (no price: the deal is the companies')

export const DRIVER_MISSION_TABS = ['current', 'upcoming', 'done'] as const;
export type TDriverMissionTab = (typeof DRIVER_MISSION_TABS)[number];

export const ZDriverMissionsQuery = z.object({
  /** current: in progress; upcoming: scheduled (not started); done: completed or cancelled. */
  tab: z.enum(DRIVER_MISSION_TABS, { error: vkey('invalidChoice') }).default('current'),
  ...pagingQuery(DRIVER_APP_LIMITS),
});
export type TDriverMissionsQuery = z.input<typeof ZDriverMissionsQuery>;

export const ZDriverStop = z.object({
  address: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Local date and time at the stop (`date` YYYY-MM-DD, `time` HH:MM), in `time_zone`. */
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  /** The shipper's reference for this stop (loading or unloading), to give on site. */
  reference: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TDriverStop = z.infer<typeof ZDriverStop>;

export const ZDriverMission = z.object({
  id: z.string(),
  /** 'MIS-26-0042' */
  number: z.string(),
  /** The offer's number ('EXP-26-0042') and the charter order's ('BA-26-0042'). */
  offer_number: z.string(),
  charter_number: z.string(),
  status: z.enum(MISSION_STATUSES),
  loading: ZDriverStop,
  unloading: ZDriverStop,
  goods: z.object({
    goods_type: z.enum(OPTION_LISTS.goodsType),
    weight_kg: z.number(),
    height_m: z.number(),
    length_m: z.number().nullable(),
    width_m: z.number().nullable(),
    pallets: z.partialRecord(z.enum(OPTION_LISTS.palletType), z.number()),
    dangerous: z.boolean(),
    refrigerated: z.boolean(),
    tail_lift: z.boolean(),
    handling: z.enum(HANDLING_OPTIONS),
  }),
  shipper: z.object({ name: z.string(), contact: ZContact.nullable() }),
  /**
   * The code to show the shipper at loading, until the pickup is verified (then null); null too once
   * the shipper waived it.
   */
  pickup_code: z.string().nullable(),
  pickup_verified_at: z.string().nullable(),
  pickup_waived_at: z.string().nullable(),
  /** What the driver gave at start. */
  start: z
    .object({
      odometer_km: z.number().nullable(),
      engine_plate: z.string().nullable(),
      trailer_plate: z.string().nullable(),
    })
    .nullable(),
  pod_status: z.enum(POD_STATUSES).nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type TDriverMission = z.infer<typeof ZDriverMission>;

export const ZDriverMissionsResponse = listPage(ZDriverMission);
export type TDriverMissionsResponse = z.infer<typeof ZDriverMissionsResponse>;

const ZOptionalPlate = z
  .string({ error: vkey('invalid') })
  .trim()
  .max(PLATE_INPUT_MAX, { error: vkey('tooLong') })
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/driver/missions/{id}/start: optional odometer reading and the plates actually used. */
export const ZDriverStartRequest = z
  .object({
    odometer_km: z
      .number({ error: vkey('invalid') })
      .int({ error: vkey('invalid') })
      .min(0, { error: vkey('invalid') })
      .max(DRIVER_APP_LIMITS.odometerKmMax, { error: vkey('invalid') })
      .nullish()
      .transform((value) => value ?? null),
    engine_plate: ZOptionalPlate,
    trailer_plate: ZOptionalPlate,
  })
  .default({ odometer_km: null, engine_plate: null, trailer_plate: null });
export type TDriverStartRequest = z.input<typeof ZDriverStartRequest>;

// ---------------------------------------------------------------------------------------------
// Positions and the online switch

export const ZPositionPing = z.object({
  lat: z
    .number({ error: vkey('invalid') })
    .min(-90, { error: vkey('invalid') })
    .max(90, { error: vkey('invalid') }),
  lng: z
    .number({ error: vkey('invalid') })
    .min(-180, { error: vkey('invalid') })
    .max(180, { error: vkey('invalid') }),
  /** Metres (the phone's estimate). */
  accuracy: z
    .number({ error: vkey('invalid') })
    .min(0, { error: vkey('invalid') })
    .max(100_000)
    .nullish(),
  /** Metres per second. */
  speed: z
    .number({ error: vkey('invalid') })
    .min(0, { error: vkey('invalid') })
    .max(100)
    .nullish(),
  /** Degrees from north, clockwise. */
  heading: z
    .number({ error: vkey('invalid') })
    .min(0, { error: vkey('invalid') })
    .max(360)
    .nullish(),
  /** When the phone took it (ISO 8601 with its offset): batches arrive late and out of order. */
  recorded_at: z.iso.datetime({ offset: true, error: vkey('invalid') }),
});
export type TPositionPing = z.infer<typeof ZPositionPing>;

/** POST /api/driver/positions */
export const ZPositionBatch = z.object({
  positions: z
    .array(ZPositionPing, { error: vkey('invalid') })
    .min(1, { error: vkey('required') })
    .max(DRIVER_APP_LIMITS.batchMax, { error: vkey('tooBig') }),
});
export type TPositionBatch = z.input<typeof ZPositionBatch>;

export const ZPositionBatchResponse = z.object({
  /** Positions kept (one per driver per DRIVER_APP_LIMITS.positionEverySeconds; the others were thinned out). */
  stored: z.number(),
  /** The mission in progress they were recorded for, if any. */
  mission_id: z.string().nullable(),
});
export type TPositionBatchResponse = z.infer<typeof ZPositionBatchResponse>;

/** PUT /api/driver/status */
export const ZDriverStatusRequest = z.object({ online: z.boolean({ error: vkey('required') }) });
export type TDriverStatusRequest = z.input<typeof ZDriverStatusRequest>;

/** GET /api/driver/me: the driver, as the app shows its profile. */
export const ZDriverProfile = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string(),
  engine_plate: z.string(),
  trailer_plate: z.string().nullable(),
  online: z.boolean(),
  connected: z.boolean(),
  last_position_at: z.string().nullable(),
});
export type TDriverProfile = z.infer<typeof ZDriverProfile>;

// ---------------------------------------------------------------------------------------------
// Tracking, for the mission's two companies

export const ZTrackPoint = z.object({
  lat: z.number(),
  lng: z.number(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  recorded_at: z.string(),
});
export type TTrackPoint = z.infer<typeof ZTrackPoint>;

/** GET /api/missions/{id}/track: the trail, oldest first (the shipper sees it only while the mission is in progress). */
export const ZMissionTrack = z.object({
  mission_id: z.string(),
  /** False when there is nothing to show the caller (not started, finished — for the shipper). */
  visible: z.boolean(),
  positions: z.array(ZTrackPoint),
  driver: z
    .object({ first_name: z.string(), engine_plate: z.string().nullable(), trailer_plate: z.string().nullable() })
    .nullable(),
});
export type TMissionTrack = z.infer<typeof ZMissionTrack>;

/** What the hub sends on `trackingTopic(company)` when a position of a mission in progress arrives. */
export const ZTrackingEvent = z.object({ type: z.literal('position'), mission_id: z.string(), position: ZTrackPoint });
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>;
