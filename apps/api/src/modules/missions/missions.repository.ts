import type { TDriverMissionTab, TMissionTab, TNumberQuery } from '@tariq/contracts';
import { DRIVER_ROLE, NUMBER_PREFIXES } from '@tariq/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../db/client';
import { numberSearchCondition } from '../../db/numbers';
import { companies, drivers, missionPodFiles, missionPods, missions, offers, proposals, users } from '../../db/schema';

export type TMissionRow = typeof missions.$inferSelect;
export type TNewMissionRow = typeof missions.$inferInsert;
type TOfferRow = typeof offers.$inferSelect;

/** A company's rating as its row keeps it (the average is null until it is rated). */
type TRatingColumns = { average: string | null; count: number };

export type TMissionView = {
  mission: TMissionRow;
  offer: TOfferRow;
  carrierName: string;
  shipperName: string;
  carrierRating: TRatingColumns;
  shipperRating: TRatingColumns;
};

const carrierCompany = alias(companies, 'carrier_company');
const shipperCompany = alias(companies, 'shipper_company');

const TAB_STATUSES: Record<TMissionTab, TMissionRow['status'][]> = {
  in_progress: ['scheduled', 'in_progress'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

function selectViews(db: TDb | TTx) {
  return db
    .select({
      mission: missions,
      offer: offers,
      carrierName: carrierCompany.legalName,
      shipperName: shipperCompany.legalName,
      carrierRating: { average: carrierCompany.ratingAverage, count: carrierCompany.ratingCount },
      shipperRating: { average: shipperCompany.ratingAverage, count: shipperCompany.ratingCount },
    })
    .from(missions)
    .innerJoin(offers, eq(offers.id, missions.offerId))
    .innerJoin(carrierCompany, eq(carrierCompany.id, missions.carrierCompanyId))
    .innerJoin(shipperCompany, eq(shipperCompany.id, missions.shipperCompanyId));
}

export async function insertMission(tx: TTx, values: TNewMissionRow): Promise<TMissionRow> {
  const [row] = await tx.insert(missions).values(values).returning();
  return row!;
}

/** One mission of either of its two companies; anyone else's is not found. */
export async function findCompanyMission(db: TDb | TTx, companyId: string, id: string): Promise<TMissionView | null> {
  const [row] = await selectViews(db)
    .where(
      and(eq(missions.id, id), or(eq(missions.carrierCompanyId, companyId), eq(missions.shipperCompanyId, companyId))),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The latest mission on an offer of one of its two companies (a live one before any that ended):
 * what the offer's page shows, to the carrier on it and to its shipper.
 */
export async function findCompanyMissionOfOffer(
  db: TDb | TTx,
  companyId: string,
  offerUid: string,
): Promise<TMissionView | null> {
  const [row] = await selectViews(db)
    .where(
      and(
        eq(offers.uid, offerUid),
        or(eq(missions.carrierCompanyId, companyId), eq(missions.shipperCompanyId, companyId)),
      ),
    )
    .orderBy(
      sql`case when ${missions.status} in ('scheduled', 'in_progress', 'completed') then 0 else 1 end`,
      desc(missions.createdAt),
      desc(missions.id),
    )
    .limit(1);
  return row ?? null;
}

/** The mission, locked until the end of the transaction. */
export async function lockMission(tx: TTx, id: string): Promise<TMissionRow | null> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateMission(tx: TTx, id: string, values: Partial<TNewMissionRow>): Promise<TMissionRow> {
  const [row] = await tx.update(missions).set(values).where(eq(missions.id, id)).returning();
  return row!;
}

/**
 * A number search on missions: the mission's own number, its charter's (BA-, the same digits) or
 * its offer's (EXP-, what the shipper says on the phone); without a prefix, any of them.
 */
export function missionNumberCondition(db: TDb | TTx, query: TNumberQuery | null): Promise<SQL> {
  return numberSearchCondition(db, query, [
    {
      column: missions.number,
      kind: 'mission',
      prefix: NUMBER_PREFIXES.mission,
      names: [NUMBER_PREFIXES.mission, NUMBER_PREFIXES.charter],
    },
    { column: offers.number, kind: 'offer', prefix: NUMBER_PREFIXES.offer, names: [NUMBER_PREFIXES.offer] },
  ]);
}

type TCarrierListOptions = { tab: TMissionTab; offerUid?: string; numberCondition?: SQL };

function carrierTabWhere(companyId: string, options: TCarrierListOptions) {
  return and(
    eq(missions.carrierCompanyId, companyId),
    inArray(missions.status, TAB_STATUSES[options.tab]),
    options.offerUid ? eq(offers.uid, options.offerUid) : undefined,
    options.numberCondition,
  );
}

/** A carrier's missions of one tab, newest first. */
export function findCarrierMissionsPage(
  db: TDb,
  companyId: string,
  options: TCarrierListOptions & { limit: number; offset: number },
): Promise<TMissionView[]> {
  return (
    selectViews(db)
      .where(carrierTabWhere(companyId, options))
      // The cancelled tab: the latest ended first.
      .orderBy(
        ...(options.tab === 'cancelled' ? [desc(missions.cancelledAt)] : []),
        desc(missions.createdAt),
        desc(missions.id),
      )
      .limit(options.limit)
      .offset(options.offset)
  );
}

export async function countCarrierMissions(db: TDb, companyId: string, options: TCarrierListOptions): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missions)
    .innerJoin(offers, eq(offers.id, missions.offerId))
    .where(carrierTabWhere(companyId, options));
  return row?.n ?? 0;
}

/** The live mission of an offer (not cancelled), locked. */
export async function lockLiveMissionOfOffer(tx: TTx, offerId: string): Promise<TMissionRow | null> {
  const [row] = await tx
    .select()
    .from(missions)
    .where(and(eq(missions.offerId, offerId), inArray(missions.status, ['scheduled', 'in_progress'])))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Charters past their due time still pending, locked for this runner; rows another runner holds
 * are skipped (any number of instances run the job).
 */
export function lockDueCharters(tx: TTx, now: Date, batchSize: number): Promise<TMissionRow[]> {
  return tx
    .select()
    .from(missions)
    .where(
      and(eq(missions.charterStatus, 'pending'), eq(missions.status, 'scheduled'), lte(missions.charterDueAt, now)),
    )
    .limit(batchSize)
    .for('update', { skipLocked: true });
}

export type TPodRow = typeof missionPods.$inferSelect;
export type TPodFileRow = typeof missionPodFiles.$inferSelect;

export async function insertPod(tx: TTx, values: typeof missionPods.$inferInsert): Promise<TPodRow> {
  const [row] = await tx.insert(missionPods).values(values).returning();
  return row!;
}

export async function updatePod(tx: TTx, id: string, values: Partial<typeof missionPods.$inferInsert>): Promise<void> {
  await tx.update(missionPods).set(values).where(eq(missionPods.id, id));
}

/** The proof-of-delivery rounds of these missions, oldest first. */
export function findPods(db: TDb | TTx, missionIds: string[]): Promise<TPodRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionPods)
    .where(inArray(missionPods.missionId, missionIds))
    .orderBy(asc(missionPods.missionId), asc(missionPods.round));
}

/** The latest round of a mission's proof of delivery (the one the shipper answers), if any. */
export async function findLatestPod(db: TDb | TTx, missionId: string): Promise<TPodRow | null> {
  const [row] = await db
    .select()
    .from(missionPods)
    .where(eq(missionPods.missionId, missionId))
    .orderBy(desc(missionPods.round))
    .limit(1);
  return row ?? null;
}

export async function insertPodFiles(tx: TTx, rows: Array<typeof missionPodFiles.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(missionPodFiles).values(rows);
}

/** The proof-of-delivery files of these missions, every round, each round's in the order they were sent. */
export function findPodFiles(db: TDb | TTx, missionIds: string[]): Promise<TPodFileRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionPodFiles)
    .where(inArray(missionPodFiles.missionId, missionIds))
    .orderBy(asc(missionPodFiles.missionId), asc(missionPodFiles.position));
}

/**
 * Missions whose proof of delivery has a round still pending past its due time, the mission rows
 * locked for this runner (SKIP LOCKED): the same lock every answer and every new round takes, so
 * the job and the people never both write. The caller checks the round again under the lock.
 */
export function lockDuePods(tx: TTx, now: Date, batchSize: number): Promise<TMissionRow[]> {
  return tx
    .select({ mission: missions })
    .from(missions)
    .innerJoin(missionPods, eq(missionPods.missionId, missions.id))
    .where(and(eq(missionPods.status, 'pending'), lte(missionPods.dueAt, now)))
    .limit(batchSize)
    .for('update', { of: missions, skipLocked: true })
    .then((rows) => rows.map((row) => row.mission));
}

export type TCompanyRow = typeof companies.$inferSelect;

/** Both companies of a mission, in full: the charter order names them as the law asks. */
export async function findMissionCompanies(
  db: TDb | TTx,
  mission: Pick<TMissionRow, 'carrierCompanyId' | 'shipperCompanyId'>,
): Promise<{ carrier: TCompanyRow; shipper: TCompanyRow }> {
  const rows = await db
    .select()
    .from(companies)
    .where(inArray(companies.id, [mission.carrierCompanyId, mission.shipperCompanyId]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { carrier: byId.get(mission.carrierCompanyId)!, shipper: byId.get(mission.shipperCompanyId)! };
}

/** The mission, with its offer and both companies' names, whoever asks (the platform's own jobs). */
export async function findMissionView(db: TDb | TTx, id: string): Promise<TMissionView | null> {
  const [row] = await selectViews(db).where(eq(missions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Who receives the charter order by e-mail: the carrier's user who made the proposal, if still
 * enabled; otherwise every enabled user of the carrier company.
 */
export async function findCharterRecipients(
  db: TDb | TTx,
  mission: Pick<TMissionRow, 'proposalId' | 'carrierCompanyId'>,
): Promise<
  Array<{ email: string; language: (typeof users.$inferSelect)['language']; emailSettings: Record<string, unknown> }>
> {
  const columns = { email: users.email, language: users.language, emailSettings: users.emailNotifications };
  const author = await db
    .select(columns)
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.carrierUserId))
    .where(and(eq(proposals.id, mission.proposalId), isNull(users.disabledAt)))
    .limit(1);
  if (author.length > 0) return author;
  return db
    .select(columns)
    .from(users)
    .where(and(eq(users.companyId, mission.carrierCompanyId), isNull(users.disabledAt)));
}

export type TContactRow = { firstName: string; lastName: string; phone: string | null; email: string };

/**
 * The person the caller deals with on a mission: for its carrier, the user who published the offer;
 * for its shipper, the carrier's user who made the proposal.
 */
export async function findMissionContact(
  db: TDb | TTx,
  view: TMissionView,
  side: 'carrier' | 'shipper',
): Promise<TContactRow | null> {
  const columns = { firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email };
  const [row] =
    side === 'carrier'
      ? view.offer.publishedByUserId
        ? await db.select(columns).from(users).where(eq(users.id, view.offer.publishedByUserId)).limit(1)
        : []
      : await db
          .select(columns)
          .from(proposals)
          .innerJoin(users, eq(users.id, proposals.carrierUserId))
          .where(eq(proposals.id, view.mission.proposalId))
          .limit(1);
  return row ?? null;
}

/** Whether this carrier company holds the offer's deal: a mission on it that was not cancelled. */
export async function hasCarrierMissionOn(db: TDb | TTx, carrierCompanyId: string, offerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(
      and(
        eq(missions.offerId, offerId),
        eq(missions.carrierCompanyId, carrierCompanyId),
        sql`${missions.status} <> 'cancelled'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The carrier's drivers (issue 29)

export type TDriverMissionCountsRow = { driverUserId: string; inProgress: number; upcoming: number; done: number };

/** How many of the carrier's missions each of these drivers has started, has to come, and finished (cancelled ones count nowhere). */
export function countDriversMissions(
  db: TDb | TTx,
  carrierCompanyId: string,
  driverUserIds: readonly string[],
): Promise<TDriverMissionCountsRow[]> {
  if (driverUserIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      driverUserId: sql<string>`${missions.driverUserId}`,
      inProgress: sql<number>`count(*) filter (where ${missions.status} = 'in_progress')`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${missions.status} = 'scheduled')`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${missions.status} = 'completed')`.mapWith(Number),
    })
    .from(missions)
    .where(and(eq(missions.carrierCompanyId, carrierCompanyId), inArray(missions.driverUserId, [...driverUserIds])))
    .groupBy(missions.driverUserId);
}

/** The driver's missions not over yet, locked: a start waits for the caller's transaction. */
export function lockDriverLiveMissions(
  tx: TTx,
  carrierCompanyId: string,
  driverUserId: string,
): Promise<Pick<TMissionRow, 'id' | 'status'>[]> {
  return tx
    .select({ id: missions.id, status: missions.status })
    .from(missions)
    .where(
      and(
        eq(missions.carrierCompanyId, carrierCompanyId),
        eq(missions.driverUserId, driverUserId),
        inArray(missions.status, ['scheduled', 'in_progress']),
      ),
    )
    .for('update');
}

/**
 * A mission of the carrier given this driver (null: none), when the driver is a driver of the same
 * company; answers whether it was.
 */
export async function updateMissionDriver(
  tx: TTx,
  options: { carrierCompanyId: string; missionId: string; driverUserId: string | null; now: Date },
): Promise<boolean> {
  const ownDriver = options.driverUserId
    ? sql`exists (select 1 from ${users} where ${users.id} = ${options.driverUserId} and ${users.companyId} = ${options.carrierCompanyId} and ${users.role} = ${DRIVER_ROLE})`
    : sql`true`;
  const rows = await tx
    .update(missions)
    .set({ driverUserId: options.driverUserId, updatedAt: options.now })
    .where(and(eq(missions.id, options.missionId), eq(missions.carrierCompanyId, options.carrierCompanyId), ownDriver))
    .returning({ id: missions.id });
  return rows.length > 0;
}

const DRIVER_TAB_STATUSES: Record<TDriverMissionTab, TMissionRow['status'][]> = {
  current: ['in_progress'],
  upcoming: ['scheduled'],
  done: ['completed', 'cancelled'],
};

function driverTabWhere(driverUserId: string, companyId: string, tab: TDriverMissionTab) {
  return and(
    eq(missions.driverUserId, driverUserId),
    eq(missions.carrierCompanyId, companyId),
    inArray(missions.status, DRIVER_TAB_STATUSES[tab]),
  );
}

/** A driver's missions of a tab (the driver app): upcoming soonest departure first, the others latest first. */
export function findDriverMissionsPage(
  db: TDb,
  options: { driverUserId: string; companyId: string; tab: TDriverMissionTab; limit: number; offset: number },
): Promise<TMissionView[]> {
  const order =
    options.tab === 'upcoming'
      ? [asc(offers.depDate), asc(offers.depTime), asc(missions.id)]
      : [desc(missions.updatedAt), desc(missions.id)];
  return selectViews(db)
    .where(driverTabWhere(options.driverUserId, options.companyId, options.tab))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countDriverMissionsOfTab(
  db: TDb,
  options: { driverUserId: string; companyId: string; tab: TDriverMissionTab },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missions)
    .where(driverTabWhere(options.driverUserId, options.companyId, options.tab));
  return row?.n ?? 0;
}

/** The driver's mission in progress, if any (positions are recorded for it). */
export async function findDriverMissionInProgress(
  db: TDb | TTx,
  driverUserId: string,
): Promise<{ id: string; carrierCompanyId: string; shipperCompanyId: string } | null> {
  const [row] = await db
    .select({
      id: missions.id,
      carrierCompanyId: missions.carrierCompanyId,
      shipperCompanyId: missions.shipperCompanyId,
    })
    .from(missions)
    .where(and(eq(missions.driverUserId, driverUserId), eq(missions.status, 'in_progress')))
    .orderBy(desc(missions.startedAt))
    .limit(1);
  return row ?? null;
}

export type TMissionDriverCard = {
  userId: string;
  firstName: string;
  lastName: string;
  enginePlate: string | null;
  trailerPlate: string | null;
};

/** The drivers of these missions: names and the plates their profile holds. */
export function findMissionDriverCards(db: TDb | TTx, driverUserIds: string[]): Promise<TMissionDriverCard[]> {
  if (driverUserIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      enginePlate: drivers.enginePlate,
      trailerPlate: drivers.trailerPlate,
    })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(inArray(users.id, driverUserIds));
}

const otherMissions = alias(missions, 'other_missions');
const otherOffers = alias(offers, 'other_offers');

/**
 * Of these missions, those whose driver is on another live mission (scheduled or in progress) at
 * dates that overlap its own: flagged to the carrier, not refused.
 */
export async function findBusyDriverMissions(db: TDb | TTx, missionIds: string[]): Promise<Set<string>> {
  if (missionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: missions.id })
    .from(missions)
    .innerJoin(offers, eq(offers.id, missions.offerId))
    .where(
      and(
        inArray(missions.id, missionIds),
        sql`exists (select 1 from missions as ${otherMissions} join offers as ${otherOffers} on ${otherOffers.id} = ${otherMissions.offerId}
          where ${otherMissions.driverUserId} = ${missions.driverUserId} and ${otherMissions.id} <> ${missions.id}
          and ${otherMissions.status} in ('scheduled', 'in_progress')
          and ${otherOffers.depDate} <= ${offers.destDate} and ${otherOffers.destDate} >= ${offers.depDate})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** A delivered mission as an invoice bills it (issue 30). */
export type TDeliveredMissionRow = {
  id: string;
  number: string;
  price: string;
  currency: string;
  shipperCompanyId: string;
  shipperName: string;
  offerUid: string;
  offerNumber: string;
  paymentMethod: string;
  paymentTerm: string;
  departureCity: string;
  destinationCity: string;
  departureDate: string;
  loadingReference: string | null;
  unloadingReference: string | null;
  deliveredAt: Date;
  /** The goods' loading metres and weight: a full or a partial load (`loadKindOf`). */
  mpl: number;
  weightKg: number;
  /** The waiting the accepted proof of delivery declared at each site, in minutes. */
  waitingAtLoadingMinutes: number | null;
  waitingAtUnloadingMinutes: number | null;
};

/** The latest round of each mission's proof of delivery. */
const latestPod = alias(missionPods, 'latest_pod');
const isLatestPod = and(
  eq(latestPod.missionId, missions.id),
  sql`${latestPod.round} = (select max(p.round) from ${missionPods} p where p.mission_id = ${missions.id})`,
);

/**
 * The carrier's completed missions whose latest proof of delivery is accepted, or deemed accepted
 * (still pending past its answer time: the job that records it may not have run yet), most
 * recently delivered first. `excluded`: a subquery of mission ids to leave out (those invoiced).
 */
export async function findDeliveredMissions(
  db: TDb | TTx,
  options: {
    carrierCompanyId: string;
    now: Date;
    ids?: readonly string[];
    excluded?: SQL;
    limit: number;
    offset?: number;
  },
): Promise<{ rows: TDeliveredMissionRow[]; count: number }> {
  const deliveredAt = sql<Date>`coalesce(${latestPod.decidedAt}, ${latestPod.dueAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );
  const where = and(
    eq(missions.carrierCompanyId, options.carrierCompanyId),
    eq(missions.status, 'completed'),
    or(eq(latestPod.status, 'accepted'), and(eq(latestPod.status, 'pending'), lte(latestPod.dueAt, options.now))),
    options.ids ? inArray(missions.id, [...options.ids]) : undefined,
    options.excluded ? sql`${missions.id} not in (${options.excluded})` : undefined,
  );
  const base = () =>
    db
      .select({
        id: missions.id,
        number: missions.number,
        price: missions.price,
        currency: missions.currency,
        shipperCompanyId: missions.shipperCompanyId,
        shipperName: shipperCompany.legalName,
        offerUid: offers.uid,
        offerNumber: offers.number,
        paymentMethod: offers.paymentMethod,
        paymentTerm: offers.paymentTerm,
        departureCity: sql<string>`coalesce(${offers.depCityName}, ${offers.depStateName})`,
        destinationCity: sql<string>`coalesce(${offers.destCityName}, ${offers.destStateName})`,
        departureDate: offers.depDate,
        loadingReference: offers.loadingReference,
        unloadingReference: offers.unloadingReference,
        deliveredAt,
        mpl: offers.mpl,
        weightKg: offers.weightKg,
        waitingAtLoadingMinutes: latestPod.waitingAtLoadingMinutes,
        waitingAtUnloadingMinutes: latestPod.waitingAtUnloadingMinutes,
      })
      .from(missions)
      .innerJoin(offers, eq(offers.id, missions.offerId))
      .innerJoin(shipperCompany, eq(shipperCompany.id, missions.shipperCompanyId))
      .innerJoin(latestPod, isLatestPod)
      .where(where);
  const rows = await base()
    .orderBy(desc(deliveredAt), desc(missions.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [total] = await db.select({ n: count() }).from(missions).innerJoin(latestPod, isLatestPod).where(where);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The carrier's delivered missions (as `findDeliveredMissions` reads them) counted and their prices
 * summed per currency, in centimes (exact: numeric summed, then scaled), leaving out `excluded`.
 */
export async function sumDeliveredMissions(
  db: TDb | TTx,
  options: { carrierCompanyId: string; now: Date; excluded?: SQL },
): Promise<{ currency: string; count: number; centimes: number }[]> {
  return (
    db
      .select({
        currency: missions.currency,
        count: count(),
        centimes: sql<number>`(coalesce(sum(${missions.price}), 0) * 100)::bigint`.mapWith(Number),
      })
      .from(missions)
      // The latest round as an anti-join (no later round): PostgreSQL hashes it, where the correlated
      // max(round) of `isLatestPod` runs once per row (twice as slow on 10,000 missions).
      .innerJoin(
        latestPod,
        and(
          eq(latestPod.missionId, missions.id),
          sql`not exists (select 1 from ${missionPods} newer where newer.mission_id = ${missions.id} and newer.round > ${latestPod.round})`,
        ),
      )
      .where(
        and(
          eq(missions.carrierCompanyId, options.carrierCompanyId),
          eq(missions.status, 'completed'),
          or(eq(latestPod.status, 'accepted'), and(eq(latestPod.status, 'pending'), lte(latestPod.dueAt, options.now))),
          options.excluded ? sql`${missions.id} not in (${options.excluded})` : undefined,
        ),
      )
      .groupBy(missions.currency)
      .orderBy(missions.currency)
  );
}

/** Which of these missions are the carrier's (whatever their status). */
export async function findCarrierMissionIds(
  db: TDb | TTx,
  carrierCompanyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.carrierCompanyId, carrierCompanyId), inArray(missions.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
