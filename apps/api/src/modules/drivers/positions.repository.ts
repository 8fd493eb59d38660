import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { companies, driverPositions, drivers, users } from '../../db/schema';
import type { TDriverPositionRow, TNewDriverPositionRow, TDriverRow, TUserRow } from '../../db/schema';

export type TStoredPosition = Pick<TDriverPositionRow, 'lat' | 'lng' | 'speed' | 'heading' | 'recordedAt'>;

/** Keeps the positions whose slot the driver has not filled yet; answers those kept. */
export function insertPositions(tx: TTx, rows: TNewDriverPositionRow[]): Promise<TStoredPosition[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return tx.insert(driverPositions).values(rows).onConflictDoNothing().returning({
    lat: driverPositions.lat,
    lng: driverPositions.lng,
    speed: driverPositions.speed,
    heading: driverPositions.heading,
    recordedAt: driverPositions.recordedAt,
  });
}

/** The driver's last position, moved forward only: an older one leaves it. */
export async function advanceLastPosition(tx: TTx, userId: string, position: TStoredPosition): Promise<void> {
  await tx
    .update(drivers)
    .set({ lastPingLat: position.lat, lastPingLng: position.lng, lastPingAt: position.recordedAt })
    .where(
      and(eq(drivers.userId, userId), or(isNull(drivers.lastPingAt), lt(drivers.lastPingAt, position.recordedAt))),
    );
}

export async function setDriverOnlineFlag(tx: TTx, userId: string, online: boolean, now: Date): Promise<void> {
  await tx.update(drivers).set({ isOnline: online, updatedAt: now }).where(eq(drivers.userId, userId));
}

/** The driver's own profile, with its company's name. */
export async function findDriverProfile(
  db: TDb,
  userId: string,
  companyId: string,
): Promise<{ driver: TDriverRow; user: TUserRow; company: string } | null> {
  const [row] = await db
    .select({ driver: drivers, user: users, company: companies.legalName })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .innerJoin(companies, eq(companies.id, drivers.companyId))
    .where(and(eq(drivers.userId, userId), eq(drivers.companyId, companyId)));
  return row ?? null;
}

/** A mission's latest positions, at most `limit`, newest first. */
export function findMissionPositions(db: TDb, missionId: string, limit: number): Promise<TDriverPositionRow[]> {
  return db
    .select()
    .from(driverPositions)
    .where(eq(driverPositions.missionId, missionId))
    .orderBy(desc(driverPositions.recordedAt))
    .limit(limit);
}

/** The first name and plates of a driver, as a mission shows them. */
export async function findDriverCard(
  db: TDb,
  userId: string,
): Promise<{ firstName: string; enginePlate: string | null; trailerPlate: string | null } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, enginePlate: drivers.enginePlate, trailerPlate: drivers.trailerPlate })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Deletes up to `limit` positions recorded before `before`, oldest first; answers how many. */
export async function deletePositionsBefore(tx: TTx, before: Date, limit: number): Promise<number> {
  const gone = await tx
    .delete(driverPositions)
    .where(
      sql`${driverPositions.id} in (select ${driverPositions.id} from ${driverPositions} where ${driverPositions.recordedAt} < ${before} order by ${driverPositions.recordedAt} limit ${limit})`,
    )
    .returning({ id: driverPositions.id });
  return gone.length;
}
