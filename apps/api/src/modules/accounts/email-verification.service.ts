import { LIMITS } from '@tariq/contracts';
import type { TResendVerificationResponse } from '@tariq/contracts/email-verification';
import type { TTx } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { queueMails } from '../mail';
import {
  consumeEmailToken,
  findEmailToken,
  findUserWithCompanyByEmail,
  findUserWithCompanyById,
  insertEmailToken,
  updateUserEmailVerified,
  consumeUserEmailTokens,
} from './accounts.repository';
import type { TUserWithCompany } from './accounts.repository';
import { verificationMail } from './verification-mail';

/**
 * A new verification link for the user, and its mail in the user's language, in the caller's
 * transaction (the sign-up's, or a resend's): the mail leaves only if the rest commits.
 */
export async function createEmailVerification(
  ctx: Pick<TAppContext, 'config'>,
  tx: TTx,
  options: { user: Pick<TUserRow, 'id' | 'email' | 'firstName' | 'language'>; now: Date },
): Promise<void> {
  const { user, now } = options;
  // 256 bits from the CSPRNG; only its hash is kept (SECURITY.md #15).
  const { token, hash } = createOpaqueToken();
  await insertEmailToken(tx, {
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + LIMITS.emailVerificationTtlSeconds * 1000),
    createdAt: now,
  });
  const link = `${ctx.config.publicUrl}/emailVerification?token=${encodeURIComponent(token)}`;
  const mail = verificationMail(user.language, {
    firstName: user.firstName,
    link,
    hours: LIMITS.emailVerificationTtlSeconds / 3600,
  });
  await queueMails(tx, [{ to: user.email, ...mail }], now);
}

/**
 * For the auth module, inside the transaction that opens the session: the link's token is used up,
 * every other verification link of the user with it (each would open a session without a
 * password), and the address is verified. Answers the account as it now is. Nothing is written
 * when the link is refused: unknown, used or expired, each with its own code so the page says which.
 */
export async function finishEmailVerification(
  tx: TTx,
  options: { token: string; now: Date },
): Promise<TUserWithCompany> {
  const { now } = options;
  const tokenHash = hashOpaqueToken(options.token);
  const consumed = await consumeEmailToken(tx, { tokenHash, purpose: 'verify_email', now });
  if (!consumed) {
    const known = await findEmailToken(tx, tokenHash, 'verify_email');
    if (!known) throw new AppError('VERIFICATION_LINK_INVALID');
    if (known.usedAt) throw new AppError('VERIFICATION_LINK_USED');
    throw new AppError('VERIFICATION_LINK_EXPIRED');
  }
  const account = await findUserWithCompanyById(tx, consumed.userId);
  // Thrown inside the transaction: the token stays unused, the account as it was.
  if (!account || account.user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  await consumeUserEmailTokens(tx, { userId: consumed.userId, purpose: 'verify_email', now });
  await updateUserEmailVerified(tx, consumed.userId, now);
  return (await findUserWithCompanyById(tx, consumed.userId))!;
}

/**
 * Per e-mail address, and per network address across e-mail addresses (SECURITY.md #4), on this
 * instance as the other limiters. The e-mail lock is the client's countdown, enforced.
 */
const limiters = defineInstanceState('accounts.verification-limits', (ctx) => ({
  perEmail: createRateLimiter({
    clock: ctx.clock,
    points: 1,
    windowMs: LIMITS.verificationResendSeconds * 1000,
  }),
  perAddress: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.verificationResendsPerAddress,
    windowMs: LIMITS.verificationResendWindowSeconds * 1000,
  }),
}));

export type TSendVerificationEmailOptions = { email: string; ip: string };

/**
 * POST /api/auth/resend-verification-email: a new link for an account not verified yet. The answer
 * and the limits are the same for an unknown address, a verified one and a disabled one, so the
 * endpoint tells nobody which addresses have accounts; only a real, unverified account gets a mail.
 */
export async function sendVerificationEmail(
  ctx: TAppContext,
  options: TSendVerificationEmailOptions,
): Promise<TResendVerificationResponse> {
  const { perEmail, perAddress } = limiters.of(ctx);
  const email = options.email.toLowerCase();
  const wait = Math.max(perAddress.waitMs(options.ip), perEmail.waitMs(email));
  if (wait > 0) throw tooManyRequests(wait);
  perAddress.hit(options.ip);
  perEmail.hit(email);

  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const found = await findUserWithCompanyByEmail(tx, email);
    if (!found || found.user.emailVerifiedAt || found.user.disabledAt) return;
    await createEmailVerification(ctx, tx, { user: found.user, now });
  });
  return { success: true };
}
