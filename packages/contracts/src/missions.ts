import { z } from 'zod';
import { VEHICLE_CLASSES } from './routing/vehicle-classes';
import { OPTION_LISTS } from './catalogues/options';
import { ZContact, ZOffer } from './offers';
import { ZSearchQuery, listPage, pagingQuery } from './query';
import { hasNoControlCharacters, vkey } from './validation';

/** Missions: the transport a shipper chose a carrier for (spec 001 §2 mission detail, §4). */
export const MISSION_LIMITS = {
  cancelReasonMax: 500,
  /** Proof of delivery: photos or PDFs, checked from their bytes. */
  podFilesMax: 5,
  podFileMaxBytes: 10 * 1024 * 1024,
  podReservesMax: 500,
  podContestReasonMax: 500,
  ratingCommentMax: 500,
  /** The pickup handshake: a code of this many digits; this many wrong tries lock it. */
  pickupCodeLength: 6,
  pickupAttemptsMax: 5,
  /** The waiting at a site the proof of delivery declares, in minutes: up to three days. */
  waitingMinutesMax: 3 * 24 * 60,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

export const MISSION_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type TMissionStatus = (typeof MISSION_STATUSES)[number];

/** Every allowed move of a mission, and nothing else. */
export const MISSION_TRANSITIONS: Readonly<Record<TMissionStatus, readonly TMissionStatus[]>> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canTransitionMission(from: TMissionStatus, to: TMissionStatus): boolean {
  return MISSION_TRANSITIONS[from].includes(to);
}

/**
 * The charter (freight order) sent to the carrier on acceptance: confirmed by the carrier, or by
 * silence after DEAL_LIMITS.tacitAcceptanceMinutes; declined puts the offer back in exchange.
 */
export const CHARTER_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type TCharterStatus = (typeof CHARTER_STATUSES)[number];

/**
 * A proof of delivery (one round: round 1 is sent on finishing, each later one after the shipper
 * contested the one before): the shipper accepts or contests it; silence counts as accepted.
 */
export const POD_STATUSES = ['pending', 'accepted', 'contested'] as const;
export type TPodStatus = (typeof POD_STATUSES)[number];
export const POD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The `/missions` tabs (spec 000 §2): in progress holds scheduled and started missions; beyond the
 * spec's two, cancelled keeps the missions that ended early (declined charter, cancelled by either
 * side) in sight, with who ended them and why.
 */
export const MISSION_TABS = ['in_progress', 'completed', 'cancelled'] as const;
export type TMissionTab = (typeof MISSION_TABS)[number];

/** What happened to a mission, in order, for both sides' timeline. */
export const MISSION_EVENTS = [
  'created',
  'charter_confirmed',
  'charter_tacitly_confirmed',
  'charter_declined',
  'started',
  'completed',
  'pod_accepted',
  'pod_tacitly_accepted',
  'pod_contested',
  /** The carrier sent a new proof after the last one was contested (the timeline entry's `round`). */
  'pod_resent',
  'pickup_verified',
  'pickup_waived',
  'rated',
  'cancelled',
] as const;
export type TMissionEvent = (typeof MISSION_EVENTS)[number];

/** Who did it: one of the two companies, or the platform (tacit acceptance). */
export const MISSION_ACTORS = ['carrier', 'shipper', 'system'] as const;

/** GET /api/missions?tab=&page=&limit=&offer= (the carrier's). */
export const ZMissionListQuery = z.object({
  tab: z.enum(MISSION_TABS, { error: vkey('invalidChoice') }).default('in_progress'),
  ...pagingQuery(MISSION_LIMITS),
  /** The missions of one offer only (the carrier's offer page finds its mission this way). */
  offer: z.string().trim().min(1).max(32).optional(),
  /** A mission, charter or offer number, whole or its beginning ('MIS-26-0042', 'BA-26-0042', 'EXP-26-0042', '42'). */
  q: ZSearchQuery,
});
export type TMissionListQuery = z.input<typeof ZMissionListQuery>;

export const ZMissionIdParams = z.object({ id: z.guid({ error: vkey('invalid') }) });

const reasonText = (max: number) =>
  z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(max, { error: vkey('tooLong') });

export const ZCancelMissionRequest = z.object({ reason: reasonText(MISSION_LIMITS.cancelReasonMax) });
export type TCancelMissionRequest = z.input<typeof ZCancelMissionRequest>;

/** POST /api/missions/{id}/pod/contest */
export const ZContestPodRequest = z.object({ reason: reasonText(MISSION_LIMITS.podContestReasonMax) });

/**
 * A waiting time in whole minutes, from a multipart text field: empty is none (null), else 0 to
 * MISSION_LIMITS.waitingMinutesMax.
 */
const ZWaitingMinutes = z.preprocess(
  (value) =>
    value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
  z
    .number({ error: vkey('invalid') })
    .int({ error: vkey('invalid') })
    .min(0, { error: vkey('tooSmall') })
    .max(MISSION_LIMITS.waitingMinutesMax, { error: vkey('tooBig') })
    .nullable(),
);

/**
 * The text fields sent beside the files of POST /api/missions/{id}/finish and /pod (multipart):
 * the reserves, and the truck's waiting at the loading and the unloading site (issue 30: beyond the
 * handling allowance, the invoice bills it as immobilisation). Declared with the proof, they are
 * accepted or contested with it.
 */
export const ZFinishMissionFields = z.object({
  waiting_at_loading_minutes: ZWaitingMinutes.optional().transform((value) => value ?? null),
  waiting_at_unloading_minutes: ZWaitingMinutes.optional().transform((value) => value ?? null),
  reserves: z
    .string({ error: vkey('invalid') })
    .trim()
    .max(MISSION_LIMITS.podReservesMax, { error: vkey('tooLong') })
    .refine(hasNoControlCharacters, { error: vkey('controlCharacter') })
    .nullish()
    .transform((value) => value || null),
});

/** POST /api/missions/{id}/pickup: the code the carrier's driver shows when the truck arrives. */
export const ZPickupRequest = z.object({
  code: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .regex(/^\d{6}$/, { error: vkey('invalid') }),
});

/** POST /api/missions/{id}/rating: once per mission and side, after completion. */
export const ZRatingRequest = z.object({
  stars: z
    .number({ error: (issue) => (issue.input === undefined ? vkey('required') : vkey('invalid')) })
    .int({ error: vkey('invalid') })
    .min(1, { error: vkey('tooSmall') })
    .max(5, { error: vkey('tooBig') }),
  comment: z
    .string({ error: vkey('invalid') })
    .trim()
    .max(MISSION_LIMITS.ratingCommentMax, { error: vkey('tooLong') })
    .nullish()
    .transform((value) => value || null),
});
export type TRatingRequest = z.input<typeof ZRatingRequest>;

/** A company's ratings: shown beside its name in proposals and search results. */
export const ZCompanyRating = z.object({ average: z.number(), count: z.number() });

export const ZPodFileParams = z.object({
  id: z.guid({ error: vkey('invalid') }),
  fileId: z.guid({ error: vkey('invalid') }),
});

/** One round of the proof of delivery, as sent and as answered. */
export const ZPodRound = z.object({
  /** 1 for the proof sent on finishing, then 2, 3… for each one sent after a contest. */
  round: z.number().int().min(1),
  status: z.enum(POD_STATUSES),
  sent_at: z.string(),
  /** Past it, a pending proof counts as accepted. */
  due_at: z.string(),
  /** When it was accepted or contested (by the shipper, or by silence); null while pending. */
  decided_at: z.string().nullable(),
  reserves: z.string().nullable(),
  /** The waiting the carrier declared with this proof, in minutes; null when it declared none. */
  waiting_at_loading_minutes: z.number().nullable(),
  waiting_at_unloading_minutes: z.number().nullable(),
  contest_reason: z.string().nullable(),
  /** Download each from GET /api/missions/{id}/pod/{fileId}. */
  files: z.array(z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() })),
});
export type TPodRound = z.infer<typeof ZPodRound>;

/** The latest round (the one the shipper answers), and every round, oldest first, for the history. */
export const ZProofOfDelivery = ZPodRound.extend({ rounds: z.array(ZPodRound) });
export type TProofOfDelivery = z.infer<typeof ZProofOfDelivery>;

/** One side of the mission, with its rating as the other side sees it beside its name. */
const ZCompanyRef = z.object({ company_id: z.string(), name: z.string(), rating: ZCompanyRating.nullable() });

export const ZMissionTimelineEntry = z.object({
  event: z.enum(MISSION_EVENTS),
  at: z.string(),
  by: z.enum(MISSION_ACTORS),
  /** The cancellation's or the contest's reason. */
  reason: z.string().nullable(),
  /** The proof-of-delivery round an event of the proof is about (completed, pod_*); null otherwise. */
  round: z.number().int().nullable(),
});

export const ZMission = z.object({
  id: z.string(),
  /** The readable number ('MIS-26-0042'). */
  number: z.string(),
  /** The charter order's number: the mission's digits under the charter's prefix ('BA-26-0042'). */
  charter_number: z.string(),
  status: z.enum(MISSION_STATUSES),
  charter_status: z.enum(CHARTER_STATUSES),
  /** Past it, a pending charter counts as confirmed. */
  charter_due_at: z.string(),
  price: z.number(),
  currency: z.enum(OPTION_LISTS.currency),
  /** Which side the caller is on. */
  side: z.enum(['carrier', 'shipper']),
  carrier: ZCompanyRef,
  shipper: ZCompanyRef,
  /** The offer as it is now, references and e-protocol included (the carrier sees them at once). */
  offer: ZOffer,
  cancel_reason: z.string().nullable(),
  /** Which side ended it, once cancelled (a declined charter is the carrier's). */
  cancelled_by: z.enum(['carrier', 'shipper']).nullable(),
  /** Once the carrier finished the mission. */
  pod: ZProofOfDelivery.nullable(),
  /** The pickup code, for the carrier only (its driver shows it to the shipper); null for the shipper. */
  pickup_code: z.string().nullable(),
  /** When the shipper confirmed the pickup with the right code ('enlèvement vérifié'). */
  pickup_verified_at: z.string().nullable(),
  /** The shipper let the carrier start without the code: the check is waived for this mission. */
  pickup_waived_at: z.string().nullable(),
  /** Too many wrong codes: the pickup can no longer be verified by code (PICKUP_LOCKED). */
  pickup_locked: z.boolean(),
  /**
   * The carrier's driver on it (issue 29): first name and plates for both sides (the plates given
   * at start once started); the last name, the id and `busy` (on another live mission at the same
   * dates: flagged, not refused) for the carrier only.
   */
  driver: z
    .object({
      id: z.string().nullable(),
      first_name: z.string(),
      last_name: z.string().nullable(),
      engine_plate: z.string().nullable(),
      trailer_plate: z.string().nullable(),
      busy: z.boolean(),
    })
    .nullable(),
  /**
   * The mission's road distance and carbon footprint (issue 31), set at the deal: null when the
   * distance could not be estimated. `co2e_kg` is the load's share, well to wheel.
   */
  footprint: z
    .object({
      distance_km: z.number(),
      distance_source: z.enum(['estimate', 'osrm', 'odometer']),
      vehicle_class: z.enum(VEHICLE_CLASSES),
      co2e_kg: z.number(),
    })
    .nullable(),
  /** The rating the caller's company gave on this mission, if any. */
  my_rating: z.object({ stars: z.number(), comment: z.string().nullable() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionDetail = ZMission.extend({
  timeline: z.array(ZMissionTimelineEntry),
  /** Who to call on the other side: the shipper's publisher for the carrier, the carrier's proposer for the shipper. */
  contact: ZContact.nullable(),
});
export type TMissionDetail = z.infer<typeof ZMissionDetail>;

export const ZMissionListResponse = listPage(ZMission);
export type TMissionListResponse = z.infer<typeof ZMissionListResponse>;

/** PUT /api/missions/{id}/driver: the carrier names its driver, or none, until the mission starts. */
export const ZAssignDriverRequest = z.object({
  driver_id: z.guid({ error: vkey('invalidChoice') }).nullable(),
});
export type TAssignDriverRequest = z.input<typeof ZAssignDriverRequest>;
