import { ACCESS_RULES, readEmailNotificationSettings } from '@tariq/contracts';
import type { TEmailNotificationSettings } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findUserEmailNotifications, updateUserEmailNotifications } from './accounts.repository';

/** GET /api/user/email-notifications: the caller's settings, defaults filled in. */
export async function getEmailNotifications(
  ctx: TAppContext,
  options: { auth: TAuth },
): Promise<TEmailNotificationSettings> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  const stored = await ctx.db.read((db) => findUserEmailNotifications(db, options.auth.userId));
  if (!stored) throw new AppError('UNAUTHORIZED');
  return readEmailNotificationSettings(stored.settings);
}

/**
 * PUT /api/user/email-notifications: the caller's own settings, whole. Turning the daily digest on
 * starts its day now: the first digest gathers what happens from now on, not the past.
 */
export async function updateEmailNotifications(
  ctx: TAppContext,
  options: { auth: TAuth; settings: TEmailNotificationSettings },
): Promise<TEmailNotificationSettings> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const stored = await findUserEmailNotifications(tx, options.auth.userId, { forUpdate: true });
    if (!stored) throw new AppError('UNAUTHORIZED');
    const wasDigest = readEmailNotificationSettings(stored.settings).dailyDigest;
    await updateUserEmailNotifications(tx, options.auth.userId, {
      settings: options.settings,
      digestAt: options.settings.dailyDigest && !wasDigest ? now : undefined,
      now,
    });
  });
  return options.settings;
}
