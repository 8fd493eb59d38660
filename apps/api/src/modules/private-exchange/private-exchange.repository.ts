import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TCarrierDirectoryOrder } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import {
  carrierNetworks,
  companies,
  missions,
  networkGroupMembers,
  networkGroups,
  networkInvitations,
  offerAudiences,
  offers,
  users,
} from '../../db/schema';
import type { TNetworkGroupRow, TNetworkInvitationRow, TZone } from '../../db/schema';

export type { TNetworkGroupRow, TNetworkInvitationRow };

// ---------------------------------------------------------------------------------------------
// Who sees a private offer

/**
 * The SQL condition "the carrier company may see this offer": a public one, or a private one whose
 * audience holds the carrier while the carrier is still in the shipper's network. For the modules
 * that read offers for carriers (freight search, detail, favourites, proposals).
 */
export function offerVisibleToCarrier(carrierCompanyId: string): SQL {
  return sql`(${offers.visibility} = 'public' OR (${offers.visibility} = 'private' AND ${privateAudienceHolds(carrierCompanyId)}))`;
}

/** The private offer's audience holds the carrier, still in the shipper's network. */
export function privateAudienceHolds(carrierCompanyId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${offerAudiences} INNER JOIN ${carrierNetworks} ON ${carrierNetworks.shipperCompanyId} = ${offers.shipperCompanyId} AND ${carrierNetworks.carrierCompanyId} = ${offerAudiences.carrierCompanyId} WHERE ${offerAudiences.offerId} = ${offers.id} AND ${offerAudiences.carrierCompanyId} = ${carrierCompanyId})`;
}

/** Whether a private offer's audience holds the carrier, still in the shipper's network. */
export async function audienceHolds(db: TDb | TTx, offerId: string, carrierCompanyId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(offers)
    .where(and(eq(offers.id, offerId), privateAudienceHolds(carrierCompanyId)))
    .limit(1);
  return row !== undefined;
}

/** The carriers a private offer reaches now: its audience, still in the shipper's network. */
export async function findAudienceCompanyIds(db: TDb | TTx, offerUids: string[]): Promise<Map<string, string[]>> {
  if (offerUids.length === 0) return new Map();
  const rows = await db
    .select({ uid: offers.uid, carrierId: offerAudiences.carrierCompanyId })
    .from(offerAudiences)
    .innerJoin(offers, eq(offers.id, offerAudiences.offerId))
    .innerJoin(
      carrierNetworks,
      and(
        eq(carrierNetworks.shipperCompanyId, offers.shipperCompanyId),
        eq(carrierNetworks.carrierCompanyId, offerAudiences.carrierCompanyId),
      ),
    )
    .where(inArray(offers.uid, offerUids));
  const audiences = new Map<string, string[]>();
  for (const row of rows) audiences.set(row.uid, [...(audiences.get(row.uid) ?? []), row.carrierId]);
  return audiences;
}

/** The carriers of the network the audience names: groups' members and carriers named, or the whole network. */
export async function resolveAudience(
  tx: TTx,
  params: { shipperCompanyId: string; groups: string[]; carriers: string[] },
): Promise<string[]> {
  const whole = params.groups.length === 0 && params.carriers.length === 0;
  const inNetwork = eq(carrierNetworks.shipperCompanyId, params.shipperCompanyId);
  const rows = await tx
    .selectDistinct({ id: carrierNetworks.carrierCompanyId })
    .from(carrierNetworks)
    .where(
      whole
        ? inNetwork
        : and(
            inNetwork,
            or(
              params.carriers.length > 0 ? inArray(carrierNetworks.carrierCompanyId, params.carriers) : undefined,
              params.groups.length > 0
                ? sql`${carrierNetworks.carrierCompanyId} IN (SELECT ${networkGroupMembers.carrierCompanyId} FROM ${networkGroupMembers} WHERE ${networkGroupMembers.shipperCompanyId} = ${params.shipperCompanyId} AND ${inArray(networkGroupMembers.groupId, params.groups)})`
                : undefined,
            ),
          ),
    );
  return rows.map((row) => row.id);
}

/** Which of these ids are the shipper's groups, and which carriers of its network. */
export async function findOwnGroupAndCarrierIds(
  db: TDb | TTx,
  params: { shipperCompanyId: string; groups: string[]; carriers: string[] },
): Promise<{ groups: Set<string>; carriers: Set<string> }> {
  const [groupRows, carrierRows] = await Promise.all([
    params.groups.length === 0
      ? []
      : db
          .select({ id: networkGroups.id })
          .from(networkGroups)
          .where(
            and(eq(networkGroups.shipperCompanyId, params.shipperCompanyId), inArray(networkGroups.id, params.groups)),
          ),
    params.carriers.length === 0
      ? []
      : db
          .select({ id: carrierNetworks.carrierCompanyId })
          .from(carrierNetworks)
          .where(
            and(
              eq(carrierNetworks.shipperCompanyId, params.shipperCompanyId),
              inArray(carrierNetworks.carrierCompanyId, params.carriers),
            ),
          ),
  ]);
  return { groups: new Set(groupRows.map((row) => row.id)), carriers: new Set(carrierRows.map((row) => row.id)) };
}

/** The offers' audience, written again: these carriers and no others. */
export async function replaceOfferAudiences(tx: TTx, offerIds: string[], carrierIds: string[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.delete(offerAudiences).where(inArray(offerAudiences.offerId, offerIds));
  if (carrierIds.length === 0) return;
  await tx
    .insert(offerAudiences)
    .values(offerIds.flatMap((offerId) => carrierIds.map((carrierCompanyId) => ({ offerId, carrierCompanyId }))));
}

// ---------------------------------------------------------------------------------------------
// The carrier directory

export type TDirectoryRow = {
  id: string;
  name: string;
  city: string | null;
  postalCode: string | null;
  country: string;
  ratingAverage: string | null;
  ratingCount: number;
  documentsValidUntil: string | null;
  trucksTypes: string[] | null;
  pickupZones: TZone[] | null;
  deliveryZones: TZone[] | null;
  missionsWithYou: number;
  addedAt: Date | null;
};

export type TDirectoryCriteria = {
  shipperCompanyId: string;
  q?: string;
  /** Places the carrier is based at, or loaded or unloaded at recently (a radius, resolved). */
  placeIds?: string[];
  /** A state: carriers based in it, or that loaded or unloaded in it recently. */
  statePrefix?: string;
  truckType?: string;
  documentsValid?: boolean;
  minRating?: number;
  inNetwork?: boolean;
  /** Missions created after this count as recent (their places make a carrier's zones). */
  recentSince: Date;
  /** Only these carriers (the network page). */
  carrierIds?: string[];
};

/** The account is active (docs/decisions/0008); a row that only says documents_ok (a seed) is too. */
const accountActive = or(eq(companies.documentsActive, true), eq(companies.documentsOk, true))!;

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The carrier loaded or unloaded at one of these places (or in the state) on a recent mission. */
function recentMissionAt(criteria: TDirectoryCriteria, placeCondition: (column: SQL) => SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${missions} INNER JOIN ${offers} ON ${offers.id} = ${missions.offerId} WHERE ${missions.carrierCompanyId} = ${companies.id} AND ${missions.createdAt} > ${criteria.recentSince} AND (${placeCondition(sql`${offers.depPlaceId}`)} OR ${placeCondition(sql`${offers.destPlaceId}`)}))`;
}

/** The wilayas (country and state code) of these place ids (`DZ:16`, `DZ:16:1601`). */
function statesOf(placeIds: readonly string[]): TZone[] {
  const states = new Map<string, TZone>();
  for (const id of placeIds) {
    const [country, stateId] = id.split(':');
    if (country && stateId) states.set(`${country}:${stateId}`, { country, stateId });
  }
  return [...states.values()];
}

/** The carrier names one of these wilayas among the zones where it loads or unloads (its business details). */
function servesStates(states: TZone[]): SQL {
  if (states.length === 0) return sql`false`;
  const zones = sql.join(
    states.map((state) => sql`${JSON.stringify([state])}::jsonb`),
    sql`, `,
  );
  return sql`(${companies.pickupZones} @> ANY(ARRAY[${zones}]) OR ${companies.deliveryZones} @> ANY(ARRAY[${zones}]))`;
}

function directoryCondition(criteria: TDirectoryCriteria): SQL {
  const inNetwork = sql`EXISTS (SELECT 1 FROM ${carrierNetworks} WHERE ${carrierNetworks.shipperCompanyId} = ${criteria.shipperCompanyId} AND ${carrierNetworks.carrierCompanyId} = ${companies.id})`;
  const { placeIds, statePrefix } = criteria;
  const inPlaces = (column: SQL) =>
    sql`${column} IN (${sql.join(
      placeIds!.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const inState = (column: SQL) => sql`(${column} = ${statePrefix} OR ${column} LIKE ${`${statePrefix}:%`})`;
  return and(
    eq(companies.kind, 'carrier'),
    // Carriers whose account is active: a carrier still waiting for its documents cannot take a load.
    accountActive,
    criteria.q ? sql`lower(${companies.legalName}) LIKE ${likePattern(criteria.q)}` : undefined,
    placeIds
      ? placeIds.length === 0
        ? sql`false`
        : or(
            inPlaces(sql`${companies.addressPlaceId}`),
            servesStates(statesOf(placeIds)),
            recentMissionAt(criteria, inPlaces),
          )
      : undefined,
    statePrefix
      ? or(
          inState(sql`${companies.addressPlaceId}`),
          servesStates(statesOf([statePrefix])),
          recentMissionAt(criteria, inState),
        )
      : undefined,
    criteria.truckType ? sql`${criteria.truckType} = ANY(${companies.trucksTypes})` : undefined,
    criteria.documentsValid ? eq(companies.documentsOk, true) : undefined,
    criteria.minRating !== undefined ? sql`${companies.ratingAverage} >= ${criteria.minRating}` : undefined,
    criteria.inNetwork === true ? inNetwork : criteria.inNetwork === false ? sql`NOT ${inNetwork}` : undefined,
    criteria.carrierIds ? inArray(companies.id, criteria.carrierIds) : undefined,
  )!;
}

const ORDERS: Record<TCarrierDirectoryOrder, SQL[]> = {
  rating: [
    sql`${companies.ratingAverage} DESC NULLS LAST`,
    desc(companies.ratingCount),
    asc(companies.legalName),
    asc(companies.id),
  ],
  name: [asc(companies.legalName), asc(companies.id)],
};

function directoryColumns(shipperCompanyId: string) {
  return {
    id: companies.id,
    name: companies.legalName,
    city: companies.city,
    postalCode: companies.postalCode,
    country: companies.country,
    ratingAverage: companies.ratingAverage,
    ratingCount: companies.ratingCount,
    documentsValidUntil: companies.documentsValidUntil,
    trucksTypes: companies.trucksTypes,
    pickupZones: companies.pickupZones,
    deliveryZones: companies.deliveryZones,
    // Written out with their tables: inside a select list Drizzle names a column without its table.
    missionsWithYou: sql<number>`(SELECT count(*)::int FROM missions m WHERE m.carrier_company_id = "companies"."id" AND m.shipper_company_id = ${shipperCompanyId} AND m.status <> 'cancelled')`,
    addedAt:
      sql<Date | null>`(SELECT n.created_at FROM carrier_networks n WHERE n.shipper_company_id = ${shipperCompanyId} AND n.carrier_company_id = "companies"."id")`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
  };
}

export async function findDirectoryPage(
  db: TDb,
  params: { criteria: TDirectoryCriteria; order: TCarrierDirectoryOrder; limit: number; offset: number },
): Promise<{ rows: TDirectoryRow[]; count: number }> {
  const where = directoryCondition(params.criteria);
  const [rows, [total]] = await Promise.all([
    db
      .select(directoryColumns(params.criteria.shipperCompanyId))
      .from(companies)
      .where(where)
      .orderBy(...ORDERS[params.order])
      .limit(params.limit)
      .offset(params.offset),
    db.select({ count: count() }).from(companies).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The carriers of the shipper's network, as the directory shows them, by name. */
export async function findNetworkCarriers(db: TDb, shipperCompanyId: string): Promise<TDirectoryRow[]> {
  return db
    .select(directoryColumns(shipperCompanyId))
    .from(companies)
    .innerJoin(
      carrierNetworks,
      and(eq(carrierNetworks.carrierCompanyId, companies.id), eq(carrierNetworks.shipperCompanyId, shipperCompanyId)),
    )
    .orderBy(asc(companies.legalName), asc(companies.id));
}

/** One carrier of the directory (active carrier company), with what the shipper knows of it. */
export async function findDirectoryCarrier(
  db: TDb | TTx,
  shipperCompanyId: string,
  carrierId: string,
): Promise<TDirectoryRow | null> {
  const [row] = await db
    .select(directoryColumns(shipperCompanyId))
    .from(companies)
    .where(and(eq(companies.id, carrierId), eq(companies.kind, 'carrier'), accountActive));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The network and its groups

/** The group ids each carrier of the network is in. */
export async function findMemberships(db: TDb | TTx, shipperCompanyId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ carrierId: networkGroupMembers.carrierCompanyId, groupId: networkGroupMembers.groupId })
    .from(networkGroupMembers)
    .where(eq(networkGroupMembers.shipperCompanyId, shipperCompanyId));
  const memberships = new Map<string, string[]>();
  for (const row of rows) memberships.set(row.carrierId, [...(memberships.get(row.carrierId) ?? []), row.groupId]);
  return memberships;
}

export function findGroups(db: TDb | TTx, shipperCompanyId: string): Promise<TNetworkGroupRow[]> {
  return db
    .select()
    .from(networkGroups)
    .where(eq(networkGroups.shipperCompanyId, shipperCompanyId))
    .orderBy(asc(networkGroups.name), asc(networkGroups.id));
}

/** Serialises the writes to one shipper's network, so that two requests cannot both pass a limit. */
export async function lockNetwork(tx: TTx, shipperCompanyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7261027, hashtext(${shipperCompanyId}))`);
}

export async function countNetwork(tx: TTx, shipperCompanyId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(carrierNetworks)
    .where(eq(carrierNetworks.shipperCompanyId, shipperCompanyId));
  return row?.count ?? 0;
}

export async function countGroups(tx: TTx, shipperCompanyId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(networkGroups)
    .where(eq(networkGroups.shipperCompanyId, shipperCompanyId));
  return row?.count ?? 0;
}

/** Adds the carrier to the network (nothing when it is in already); answers whether it was added. */
export async function insertNetworkMember(
  tx: TTx,
  values: { shipperCompanyId: string; carrierCompanyId: string; addedByUserId: string | null; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(carrierNetworks)
    .values({
      shipperCompanyId: values.shipperCompanyId,
      carrierCompanyId: values.carrierCompanyId,
      addedByUserId: values.addedByUserId,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: carrierNetworks.carrierCompanyId });
  return rows.length > 0;
}

/** The carrier is in exactly these groups of the shipper (all of them the shipper's). */
export async function replaceMemberships(
  tx: TTx,
  params: { shipperCompanyId: string; carrierCompanyId: string; groupIds: string[] },
): Promise<void> {
  await tx
    .delete(networkGroupMembers)
    .where(
      and(
        eq(networkGroupMembers.shipperCompanyId, params.shipperCompanyId),
        eq(networkGroupMembers.carrierCompanyId, params.carrierCompanyId),
      ),
    );
  if (params.groupIds.length === 0) return;
  await tx.insert(networkGroupMembers).values(
    params.groupIds.map((groupId) => ({
      groupId,
      shipperCompanyId: params.shipperCompanyId,
      carrierCompanyId: params.carrierCompanyId,
    })),
  );
}

/** Removes the carrier from the network (its groups with it); answers whether it was in. */
export async function deleteNetworkMember(
  tx: TTx,
  params: { shipperCompanyId: string; carrierCompanyId: string },
): Promise<boolean> {
  const rows = await tx
    .delete(carrierNetworks)
    .where(
      and(
        eq(carrierNetworks.shipperCompanyId, params.shipperCompanyId),
        eq(carrierNetworks.carrierCompanyId, params.carrierCompanyId),
      ),
    )
    .returning({ id: carrierNetworks.carrierCompanyId });
  return rows.length > 0;
}

/** Whether a group of this name (any case) exists for the shipper, other than `exceptId`. */
export async function groupNameTaken(
  tx: TTx,
  params: { shipperCompanyId: string; name: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: networkGroups.id })
    .from(networkGroups)
    .where(
      and(
        eq(networkGroups.shipperCompanyId, params.shipperCompanyId),
        sql`lower(${networkGroups.name}) = lower(${params.name})`,
        params.exceptId ? sql`${networkGroups.id} <> ${params.exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertGroup(
  tx: TTx,
  values: { shipperCompanyId: string; name: string; now: Date },
): Promise<TNetworkGroupRow> {
  const [row] = await tx
    .insert(networkGroups)
    .values({ shipperCompanyId: values.shipperCompanyId, name: values.name, createdAt: values.now })
    .returning();
  return row!;
}

export async function renameGroup(
  tx: TTx,
  params: { shipperCompanyId: string; id: string; name: string },
): Promise<TNetworkGroupRow | null> {
  const [row] = await tx
    .update(networkGroups)
    .set({ name: params.name })
    .where(and(eq(networkGroups.id, params.id), eq(networkGroups.shipperCompanyId, params.shipperCompanyId)))
    .returning();
  return row ?? null;
}

export async function deleteGroup(tx: TTx, params: { shipperCompanyId: string; id: string }): Promise<boolean> {
  const rows = await tx
    .delete(networkGroups)
    .where(and(eq(networkGroups.id, params.id), eq(networkGroups.shipperCompanyId, params.shipperCompanyId)))
    .returning({ id: networkGroups.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Invitations

const openInvitation = and(isNull(networkInvitations.joinedAt), isNull(networkInvitations.cancelledAt));

/** Open invitations of the shipper: not expired, or signed up with (those wait for the account). */
export function findOpenInvitations(db: TDb, shipperCompanyId: string, now: Date): Promise<TNetworkInvitationRow[]> {
  return db
    .select()
    .from(networkInvitations)
    .where(
      and(
        eq(networkInvitations.shipperCompanyId, shipperCompanyId),
        openInvitation,
        or(gt(networkInvitations.expiresAt, now), sql`${networkInvitations.signedUpAt} IS NOT NULL`),
      ),
    )
    .orderBy(desc(networkInvitations.createdAt));
}

export async function countOpenInvitations(
  tx: TTx,
  params: { shipperCompanyId: string; exceptEmail: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(networkInvitations)
    .where(
      and(
        eq(networkInvitations.shipperCompanyId, params.shipperCompanyId),
        openInvitation,
        gt(networkInvitations.expiresAt, params.now),
        sql`lower(${networkInvitations.email}) <> ${params.exceptEmail}`,
      ),
    );
  return row?.count ?? 0;
}

/** A new invitation, or the open one to that address renewed (new link, the old one dead). */
export async function upsertInvitation(
  tx: TTx,
  values: {
    shipperCompanyId: string;
    email: string;
    groupIds: string[];
    invitedById: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<TNetworkInvitationRow> {
  await tx
    .update(networkInvitations)
    .set({ cancelledAt: values.now })
    .where(
      and(
        eq(networkInvitations.shipperCompanyId, values.shipperCompanyId),
        sql`lower(${networkInvitations.email}) = ${values.email}`,
        openInvitation,
        isNull(networkInvitations.signedUpAt),
      ),
    );
  const [row] = await tx
    .insert(networkInvitations)
    .values({
      shipperCompanyId: values.shipperCompanyId,
      email: values.email,
      groupIds: values.groupIds,
      invitedById: values.invitedById,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row!;
}

/** Whether an invitation to this address already led to a sign-up that waits for its account. */
export async function invitationSignedUp(
  tx: TTx,
  params: { shipperCompanyId: string; email: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: networkInvitations.id })
    .from(networkInvitations)
    .where(
      and(
        eq(networkInvitations.shipperCompanyId, params.shipperCompanyId),
        sql`lower(${networkInvitations.email}) = ${params.email}`,
        openInvitation,
        sql`${networkInvitations.signedUpAt} IS NOT NULL`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function cancelInvitation(
  tx: TTx,
  params: { shipperCompanyId: string; id: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(networkInvitations)
    .set({ cancelledAt: params.now })
    .where(
      and(
        eq(networkInvitations.id, params.id),
        eq(networkInvitations.shipperCompanyId, params.shipperCompanyId),
        openInvitation,
      ),
    )
    .returning({ id: networkInvitations.id });
  return rows.length > 0;
}

export type TInvitationWithShipper = TNetworkInvitationRow & { shipperName: string };

export async function findInvitationByTokenHash(
  db: TDb | TTx,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<TInvitationWithShipper | null> {
  const query = db
    .select({ invitation: networkInvitations, shipperName: companies.legalName })
    .from(networkInvitations)
    .innerJoin(companies, eq(companies.id, networkInvitations.shipperCompanyId))
    .where(eq(networkInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: networkInvitations }) : query);
  return row ? { ...row.invitation, shipperName: row.shipperName } : null;
}

export async function markInvitationSignedUp(
  tx: TTx,
  params: { id: string; companyId: string; now: Date },
): Promise<void> {
  await tx
    .update(networkInvitations)
    .set({ signedUpCompanyId: params.companyId, signedUpAt: params.now })
    .where(eq(networkInvitations.id, params.id));
}

export async function markInvitationJoined(tx: TTx, params: { id: string; companyId: string; now: Date }) {
  await tx
    .update(networkInvitations)
    .set({ signedUpCompanyId: params.companyId, joinedAt: params.now })
    .where(eq(networkInvitations.id, params.id));
}

/** Invitations a company signed up with that wait for its account to be active. */
export function findSignedUpInvitations(tx: TTx, companyId: string): Promise<TNetworkInvitationRow[]> {
  return tx
    .select()
    .from(networkInvitations)
    .where(and(eq(networkInvitations.signedUpCompanyId, companyId), openInvitation))
    .for('update');
}

// ---------------------------------------------------------------------------------------------
// The carrier's side

export type TNetworkShipperRow = {
  id: string;
  name: string;
  city: string | null;
  ratingAverage: string | null;
  ratingCount: number;
  addedAt: Date;
};

export function findShippersOfCarrier(db: TDb, carrierCompanyId: string): Promise<TNetworkShipperRow[]> {
  return db
    .select({
      id: companies.id,
      name: companies.legalName,
      city: companies.city,
      ratingAverage: companies.ratingAverage,
      ratingCount: companies.ratingCount,
      addedAt: carrierNetworks.createdAt,
    })
    .from(carrierNetworks)
    .innerJoin(companies, eq(companies.id, carrierNetworks.shipperCompanyId))
    .where(eq(carrierNetworks.carrierCompanyId, carrierCompanyId))
    .orderBy(asc(companies.legalName));
}

/** Active users of these companies: whom a private offer's notification reaches. */
export async function findActiveUserIds(db: TDb | TTx, companyIds: string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.companyId, companyIds),
        isNull(users.disabledAt),
        isNull(users.leftAt),
        isNull(users.reportedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** The company of an account with this e-mail, if any. */
export async function findCompanyByUserEmail(
  db: TDb | TTx,
  email: string,
): Promise<{ id: string; kind: string } | null> {
  const [row] = await db
    .select({ id: companies.id, kind: companies.kind })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row ?? null;
}

export async function findCompanyName(db: TDb | TTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** The inviter's name and company, for the invitation's mail. */
export async function findInviter(
  db: TDb | TTx,
  userId: string,
): Promise<{ firstName: string; lastName: string; company: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, company: companies.legalName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
