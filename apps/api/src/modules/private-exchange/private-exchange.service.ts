import { ACCESS_RULES, PRIVATE_EXCHANGE_LIMITS, notificationOf } from '@tariq/contracts';
import type {
  TCarrierDirectoryParams,
  TCarrierDirectoryResponse,
  TNetworkCarrier,
  TNetworkGroup,
  TNetworkInvitation,
  TNetworkInvitationInfo,
  TNetworkResponse,
  TNetworkShipper,
  TPrivateAudience,
} from '@tariq/contracts';
import type { TTx } from '../../db/client';
import type { TZone } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { queueMails } from '../mail';
import { notify } from '../notifications';
import { findPlaceIdsWithin, getPlaceSnapshot } from '../places';
import { networkInvitationMail } from './network-mails';
import {
  cancelInvitation,
  countGroups,
  countNetwork,
  countOpenInvitations,
  deleteGroup,
  deleteNetworkMember,
  findActiveUserIds,
  findCompanyByUserEmail,
  findInviter,
  findDirectoryCarrier,
  findDirectoryPage,
  findGroups,
  findInvitationByTokenHash,
  findMemberships,
  findNetworkCarriers,
  findOpenInvitations,
  findOwnGroupAndCarrierIds,
  findShippersOfCarrier,
  findSignedUpInvitations,
  groupNameTaken,
  insertGroup,
  insertNetworkMember,
  invitationSignedUp,
  lockNetwork,
  markInvitationJoined,
  markInvitationSignedUp,
  renameGroup,
  replaceMemberships,
  replaceOfferAudiences,
  resolveAudience,
  upsertInvitation,
} from './private-exchange.repository';
import type {
  TDirectoryCriteria,
  TDirectoryRow,
  TNetworkGroupRow,
  TNetworkInvitationRow,
} from './private-exchange.repository';

/** The shipper's side: module private_freight, documents verified. */
const SHIPPER_RULE = ACCESS_RULES.shipperPrivateExchange;
/** The carrier's side: any carrier whose documents are verified. */
const CARRIER_RULE = ACCESS_RULES.carrierExchange;

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Mapping

function zonesOf(row: TDirectoryRow): TNetworkCarrier['zones'] {
  const seen = new Map<string, TNetworkCarrier['zones'][number]>();
  for (const zone of [...(row.pickupZones ?? []), ...(row.deliveryZones ?? [])] as TZone[]) {
    const stateCode = zone.stateId ?? null;
    seen.set(`${zone.country}|${stateCode ?? ''}`, { country: zone.country, stateCode });
  }
  return [...seen.values()];
}

function toCarrier(row: TDirectoryRow, memberships: Map<string, string[]>): TNetworkCarrier {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    rating: {
      average: row.ratingAverage === null ? null : Number(row.ratingAverage),
      count: row.ratingCount,
    },
    documentsValidUntil: row.documentsValidUntil,
    truckTypes: row.trucksTypes ?? [],
    zones: zonesOf(row),
    missionsWithYou: row.missionsWithYou,
    inNetwork: row.addedAt !== null,
    groupIds: memberships.get(row.id) ?? [],
    addedAt: row.addedAt ? row.addedAt.toISOString() : null,
  };
}

function toGroup(row: TNetworkGroupRow, memberships: Map<string, string[]>): TNetworkGroup {
  const carrierIds = [...memberships.entries()]
    .filter(([, groups]) => groups.includes(row.id))
    .map(([carrierId]) => carrierId);
  return { id: row.id, name: row.name, carrierIds };
}

function toInvitation(row: TNetworkInvitationRow): TNetworkInvitation {
  return {
    id: row.id,
    email: row.email,
    groupIds: row.groupIds,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.signedUpAt ? 'signed_up' : 'sent',
  };
}

// ---------------------------------------------------------------------------------------------
// The directory

/** GET /api/private-exchange/carriers: active carriers, filtered and sorted (best rating first). */
export async function searchCarrierDirectory(
  ctx: TAppContext,
  options: { auth: TAuth; query: TCarrierDirectoryParams },
): Promise<TCarrierDirectoryResponse> {
  const { auth, query } = options;
  assertAccess(auth, SHIPPER_RULE);
  const now = ctx.clock.now();
  return ctx.db.read(async (db) => {
    const criteria: TDirectoryCriteria = {
      shipperCompanyId: auth.companyId,
      q: query.q,
      truckType: query.truckType,
      documentsValid: query.documentsValid,
      minRating: query.minRating,
      inNetwork: query.inNetwork,
      recentSince: new Date(now.getTime() - PRIVATE_EXCHANGE_LIMITS.recentMissionDays * DAY_MS),
    };
    if (query.place_id) {
      const place = await getPlaceSnapshot(db, query.place_id);
      if (!place) throw new AppError('VALIDATION', { fields: { place_id: { key: 'invalid' } } });
      if (query.radius) criteria.placeIds = await findPlaceIdsWithin(ctx, db, { place, radiusKm: query.radius });
      // Without a radius: a commune is itself, a wilaya every place in it.
      else if (place.cityId) criteria.placeIds = [place.placeId];
      else criteria.statePrefix = place.placeId;
    }
    const { page, limit } = query;
    const [{ rows, count }, memberships] = await Promise.all([
      findDirectoryPage(db, { criteria, order: query.order ?? 'rating', limit, offset: (page - 1) * limit }),
      findMemberships(db, auth.companyId),
    ]);
    return {
      data: rows.map((row) => toCarrier(row, memberships)),
      page,
      total_pages: Math.ceil(count / limit),
      count,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The network

/** GET /api/private-exchange/network: the shipper's carriers, groups and open invitations. */
export async function getNetwork(ctx: TAppContext, options: { auth: TAuth }): Promise<TNetworkResponse> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const now = ctx.clock.now();
  return ctx.db.read(async (db) => {
    const [carriers, groups, memberships, invitations] = await Promise.all([
      findNetworkCarriers(db, auth.companyId),
      findGroups(db, auth.companyId),
      findMemberships(db, auth.companyId),
      findOpenInvitations(db, auth.companyId, now),
    ]);
    return {
      carriers: carriers.map((row) => toCarrier(row, memberships)),
      groups: groups.map((row) => toGroup(row, memberships)),
      invitations: invitations.map(toInvitation),
    };
  });
}

/** Every id is one of the shipper's groups, else a field error naming the list. */
async function assertOwnGroups(tx: TTx, shipperCompanyId: string, groupIds: string[], field: string): Promise<void> {
  const unique = [...new Set(groupIds)];
  const own = await findOwnGroupAndCarrierIds(tx, { shipperCompanyId, groups: unique, carriers: [] });
  if (own.groups.size !== unique.length) throw new AppError('VALIDATION', { fields: { [field]: { key: 'invalid' } } });
}

async function networkCarrier(tx: TTx, shipperCompanyId: string, carrierId: string): Promise<TNetworkCarrier> {
  const [row, memberships] = await Promise.all([
    findDirectoryCarrier(tx, shipperCompanyId, carrierId),
    findMemberships(tx, shipperCompanyId),
  ]);
  return toCarrier(row!, memberships);
}

/** Adds a carrier to the network (in these groups), within the network's limit; nothing when it is in already. */
async function addMember(
  tx: TTx,
  params: { shipperCompanyId: string; carrierCompanyId: string; groupIds: string[]; userId: string | null; now: Date },
): Promise<void> {
  await lockNetwork(tx, params.shipperCompanyId);
  const added = await insertNetworkMember(tx, {
    shipperCompanyId: params.shipperCompanyId,
    carrierCompanyId: params.carrierCompanyId,
    addedByUserId: params.userId,
    now: params.now,
  });
  if (added && (await countNetwork(tx, params.shipperCompanyId)) > PRIVATE_EXCHANGE_LIMITS.networkMax) {
    throw new AppError('NETWORK_LIMIT', { params: { max: PRIVATE_EXCHANGE_LIMITS.networkMax } });
  }
  const memberships = await findMemberships(tx, params.shipperCompanyId);
  const groupIds = [...new Set([...(memberships.get(params.carrierCompanyId) ?? []), ...params.groupIds])];
  await replaceMemberships(tx, { ...params, groupIds });
}

/** POST /api/private-exchange/network: a carrier of the directory joins the network, in these groups (added to those it has). */
export async function addToNetwork(
  ctx: TAppContext,
  options: { auth: TAuth; carrierId: string; groupIds: string[] },
): Promise<TNetworkCarrier> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await findDirectoryCarrier(tx, auth.companyId, options.carrierId))) throw new AppError('NOT_FOUND');
    await assertOwnGroups(tx, auth.companyId, options.groupIds, 'groupIds');
    await addMember(tx, {
      shipperCompanyId: auth.companyId,
      carrierCompanyId: options.carrierId,
      groupIds: options.groupIds,
      userId: auth.userId,
      now,
    });
    return networkCarrier(tx, auth.companyId, options.carrierId);
  });
}

/** PUT /api/private-exchange/network/{carrierId}: the groups a carrier of the network is in. 404 when not in it. */
export async function setCarrierGroups(
  ctx: TAppContext,
  options: { auth: TAuth; carrierId: string; groupIds: string[] },
): Promise<TNetworkCarrier> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  return ctx.db.transaction(async (tx) => {
    const own = await findOwnGroupAndCarrierIds(tx, {
      shipperCompanyId: auth.companyId,
      groups: [],
      carriers: [options.carrierId],
    });
    if (!own.carriers.has(options.carrierId)) throw new AppError('NOT_FOUND');
    await assertOwnGroups(tx, auth.companyId, options.groupIds, 'groupIds');
    await replaceMemberships(tx, {
      shipperCompanyId: auth.companyId,
      carrierCompanyId: options.carrierId,
      groupIds: [...new Set(options.groupIds)],
    });
    return networkCarrier(tx, auth.companyId, options.carrierId);
  });
}

/**
 * DELETE /api/private-exchange/network/{carrierId}: the carrier leaves the network and its groups;
 * from then on it sees none of the shipper's private offers, those published before included.
 */
export async function removeFromNetwork(ctx: TAppContext, options: { auth: TAuth; carrierId: string }): Promise<void> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const removed = await ctx.db.transaction((tx) =>
    deleteNetworkMember(tx, { shipperCompanyId: auth.companyId, carrierCompanyId: options.carrierId }),
  );
  if (!removed) throw new AppError('NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// Groups

function nameTaken(): AppError {
  return new AppError('VALIDATION', { fields: { name: { key: 'groupNameTaken' } } });
}

/** POST /api/private-exchange/groups */
export async function createGroup(ctx: TAppContext, options: { auth: TAuth; name: string }): Promise<TNetworkGroup> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockNetwork(tx, auth.companyId);
    if (await groupNameTaken(tx, { shipperCompanyId: auth.companyId, name: options.name })) throw nameTaken();
    if ((await countGroups(tx, auth.companyId)) >= PRIVATE_EXCHANGE_LIMITS.groupsMax) {
      throw new AppError('NETWORK_LIMIT', { params: { max: PRIVATE_EXCHANGE_LIMITS.groupsMax } });
    }
    const row = await insertGroup(tx, { shipperCompanyId: auth.companyId, name: options.name, now });
    return { id: row.id, name: row.name, carrierIds: [] };
  });
}

/** PUT /api/private-exchange/groups/{id}: renames it. */
export async function updateGroup(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; name: string },
): Promise<TNetworkGroup> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  return ctx.db.transaction(async (tx) => {
    await lockNetwork(tx, auth.companyId);
    if (await groupNameTaken(tx, { shipperCompanyId: auth.companyId, name: options.name, exceptId: options.id })) {
      throw nameTaken();
    }
    const row = await renameGroup(tx, { shipperCompanyId: auth.companyId, id: options.id, name: options.name });
    if (!row) throw new AppError('NOT_FOUND');
    return toGroup(row, await findMemberships(tx, auth.companyId));
  });
}

/** DELETE /api/private-exchange/groups/{id}: its carriers stay in the network. */
export async function removeGroup(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const removed = await ctx.db.transaction((tx) => deleteGroup(tx, { shipperCompanyId: auth.companyId, id: options.id }));
  if (!removed) throw new AppError('NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// Invitations

const limiters = defineInstanceState('private-exchange.invitation-limits', (ctx) => ({
  perUser: createRateLimiter({
    clock: ctx.clock,
    points: PRIVATE_EXCHANGE_LIMITS.invitationsPerHour,
    windowMs: 3600_000,
  }),
}));

/**
 * POST /api/private-exchange/invitations: a carrier not on Tariq gets a sign-up link, in the
 * inviter's language; inviting the same address again renews it. An address that has an account
 * is refused: a carrier is added from the directory.
 */
export async function inviteCarrier(
  ctx: TAppContext,
  options: { auth: TAuth; email: string; groupIds: string[] },
): Promise<TNetworkInvitation> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const { perUser } = limiters.of(ctx);
  const wait = perUser.waitMs(auth.userId);
  if (wait > 0) throw tooManyRequests(wait);
  perUser.hit(auth.userId);
  const email = options.email.toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await findCompanyByUserEmail(tx, email);
    if (existing) {
      throw new AppError(existing.kind === 'carrier' ? 'CARRIER_ON_TARIQ' : 'ACCOUNT_EXISTS', {
        fields: { email: { key: existing.kind === 'carrier' ? 'carrierOnTariq' : 'accountExists' } },
      });
    }
    await lockNetwork(tx, auth.companyId);
    await assertOwnGroups(tx, auth.companyId, options.groupIds, 'groupIds');
    if (await invitationSignedUp(tx, { shipperCompanyId: auth.companyId, email })) {
      throw new AppError('CONFLICT');
    }
    const pending = await countOpenInvitations(tx, { shipperCompanyId: auth.companyId, exceptEmail: email, now });
    if (pending >= PRIVATE_EXCHANGE_LIMITS.invitationsPendingMax) {
      throw new AppError('INVITATION_LIMIT', { params: { max: PRIVATE_EXCHANGE_LIMITS.invitationsPendingMax } });
    }
    const { token, hash } = createOpaqueToken();
    const row = await upsertInvitation(tx, {
      shipperCompanyId: auth.companyId,
      email,
      groupIds: [...new Set(options.groupIds)],
      invitedById: auth.userId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + PRIVATE_EXCHANGE_LIMITS.invitationDays * DAY_MS),
      now,
    });
    const inviter = (await findInviter(tx, auth.userId))!;
    const mail = networkInvitationMail(auth.language, {
      inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
      company: inviter.company,
      days: PRIVATE_EXCHANGE_LIMITS.invitationDays,
      link: `${ctx.config.publicUrl}/register?network=${encodeURIComponent(token)}`,
    });
    await queueMails(tx, [{ to: email, ...mail }], now);
    return toInvitation(row);
  });
}

/** DELETE /api/private-exchange/invitations/{id}: its link stops working. */
export async function cancelCarrierInvitation(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  const { auth } = options;
  assertAccess(auth, SHIPPER_RULE);
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction((tx) =>
    cancelInvitation(tx, { shipperCompanyId: auth.companyId, id: options.id, now }),
  );
  if (!cancelled) throw new AppError('NOT_FOUND');
}

/** An invitation its link may still use: open, unexpired, not signed up with. */
function assertUsable(invitation: TNetworkInvitationRow | null, now: Date): asserts invitation is TNetworkInvitationRow {
  if (!invitation || invitation.cancelledAt) throw new AppError('INVITATION_INVALID');
  if (invitation.joinedAt || invitation.signedUpAt) throw new AppError('INVITATION_USED');
  if (invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED');
}

/** GET /api/auth/network-invitation?token=: who invites, for the sign-up page. */
export async function getNetworkInvitationInfo(
  ctx: TAppContext,
  options: { token: string },
): Promise<TNetworkInvitationInfo> {
  const now = ctx.clock.now();
  const invitation = await ctx.db.read((db) => findInvitationByTokenHash(db, hashOpaqueToken(options.token)));
  assertUsable(invitation, now);
  return { shipperName: invitation.shipperName, email: invitation.email };
}

/**
 * At sign-up, in its transaction (accounts module): a carrier company that signed up from an
 * invitation's link is recorded on it, and joins the network once its account is active. A link
 * that does not work any more is ignored: the sign-up goes on.
 */
export async function recordNetworkSignUp(
  tx: TTx,
  options: { token: string; companyId: string; kind: string; now: Date },
): Promise<void> {
  if (options.kind !== 'carrier') return;
  const invitation = await findInvitationByTokenHash(tx, hashOpaqueToken(options.token), { lock: true });
  try {
    assertUsable(invitation, options.now);
  } catch {
    return;
  }
  await markInvitationSignedUp(tx, { id: invitation.id, companyId: options.companyId, now: options.now });
}

async function joinFromInvitation(tx: TTx, invitation: TNetworkInvitationRow, companyId: string, now: Date) {
  const own = await findOwnGroupAndCarrierIds(tx, {
    shipperCompanyId: invitation.shipperCompanyId,
    groups: invitation.groupIds,
    carriers: [],
  });
  await addMember(tx, {
    shipperCompanyId: invitation.shipperCompanyId,
    carrierCompanyId: companyId,
    // Groups deleted since the invitation are left out.
    groupIds: invitation.groupIds.filter((id) => own.groups.has(id)),
    userId: invitation.invitedById,
    now,
  });
  await markInvitationJoined(tx, { id: invitation.id, companyId, now });
}

/**
 * When a company's account becomes active (documents module, in its transaction): the networks
 * whose invitation it signed up with take it in.
 */
export async function joinInvitedNetworks(tx: TTx, options: { companyId: string; now: Date }): Promise<void> {
  const invitations = await findSignedUpInvitations(tx, options.companyId);
  for (const invitation of invitations) await joinFromInvitation(tx, invitation, options.companyId, options.now);
}

/** POST /api/private-exchange/invitations/accept: a carrier already on Tariq joins with its account. */
export async function acceptNetworkInvitation(
  ctx: TAppContext,
  options: { auth: TAuth; token: string },
): Promise<{ shipperName: string }> {
  const { auth } = options;
  assertAccess(auth, CARRIER_RULE);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const invitation = await findInvitationByTokenHash(tx, hashOpaqueToken(options.token), { lock: true });
    assertUsable(invitation, now);
    await joinFromInvitation(tx, invitation, auth.companyId, now);
    return { shipperName: invitation.shipperName };
  });
}

// ---------------------------------------------------------------------------------------------
// The carrier's side

/** GET /api/private-exchange/shippers: the shippers that have the caller's company in their network. */
export async function listNetworkShippers(ctx: TAppContext, options: { auth: TAuth }): Promise<TNetworkShipper[]> {
  const { auth } = options;
  assertAccess(auth, CARRIER_RULE);
  const rows = await ctx.db.read((db) => findShippersOfCarrier(db, auth.companyId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    rating: { average: row.ratingAverage === null ? null : Number(row.ratingAverage), count: row.ratingCount },
    addedAt: row.addedAt.toISOString(),
  }));
}

/** DELETE /api/private-exchange/shippers/{id}: the carrier leaves that shipper's network. */
export async function leaveNetwork(ctx: TAppContext, options: { auth: TAuth; shipperId: string }): Promise<void> {
  const { auth } = options;
  assertAccess(auth, CARRIER_RULE);
  const left = await ctx.db.transaction((tx) =>
    deleteNetworkMember(tx, { shipperCompanyId: options.shipperId, carrierCompanyId: auth.companyId }),
  );
  if (!left) throw new AppError('NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// Private offers (offers module, in its transactions)

/**
 * The carriers a private offer's audience reaches now, checked: every group and carrier named is
 * the shipper's, and at least one carrier is reached. Field errors name `private_audience`.
 */
export async function resolvePrivateAudience(
  tx: TTx,
  options: { shipperCompanyId: string; audience: TPrivateAudience },
): Promise<string[]> {
  const groups = [...new Set(options.audience.groups)];
  const carriers = [...new Set(options.audience.carriers)];
  const own = await findOwnGroupAndCarrierIds(tx, { shipperCompanyId: options.shipperCompanyId, groups, carriers });
  const fields: TFieldErrors = {};
  if (own.groups.size !== groups.length) fields['private_audience.groups'] = { key: 'invalid' };
  if (own.carriers.size !== carriers.length) fields['private_audience.carriers'] = { key: 'invalid' };
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', { fields });
  const reached = await resolveAudience(tx, { shipperCompanyId: options.shipperCompanyId, groups, carriers });
  if (reached.length === 0) {
    throw new AppError('VALIDATION', { fields: { private_audience: { key: 'audienceEmpty' } } });
  }
  return reached;
}

/** The offers' audience is these carriers (none: a public offer). */
export function writeOfferAudience(tx: TTx, offerIds: string[], carrierIds: string[]): Promise<void> {
  return replaceOfferAudiences(tx, offerIds, carrierIds);
}

/**
 * Each carrier of the audience hears of the new private offers (notification type 7, target the
 * private tab; its e-mail copy per each user's settings), in the publication's transaction.
 */
export async function tellPrivateAudience(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  options: { offerUids: string[]; carrierIds: string[]; shipperName: string },
): Promise<void> {
  const userIds = await findActiveUserIds(tx, options.carrierIds);
  for (const uid of options.offerUids) {
    await notify(ctx, tx, {
      userIds,
      ...notificationOf('privateOffer', { offre_uid: uid, expediteurname: options.shipperName }),
    });
  }
}

export { offerVisibleToCarrier, privateAudienceHolds, findAudienceCompanyIds } from './private-exchange.repository';
