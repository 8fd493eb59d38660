import { DRIVER_ROLE } from '@tariq/contracts';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { companies, drivers, missions, users } from '../../db/schema';
import type { TDriverRow, TNewDriverRow, TUserRow } from '../../db/schema';

/** A driver as the carrier's list reads it: its user's identity and its profile. */
export type TDriverListRow = {
  user: Pick<TUserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'language'>;
  driver: TDriverRow;
};

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  language: users.language,
};

/** A driver of the company: both rows must say so (a profile and a user of role ROLE_DRIVER of that company). */
function ofCompany(companyId: string) {
  return and(eq(drivers.companyId, companyId), eq(users.companyId, companyId), eq(users.role, DRIVER_ROLE));
}

function selectDrivers(db: TDb | TTx) {
  return db.select({ user: userColumns, driver: drivers }).from(drivers).innerJoin(users, eq(users.id, drivers.userId));
}

/**
 * One page of the company's drivers, by last then first name (folded: case and accents aside; the
 * database collates bytewise), and how many there are in all.
 */
export async function findCompanyDriversPage(
  db: TDb,
  params: { companyId: string; limit: number; offset: number },
): Promise<{ rows: TDriverListRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    selectDrivers(db)
      .where(ofCompany(params.companyId))
      .orderBy(
        sql`tariq_fold(${users.lastName})`,
        sql`tariq_fold(${users.firstName})`,
        asc(users.lastName),
        asc(users.id),
      )
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ count: count() })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(ofCompany(params.companyId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** One driver of the company; anyone else's (or a user who is not a driver) is not found. */
export async function findCompanyDriver(
  db: TDb | TTx,
  companyId: string,
  userId: string,
): Promise<TDriverListRow | null> {
  const [row] = await selectDrivers(db)
    .where(and(eq(drivers.userId, userId), ofCompany(companyId)))
    .limit(1);
  return row ?? null;
}

/** The same, its profile locked for the caller's change. */
export async function lockCompanyDriver(tx: TTx, companyId: string, userId: string): Promise<TDriverListRow | null> {
  const [row] = await selectDrivers(tx)
    .where(and(eq(drivers.userId, userId), ofCompany(companyId)))
    .limit(1)
    .for('update', { of: drivers });
  return row ?? null;
}

export async function insertDriver(tx: TTx, values: TNewDriverRow): Promise<void> {
  await tx.insert(drivers).values(values);
}

export async function updateDriverRow(
  tx: TTx,
  userId: string,
  values: Partial<Omit<TNewDriverRow, 'userId' | 'companyId'>>,
): Promise<void> {
  await tx.update(drivers).set(values).where(eq(drivers.userId, userId));
}

/** The company's legal name: the credentials mail says who created the account. */
export async function findCompanyName(db: TDb | TTx, companyId: string): Promise<string> {
  const [row] = await db
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.name ?? '';
}

/**
 * The company's drivers counted: all, those connected (online with a position since
 * `connectedSince`) and those on a mission of the company in progress.
 */
export async function countCompanyDrivers(
  db: TDb,
  params: { companyId: string; connectedSince: Date },
): Promise<{ total: number; connected: number; onMission: number }> {
  const onMission = sql`exists (select 1 from ${missions} where ${missions.driverUserId} = ${drivers.userId} and ${missions.status} = 'in_progress' and ${missions.carrierCompanyId} = ${params.companyId})`;
  const [row] = await db
    .select({
      total: count(),
      connected: count(
        sql`case when ${and(eq(drivers.isOnline, true), gte(drivers.lastPingAt, params.connectedSince))} then 1 end`,
      ),
      onMission: count(sql`case when ${onMission} then 1 end`),
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(ofCompany(params.companyId));
  return { total: row?.total ?? 0, connected: row?.connected ?? 0, onMission: row?.onMission ?? 0 };
}
