/**
 * The private exchange (issue 27; spec 000 §2 /private-bourse, spec 001 §1–§4): a shipper's own
 * network of carriers, optionally in named groups; private offers that reach only the audience the
 * shipper chose; the cascade to the public exchange when nobody took one in time.
 *
 * Shipper side (module private_freight, documents verified): the carrier directory, the network,
 * its groups and e-mail invitations. Carrier side (documents verified): the shippers that have it in
 * their network, which it may leave.
 */
import { z } from 'zod';
import { ZEmail } from './auth';
import { ONBOARDING_TRUCK_TYPES } from './catalogues/vehicles';
import { queryBoolean, queryChoice, queryNumber, queryText } from './freights';
import { listPage, pagingQuery } from './query';
import { vkey } from './validation';

export const PRIVATE_EXCHANGE_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  radiusMaxKm: 500,
  groupNameMax: 60,
  /** Groups of one shipper. */
  groupsMax: 50,
  /** Carriers in one shipper's network. */
  networkMax: 1000,
  /** Invitations waiting for an answer, per shipper. */
  invitationsPendingMax: 100,
  /** Invitations one user sends in an hour. */
  invitationsPerHour: 30,
  /** An invitation link works this long. */
  invitationDays: 14,
  /** Missions of the last so many days make a carrier's "recent missions" zones in the directory. */
  recentMissionDays: 180,
} as const;

/** The directory's orders: best rating first (spec 001 §2), or by name. */
export const CARRIER_DIRECTORY_ORDERS = ['rating', 'name'] as const;
export type TCarrierDirectoryOrder = (typeof CARRIER_DIRECTORY_ORDERS)[number];

/**
 * `GET /api/private-exchange/carriers`: the carrier directory. `q` a company name (any part of it);
 * `place_id` with `radius` the carriers based, with trucks or with recent missions within the
 * radius of a wilaya, commune or postal code's place; `truckType` a vehicle type of the carrier's
 * fleet; `documentsValid` only carriers whose documents are verified and unexpired; `minRating`
 * (1–5) only carriers rated at least that; `inNetwork` only those in (true) or out of (false) the
 * caller's network.
 */
export const ZCarrierDirectoryQuery = z
  .object({
    q: queryText(100),
    place_id: queryText(64),
    radius: queryNumber({ min: 1, max: PRIVATE_EXCHANGE_LIMITS.radiusMaxKm, int: true, unit: 'kilometer' }),
    truckType: queryChoice(ONBOARDING_TRUCK_TYPES),
    documentsValid: queryBoolean,
    minRating: queryNumber({ min: 1, max: 5 }),
    inNetwork: queryBoolean,
    order: queryChoice(CARRIER_DIRECTORY_ORDERS),
    ...pagingQuery(PRIVATE_EXCHANGE_LIMITS),
  })
  .superRefine((query, context) => {
    if (query.radius && !query.place_id) {
      context.addIssue({ code: 'custom', path: ['place_id'], message: vkey('required') });
    }
  });
export type TCarrierDirectoryQuery = z.input<typeof ZCarrierDirectoryQuery>;
export type TCarrierDirectoryParams = z.output<typeof ZCarrierDirectoryQuery>;

/** A zone a carrier serves, as its business details name it: a country and, optionally, a wilaya. */
export const ZCarrierZone = z.object({ country: z.string(), stateCode: z.string().nullable() });

/** A carrier as the directory and the network show it to a shipper. */
export const ZNetworkCarrier = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  /** 'Documents vérifiés jusqu'au' (ISO date), or null when its documents are not all verified. */
  documentsValidUntil: z.string().nullable(),
  /** Vehicle types of its fleet (ONBOARDING_TRUCK_TYPES values). */
  truckTypes: z.array(z.string()),
  /** Where it loads and unloads, as its business details say. */
  zones: z.array(ZCarrierZone),
  /** Missions it has done or is doing for the caller's company. */
  missionsWithYou: z.number(),
  inNetwork: z.boolean(),
  /** The caller's groups it is in (ids). */
  groupIds: z.array(z.string()),
  /** When it joined the caller's network (ISO 8601), or null. */
  addedAt: z.string().nullable(),
});
export type TNetworkCarrier = z.infer<typeof ZNetworkCarrier>;

export const ZCarrierDirectoryResponse = listPage(ZNetworkCarrier);
export type TCarrierDirectoryResponse = z.infer<typeof ZCarrierDirectoryResponse>;

const groupName = z
  .string({ error: vkey('required') })
  .trim()
  .min(1, { error: vkey('required') })
  .max(PRIVATE_EXCHANGE_LIMITS.groupNameMax, { error: vkey('tooLong') });

const groupIds = z.array(z.guid({ error: vkey('invalid') })).max(PRIVATE_EXCHANGE_LIMITS.groupsMax, {
  error: vkey('tooBig'),
});

/** A named group of the shipper's network ('Frigorifique Est'). */
export const ZNetworkGroup = z.object({
  id: z.string(),
  name: z.string(),
  carrierIds: z.array(z.string()),
});
export type TNetworkGroup = z.infer<typeof ZNetworkGroup>;

/** `POST /api/private-exchange/groups`, `PUT /api/private-exchange/groups/{id}`. */
export const ZNetworkGroupRequest = z.object({ name: groupName });
export type TNetworkGroupRequest = z.infer<typeof ZNetworkGroupRequest>;

/** An e-mail invitation not answered yet (or answered by a company whose account is not active yet). */
export const ZNetworkInvitation = z.object({
  id: z.string(),
  email: z.string(),
  groupIds: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** `sent`: waiting for a sign-up; `signed_up`: the carrier signed up, and joins once its account is active. */
  status: z.enum(['sent', 'signed_up']),
});
export type TNetworkInvitation = z.infer<typeof ZNetworkInvitation>;

/** `GET /api/private-exchange/network`: the shipper's network, its groups and its open invitations. */
export const ZNetworkResponse = z.object({
  carriers: z.array(ZNetworkCarrier),
  groups: z.array(ZNetworkGroup),
  invitations: z.array(ZNetworkInvitation),
});
export type TNetworkResponse = z.infer<typeof ZNetworkResponse>;

/** `POST /api/private-exchange/network`: a carrier of the directory joins the network, in these groups. */
export const ZAddToNetworkRequest = z.object({
  carrierId: z.guid({ error: vkey('invalid') }),
  groupIds: groupIds.default([]),
});
export type TAddToNetworkRequest = z.input<typeof ZAddToNetworkRequest>;

/** `PUT /api/private-exchange/network/{carrierId}`: the groups a carrier of the network is in. */
export const ZNetworkMemberRequest = z.object({ groupIds });
export type TNetworkMemberRequest = z.infer<typeof ZNetworkMemberRequest>;

/** `POST /api/private-exchange/invitations`: a carrier not on Tariq is invited by e-mail. */
export const ZNetworkInvitationRequest = z.object({ email: ZEmail, groupIds: groupIds.default([]) });
export type TNetworkInvitationRequest = z.input<typeof ZNetworkInvitationRequest>;

/** `GET /api/auth/network-invitation?token=`: what the sign-up page shows of an invitation. */
export const ZNetworkInvitationInfo = z.object({ shipperName: z.string(), email: z.string() });
export type TNetworkInvitationInfo = z.infer<typeof ZNetworkInvitationInfo>;

/** `POST /api/private-exchange/invitations/accept`: a carrier already on Tariq accepts with its account. */
export const ZAcceptNetworkInvitationRequest = z.object({
  token: z
    .string({ error: vkey('required') })
    .min(1, { error: vkey('required') })
    .max(200, { error: vkey('invalid') }),
});

/** A shipper that has the caller (a carrier) in its network. */
export const ZNetworkShipper = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  addedAt: z.string(),
});
export type TNetworkShipper = z.infer<typeof ZNetworkShipper>;
export const ZNetworkShipperList = z.object({ data: z.array(ZNetworkShipper) });
export type TNetworkShipperList = z.infer<typeof ZNetworkShipperList>;
