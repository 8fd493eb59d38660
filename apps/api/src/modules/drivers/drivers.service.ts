import { ACCESS_RULES, DRIVERS_LIMITS } from '@tariq/contracts';
import type {
  TCreateDriverValues,
  TDriver,
  TDriverMissionCounts,
  TDriversListResponse,
  TUpdateDriverValues,
} from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createDriverAccount, deleteDriverAccount, recordPasswordChange, updateDriverAccount } from '../accounts';
import { revokeUserSessions } from '../auth';
import { queueMails } from '../mail';
import { countDriverMissions, isDriverOnMissionInProgress } from '../missions';
import { forceLogout } from '../notifications';
import { driverCredentialsMail } from './driver-credentials-mail';
import { generateDriverPassword } from './driver-password';
import {
  countCompanyDrivers,
  findCompanyDriver,
  findCompanyDriversPage,
  findCompanyName,
  insertDriver,
  lockCompanyDriver,
  updateDriverRow,
} from './drivers.repository';
import type { TDriverListRow } from './drivers.repository';

/** Who may manage drivers: the rule the web's /chauffeurs route is guarded by too. */
const RULE = ACCESS_RULES.carrierDrivers;

const CONNECTED_WITHIN_MS = DRIVERS_LIMITS.connectedWithinMinutes * 60_000;

function toDriver(row: TDriverListRow, missionCounts: TDriverMissionCounts, now: Date): TDriver {
  const { user, driver } = row;
  const hasLocation = driver.lastPingAt !== null && driver.lastPingLat !== null && driver.lastPingLng !== null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    enginePlate: driver.enginePlate,
    enginePlateCountry: driver.enginePlateCountry,
    trailerPlate: driver.trailerPlate,
    trailerPlateCountry: driver.trailerPlateCountry,
    remark: driver.remark,
    language: user.language,
    // Online in the app is not enough: a phone that stopped sending (battery, tunnel) is not connected.
    connected:
      driver.isOnline &&
      driver.lastPingAt !== null &&
      now.getTime() - driver.lastPingAt.getTime() <= CONNECTED_WITHIN_MS,
    missionCounts,
    lastLocation: hasLocation
      ? { lat: driver.lastPingLat!, lng: driver.lastPingLng!, at: driver.lastPingAt!.toISOString() }
      : null,
    created_at: driver.createdAt.toISOString(),
    updated_at: driver.updatedAt.toISOString(),
  };
}

const emailTaken = () => new AppError('DRIVER_EMAIL_TAKEN', { fields: { email: { key: 'accountExists' } } });

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * For the dashboard, which checked its caller's access: the company's drivers counted, in the
 * caller's `db` — how many, connected now (as the list's `connected`), on a mission in progress.
 */
export function findDriversFigures(
  db: TDb,
  options: { companyId: string; now: Date },
): Promise<{ total: number; connected: number; onMission: number }> {
  return countCompanyDrivers(db, {
    companyId: options.companyId,
    connectedSince: new Date(options.now.getTime() - CONNECTED_WITHIN_MS),
  });
}

/** GET /api/drivers: one page of the caller company's drivers, by name, with their missions counted. */
export async function listDrivers(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<TDriversListResponse> {
  assertAccess(options.auth, RULE);
  const { auth, page, limit } = options;
  const { rows, count, counts } = await ctx.db.read(async (db) => {
    const found = await findCompanyDriversPage(db, { companyId: auth.companyId, limit, offset: (page - 1) * limit });
    const missionCounts = await countDriverMissions(db, {
      carrierCompanyId: auth.companyId,
      driverUserIds: found.rows.map((row) => row.user.id),
    });
    return { ...found, counts: missionCounts };
  });
  const now = ctx.clock.now();
  return {
    data: rows.map((row) => toDriver(row, counts.get(row.user.id)!, now)),
    page,
    total_pages: Math.ceil(count / limit),
    count,
  };
}

/** GET /api/drivers/{id}: a driver of the caller's company; anyone else's is not found. */
export async function getDriver(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<TDriver> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  const found = await ctx.db.read(async (db) => {
    const row = await findCompanyDriver(db, auth.companyId, id);
    if (!row) return null;
    const counts = await countDriverMissions(db, { carrierCompanyId: auth.companyId, driverUserIds: [id] });
    return { row, counts: counts.get(id)! };
  });
  if (!found) throw new AppError('NOT_FOUND');
  return toDriver(found.row, found.counts, ctx.clock.now());
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The credentials mail, queued in the caller's transaction: it leaves only if the change commits. */
async function queueCredentialsMail(
  tx: TTx,
  options: {
    kind: 'created' | 'resent';
    driver: TDriverListRow['user'];
    companyId: string;
    password: string;
    now: Date;
  },
): Promise<void> {
  const { driver } = options;
  const mail = driverCredentialsMail(driver.language, {
    kind: options.kind,
    firstName: driver.firstName,
    company: await findCompanyName(tx, options.companyId),
    email: driver.email,
    password: options.password,
  });
  await queueMails(tx, [{ to: driver.email, ...mail }], options.now);
}

/**
 * POST /api/drivers: a user of role ROLE_DRIVER in the caller's company with a generated password,
 * its profile, and the mail that gives the driver their login and password, in their language (the
 * body's, else the carrier user's). All or nothing.
 */
export async function createDriver(
  ctx: TAppContext,
  options: { auth: TAuth; values: TCreateDriverValues },
): Promise<TDriver> {
  assertAccess(options.auth, RULE);
  const { auth, values } = options;
  const password = generateDriverPassword();
  // Hashed before the transaction (PGlite runs one at a time, and a hash takes a good part of a second).
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  const driverId = await ctx.db.transaction(async (tx) => {
    const user = await createDriverAccount(tx, {
      companyId: auth.companyId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      language: values.language ?? auth.language,
      passwordHash,
      now,
    });
    if (!user) throw emailTaken();
    await insertDriver(tx, {
      userId: user.id,
      companyId: auth.companyId,
      enginePlate: values.enginePlate,
      enginePlateCountry: values.enginePlateCountry,
      trailerPlate: values.trailerPlate,
      trailerPlateCountry: values.trailerPlateCountry,
      remark: values.remark,
      createdAt: now,
      updatedAt: now,
    });
    await queueCredentialsMail(tx, { kind: 'created', driver: user, companyId: auth.companyId, password, now });
    return user.id;
  });
  return getDriver(ctx, { auth, id: driverId });
}

/** PUT /api/drivers/{id}: the fields sent, and only those; an e-mail another user has is refused (409). */
export async function updateDriver(
  ctx: TAppContext,
  options: { auth: TAuth; id: string; values: TUpdateDriverValues },
): Promise<TDriver> {
  assertAccess(options.auth, RULE);
  const { auth, id, values } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCompanyDriver(tx, auth.companyId, id))) throw new AppError('NOT_FOUND');
    const { firstName, lastName, email, language, ...profile } = values;
    const account = { firstName, lastName, email, language };
    if (Object.values(account).some((value) => value !== undefined)) {
      const changed = await updateDriverAccount(tx, {
        userId: id,
        values: Object.fromEntries(Object.entries(account).filter(([, value]) => value !== undefined)),
        now,
      });
      if (!changed) throw emailTaken();
    }
    await updateDriverRow(tx, id, { ...profile, updatedAt: now });
  });
  // The session shows the user's names and language: every instance reads them again.
  await ctx.sessions.invalidate({ userId: id });
  return getDriver(ctx, { auth, id });
}

/**
 * Ends every session of the driver on every instance: refresh tokens are revoked in the caller's
 * transaction; once committed, the cached session goes and open streams are told to log out.
 */
async function endDriverSessions(ctx: TAppContext, driverId: string): Promise<void> {
  await ctx.sessions.invalidate({ userId: driverId });
  await forceLogout(ctx, driverId);
}

/**
 * POST /api/drivers/{id}/credentials: a new generated password mailed to the driver; the old one
 * stops working and every session of the driver ends (its refresh tokens fail, its streams close).
 */
export async function sendDriverCredentials(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  // Not found before the hash's work, and again under the lock.
  if (!(await ctx.db.read((db) => findCompanyDriver(db, auth.companyId, id)))) throw new AppError('NOT_FOUND');
  const password = generateDriverPassword();
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const found = await lockCompanyDriver(tx, auth.companyId, id);
    if (!found) throw new AppError('NOT_FOUND');
    await recordPasswordChange(tx, id, passwordHash, now);
    await revokeUserSessions(tx, id, now);
    await updateDriverRow(tx, id, { isOnline: false, updatedAt: now });
    await queueCredentialsMail(tx, { kind: 'resent', driver: found.user, companyId: auth.companyId, password, now });
  });
  await endDriverSessions(ctx, id);
}

/**
 * DELETE /api/drivers/{id}: refused (409) while the driver is on a mission in progress. Otherwise
 * the user goes, with its profile, sessions and notifications; the missions it was on keep their
 * history and lose their driver (missions.driver_user_id is set null): the e-mail is free again
 * and nothing of the driver stays able to log in.
 */
export async function deleteDriver(ctx: TAppContext, options: { auth: TAuth; id: string }): Promise<void> {
  assertAccess(options.auth, RULE);
  const { auth, id } = options;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCompanyDriver(tx, auth.companyId, id))) throw new AppError('NOT_FOUND');
    // Its live missions stay locked until the deletion commits: none starts meanwhile.
    if (await isDriverOnMissionInProgress(tx, { carrierCompanyId: auth.companyId, driverUserId: id })) {
      throw new AppError('DRIVER_ON_MISSION');
    }
    await deleteDriverAccount(tx, { userId: id, companyId: auth.companyId });
  });
  await endDriverSessions(ctx, id);
}
