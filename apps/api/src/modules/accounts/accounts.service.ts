import type { TLanguage, TSessionUser } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { updateUserLanguage } from './accounts.repository';
import { toSessionUser } from './session-user';

export function getSessionUser(auth: TAuth): TSessionUser {
  return toSessionUser(auth);
}

export async function updateLanguage(ctx: TAppContext, options: { auth: TAuth; language: TLanguage }): Promise<void> {
  await ctx.db.transaction((tx) => updateUserLanguage(tx, options.auth.user.id, options.language, ctx.clock.now()));
}
