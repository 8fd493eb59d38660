import { ACCESS_RULES, ADMIN_ROLE } from '@tariq/contracts';
import type { TLanguage, TSessionUser } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth, TFindAuth } from '../../platform/auth/auth.plugin';
import { AppError } from '../../platform/errors';
import { findEnabledUserAccess, findUserWithCompanyById, updateUserLanguage } from './accounts.repository';
import { toSessionUser } from './session-user';

/** The identity lookup the auth plugin uses (handed to it through the context). */
export function createFindAuth(ctx: Pick<TAppContext, 'db'>): TFindAuth {
  return async (userId) => {
    const row = await ctx.db.read((db) => findEnabledUserAccess(db, userId));
    if (!row) return null;
    return {
      userId: row.userId,
      companyId: row.companyId,
      role: row.role,
      modules: row.modules,
      // Platform staff have no legal documents of their own.
      isDocOk: row.role === ADMIN_ROLE || row.documentsOk,
      language: row.language,
    };
  };
}

export async function getSessionUser(ctx: TAppContext, options: { auth: TAuth }): Promise<TSessionUser> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  const found = await ctx.db.read((db) => findUserWithCompanyById(db, options.auth.userId));
  if (!found) throw new AppError('UNAUTHORIZED');
  return toSessionUser(found);
}

export async function updateLanguage(ctx: TAppContext, options: { auth: TAuth; language: TLanguage }): Promise<void> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  await ctx.db.transaction((tx) => updateUserLanguage(tx, options.auth.userId, options.language, ctx.clock.now()));
}
