import { ACCESS_RULES, ADMIN_ROLE } from '@tariq/contracts';
import type { TLanguage, TModule, TNotificationMessage, TSessionUser } from '@tariq/contracts';
import type { TDb, TTx } from '../../db/client';
import type { TAppContext, TSessionRecord } from '../../platform/context';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { AppError } from '../../platform/errors';
import { forceLogout, notifyCompanyUsers } from '../notifications';
import {
  findUsersOfCompanies,
  findEnabledUserWithCompany,
  findUserWithCompanyByEmail,
  findUserWithCompanyById,
  touchUserLastLogin,
  updateCompanyPlatformSettings,
  updateUserDisabledAt,
  updateUserPasswordHash,
  updateUserLanguage,
} from './accounts.repository';
import type { TUserWithCompany } from './accounts.repository';
import { toSessionUser } from './session-user';

/**
 * How the platform reads a session: the request's identity and the session user, from one
 * prepared query. Handed to the session cache through the context, so that the platform does not
 * import modules.
 */
export function createSessionLoader(ctx: Pick<TAppContext, 'db'>) {
  return async (userId: string): Promise<TSessionRecord | null> => {
    const found = await ctx.db.read((db) => findEnabledUserWithCompany(db, userId));
    if (!found) return null;
    const user = toSessionUser(found);
    const auth: TAuth = {
      userId: user.id,
      companyId: found.company.id,
      role: user.role,
      modules: user.modules,
      // Platform staff have no legal documents of their own.
      isDocOk: user.role === ADMIN_ROLE || found.company.documentsOk,
      isDocActive: user.is_doc_active,
      documentsValidUntil: found.company.documentsValidUntil,
      language: user.language,
    };
    return { auth, user };
  };
}

export async function getSessionUser(ctx: TAppContext, options: { auth: TAuth }): Promise<TSessionUser> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  const session = await ctx.sessions.find(options.auth.userId);
  if (!session) throw new AppError('UNAUTHORIZED');
  return session.user;
}

export async function updateLanguage(ctx: TAppContext, options: { auth: TAuth; language: TLanguage }): Promise<void> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  await ctx.db.transaction((tx) => updateUserLanguage(tx, options.auth.userId, options.language, ctx.clock.now()));
  await ctx.sessions.invalidate({ userId: options.auth.userId });
}

export type TDisableUserOptions = { auth: TAuth; userId: string };

/**
 * Platform staff disable an account: refused from the next request on, on every instance. (The
 * admin screens come with their own capability; the rule and its effect on sessions live here.)
 */
export async function disableUser(ctx: TAppContext, options: TDisableUserOptions): Promise<void> {
  assertAccess(options.auth, ACCESS_RULES.platformAdmin);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => updateUserDisabledAt(tx, options.userId, now, now));
  await ctx.sessions.invalidate({ userId: options.userId });
  await forceLogout(ctx, options.userId);
}

/** For the admin module, in its transaction: an account disabled (null: enabled again). */
export function setUserDisabled(tx: TDb, userId: string, disabledAt: Date | null, now: Date): Promise<void> {
  return updateUserDisabledAt(tx, userId, disabledAt, now);
}

/** For the admin module, in its transaction: the modules a company has, and whether it is VIP. */
export function setCompanyPlatformSettings(
  tx: TDb,
  companyId: string,
  settings: { modules: TModule[]; isVip: boolean },
  now: Date,
): Promise<void> {
  return updateCompanyPlatformSettings(tx, companyId, settings, now);
}

/** Tells every enabled user of these companies, in the transaction of the event (a deal's news goes to the whole company). */
export async function notifyCompanies(
  ctx: Pick<TAppContext, 'clock' | 'pubsub' | 'externalHub' | 'config'>,
  tx: TTx,
  companyIds: readonly string[],
  notification: TNotificationMessage,
): Promise<void> {
  await notifyCompanyUsers(ctx, tx, companyIds, notification);
}

/** The enabled users of each of these companies (several notifications to several companies at once). */
export async function companyUsers(db: TDb | TTx, companyIds: readonly string[]): Promise<Map<string, string[]>> {
  const byCompany = new Map<string, string[]>();
  for (const { userId, companyId } of await findUsersOfCompanies(db as TDb, companyIds)) {
    byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), userId]);
  }
  return byCompany;
}

/** The account behind a login, by e-mail (lower-cased by the caller), disabled or not: for the auth module. */
export function findLoginAccount(db: TDb, email: string): Promise<TUserWithCompany | null> {
  return findUserWithCompanyByEmail(db, email);
}

/** The account of a user id, disabled or not: for the auth module. */
export function findAccount(db: TDb, userId: string): Promise<TUserWithCompany | null> {
  return findUserWithCompanyById(db, userId);
}

/** A new password (reset or change), in the auth module's transaction that also ends the sessions. */
export function recordPasswordChange(tx: TDb, userId: string, passwordHash: string, now: Date): Promise<void> {
  return updateUserPasswordHash(tx, userId, passwordHash, now);
}

/** A successful login, in the login's transaction. */
export function recordLogin(tx: TDb, userId: string, now: Date): Promise<void> {
  return touchUserLastLogin(tx, userId, now);
}
