import type { TEmailNotificationKind } from './email-notifications';
import type { TNotificationType } from './enums';
import type { TNotificationData } from './notifications';

/**
 * Every notification event, once, for both sides (ARCHITECTURE.md §6; spec 000 §2 gives the
 * targets): the server sends one by its key (`notificationOf`), the web words and links what it
 * receives by finding its event (`notificationEventOf`). A type can carry several events, told apart
 * by the fixed data they carry (`status`, `updatetype`, `action`).
 *
 * - `type`: the number on the wire (0–9 of ARCHITECTURE.md §6; 10 and 11 of issue 28).
 * - `data`: the fixed data the event carries, beside the offer's uid and the names sent with it.
 * - `recipient`: who hears of it: the shipper, the carrier, or any user (account events).
 * - `target`: where a click on it leads (`{offre_uid}` is the offer's uid, `{search_id}` and
 *   `{truck_id}` the saved search's and the truck's ids); null: never listed.
 * - `names`: the field of the data naming who caused it (the text's `_named` variant), or null.
 * - `text`: its text, under the web's `notifications.text.` keys (and in its e-mail copy).
 * - `email`: the kind of e-mail notification it is, which the user turns on or off.
 *
 * The first event of each type is its fallback: a notification whose data matches none of its
 * type's events (an unknown status, no `updatetype`) is worded and linked as that one.
 */
export const NOTIFICATION_EVENTS = {
  proposalReceived: {
    type: 0,
    data: {},
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'newProposal',
    email: 'proposals',
  },
  proposalAccepted: {
    type: 1,
    data: {},
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'proposalAccepted',
    email: 'proposals',
  },
  proposalRefused: {
    type: 2,
    data: {},
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'proposalRefused',
    email: 'proposals',
  },
  offerChanged: {
    type: 3,
    data: { updatetype: 'other' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'offerChanged.other',
    email: 'deals',
  },
  offerPriceChanged: {
    type: 3,
    data: { updatetype: 'price' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'offerChanged.price',
    email: 'deals',
  },
  offerReferenceChanged: {
    type: 3,
    data: { updatetype: 'reference' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'offerChanged.reference',
    email: 'deals',
  },
  offerDateChanged: {
    type: 3,
    data: { updatetype: 'date' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'offerChanged.date',
    email: 'deals',
  },
  offerAcceptedAtPrice: {
    type: 4,
    data: {},
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'acceptedAtPrice',
    email: 'proposals',
  },
  missionStarted: {
    type: 5,
    data: { status: 3 },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.inProgress',
    email: 'deals',
  },
  missionCompleted: {
    type: 5,
    data: { status: 4 },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.completed',
    email: 'deals',
  },
  missionCancelled: {
    type: 5,
    data: { status: 5 },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.cancelled',
    email: 'deals',
  },
  /** The carrier confirmed the order confirmation (bon d'affrètement). */
  charterConfirmed: {
    type: 5,
    data: { action: 'charter_confirmed' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.charterConfirmed',
    email: 'deals',
  },
  /** The carrier declined the order confirmation: the mission is cancelled. */
  charterDeclined: {
    type: 5,
    data: { status: 5, action: 'charter_declined' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.charterDeclined',
    email: 'deals',
  },
  /** Nobody answered the charter in time: the platform confirmed it (DEAL_LIMITS.tacitAcceptanceMinutes). */
  charterTacitlyConfirmed: {
    type: 5,
    data: { action: 'charter_tacitly_confirmed' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.charterTacitlyConfirmed',
    email: 'deals',
  },
  /** The shipper let the proof of delivery's time pass: the platform accepted it. */
  podTacitlyAccepted: {
    type: 5,
    data: { action: 'pod_tacitly_accepted' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.podTacitlyAccepted',
    email: 'deals',
  },
  /** The carrier rated the shipper's company on a completed mission. */
  ratedByCarrier: {
    type: 5,
    data: { action: 'rated' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.rated',
    email: 'deals',
  },
  /** Nobody took a private offer in time: the cascade put it in the public exchange (issue 27). */
  privateOfferMadePublic: {
    type: 5,
    data: { action: 'made_public' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: null,
    text: 'mission.madePublic',
    email: 'deals',
  },
  /** The carrier sent a new proof of delivery after the shipper contested the last one. */
  podResent: {
    type: 5,
    data: { status: 4, action: 'pod_resent' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.podResent',
    email: 'deals',
  },
  /**
   * The carrier e-mailed an issued invoice of the mission to the shipper's billing address (issue
   * 30; sent again on a resend): the shipment lists it, with its PDF.
   */
  invoiceSent: {
    type: 5,
    data: { action: 'invoice_sent' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.invoiceSent',
    email: 'invoices',
  },
  /**
   * The carrier reminded the shipper of an unsettled invoice (issue 30), by hand or by its automatic
   * reminders at the due date + 7 and + 30 days: the mail carries the PDF again.
   */
  invoiceReminder: {
    type: 5,
    data: { action: 'invoice_reminder' },
    recipient: 'shipper',
    target: '/expeditions/{offre_uid}',
    names: 'transporteurname',
    text: 'mission.invoiceReminder',
    email: 'invoices',
  },
  offerAssignedToAnother: {
    type: 6,
    data: {},
    recipient: 'carrier',
    target: '/offres',
    names: null,
    text: 'assignedToAnother',
    email: 'deals',
  },
  privateOffer: {
    type: 7,
    data: {},
    recipient: 'carrier',
    target: '/private',
    names: 'expediteurname',
    text: 'privateOffer',
    email: 'matchingOffers',
  },
  /** Who started or finished the shipment is not the shipper: only a cancellation is theirs to sign. */
  shipmentStarted: {
    type: 8,
    data: { status: 3 },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: null,
    text: 'shipment.inProgress',
    email: 'deals',
  },
  shipmentCompleted: {
    type: 8,
    data: { status: 4 },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: null,
    text: 'shipment.completed',
    email: 'deals',
  },
  shipmentCancelled: {
    type: 8,
    data: { status: 5 },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.cancelled',
    email: 'deals',
  },
  /** The shipper deleted the offer rather than cancelled it. */
  shipmentDeleted: {
    type: 8,
    data: { status: 5, action: 'deleted' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.deleted',
    email: 'deals',
  },
  /** The shipper typed the right pickup code: the carrier may start. */
  pickupVerified: {
    type: 8,
    data: { action: 'pickup_verified' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.pickupVerified',
    email: 'deals',
  },
  /** The shipper waived the pickup check: the carrier may start without it. */
  pickupWaived: {
    type: 8,
    data: { action: 'pickup_waived' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.pickupWaived',
    email: 'deals',
  },
  podAccepted: {
    type: 8,
    data: { status: 4, action: 'pod_accepted' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.podAccepted',
    email: 'deals',
  },
  podContested: {
    type: 8,
    data: { status: 4, action: 'pod_contested' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.podContested',
    email: 'deals',
  },
  /** The carrier let the charter's time pass: the platform confirmed it, the mission is firm. */
  shipmentCharterTacitlyConfirmed: {
    type: 8,
    data: { action: 'charter_tacitly_confirmed' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: null,
    text: 'shipment.charterTacitlyConfirmed',
    email: 'deals',
  },
  shipmentPodTacitlyAccepted: {
    type: 8,
    data: { status: 4, action: 'pod_tacitly_accepted' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.podTacitlyAccepted',
    email: 'deals',
  },
  /** The shipper rated the carrier's company on a completed mission. */
  ratedByShipper: {
    type: 8,
    data: { action: 'rated' },
    recipient: 'carrier',
    target: '/offres/{offre_uid}',
    names: 'expediteurname',
    text: 'shipment.rated',
    email: 'deals',
  },
  /** Account events (document verified, refused or expiring): pushed, never listed nor counted. */
  accountEvent: {
    type: 9,
    data: {},
    recipient: 'user',
    target: null,
    names: null,
    text: 'account',
    email: 'documents',
  },
  /**
   * A verified document of the company expires within 30, then within 7 days (the documents'
   * sweep, issue 26). Its data names the document (`document`, a legal document type) and its last
   * valid day (`expires_at`), which the e-mail copy writes out.
   */
  documentExpiring: {
    type: 9,
    data: { action: 'document_expiring' },
    recipient: 'user',
    target: null,
    names: null,
    text: 'documentExpiring',
    email: 'documents',
  },
  /** A verified document of the company passed its expiry date: what it covers is closed until a new one is verified. */
  documentExpired: {
    type: 9,
    data: { action: 'document_expired' },
    recipient: 'user',
    target: null,
    names: null,
    text: 'documentExpired',
    email: 'documents',
  },
  /**
   * New offers found by a saved search whose alerts are on (issue 28): at most one every 10 minutes
   * per search, `count` telling how many came (`offre_uid`: the newest). Leads to the search.
   */
  savedSearchAlert: {
    type: 10,
    data: { action: 'saved_search' },
    recipient: 'carrier',
    target: '/freights?search={search_id}',
    names: null,
    text: 'savedSearchAlert',
    email: 'matchingOffers',
  },
  /** New offers that fit a truck whose alerts are on: leads to the truck's loads. */
  truckAlert: {
    type: 10,
    data: { action: 'truck' },
    recipient: 'carrier',
    target: '/trucks/my?truck={truck_id}',
    names: null,
    text: 'truckAlert',
    email: 'matchingOffers',
  },
  /**
   * A truck visible for a day is asked about once a day: the bell offers to keep it or hide it in
   * one click (`POST /api/trucks/{id}/still-available`).
   */
  truckStillAvailable: {
    type: 11,
    data: { action: 'truck_still_available' },
    recipient: 'carrier',
    target: '/trucks/my?truck={truck_id}',
    names: null,
    text: 'truckStillAvailable',
    email: 'matchingOffers',
  },
} as const satisfies Record<string, TNotificationEventSpec>;

export type TNotificationRecipient = 'shipper' | 'carrier' | 'user';
export type TNotificationTarget =
  | '/expeditions/{offre_uid}'
  | '/offres/{offre_uid}'
  | '/offres'
  | '/private'
  | '/freights?search={search_id}'
  | '/trucks/my?truck={truck_id}';

type TNotificationEventSpec = {
  type: TNotificationType;
  data: Readonly<Pick<TNotificationData, 'status' | 'updatetype' | 'action'>>;
  recipient: TNotificationRecipient;
  target: TNotificationTarget | null;
  names: 'transporteurname' | 'expediteurname' | null;
  text: string;
  /** The e-mail notification setting that decides whether its e-mail copy goes (email-notifications.ts). */
  email: TEmailNotificationKind;
};

export type TNotificationEventKey = keyof typeof NOTIFICATION_EVENTS;
export type TNotificationEvent = (typeof NOTIFICATION_EVENTS)[TNotificationEventKey];

/** What a service hands to `notify`: the event's type and its data. */
export type TNotificationMessage = { type: TNotificationType; data: TNotificationData };

/** The data a sender adds to an event's own: the offer's uid, who caused it, their logo. */
export type TNotificationEventData = Omit<TNotificationData, 'status' | 'updatetype' | 'action'>;

/** The type and data of an event, for `notify`: its fixed data with what the sender adds. */
export function notificationOf(key: TNotificationEventKey, data: TNotificationEventData = {}): TNotificationMessage {
  const event: TNotificationEventSpec = NOTIFICATION_EVENTS[key];
  return { type: event.type, data: { ...data, ...event.data } };
}

/** The event of each kind of change to an offer (type 3). */
export const OFFER_CHANGE_EVENTS = {
  price: 'offerPriceChanged',
  reference: 'offerReferenceChanged',
  date: 'offerDateChanged',
  other: 'offerChanged',
} as const satisfies Record<NonNullable<TNotificationData['updatetype']>, TNotificationEventKey>;

const EVENTS = Object.values(NOTIFICATION_EVENTS) as readonly TNotificationEvent[];

function fixedDataMatches(event: TNotificationEvent, data: TNotificationData): boolean {
  return Object.entries(event.data).every(([field, value]) => data[field as keyof TNotificationData] === value);
}

/**
 * The event a received notification is: of its type, the one with its `action` if any, else the
 * one whose fixed data it carries, else the type's first (its fallback).
 */
export function notificationEventOf({ type, data }: TNotificationMessage): TNotificationEvent {
  const ofType = EVENTS.filter((event) => event.type === type);
  const byAction = data.action
    ? ofType.find((event) => 'action' in event.data && event.data.action === data.action)
    : undefined;
  return (
    byAction ??
    ofType.find((event) => !('action' in event.data) && fixedDataMatches(event, data)) ??
    ofType[0] ??
    NOTIFICATION_EVENTS.accountEvent
  );
}
