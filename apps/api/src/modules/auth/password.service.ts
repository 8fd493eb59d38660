import { ACCESS_RULES, LIMITS } from '@tariq/contracts';
import type {
  TCheckPasswordResponse,
  TResetPasswordRequest,
  TUpdatePasswordRequest,
  TUserSessionsResponse,
} from '@tariq/contracts';
import { z } from 'zod';
import type { TAppContext } from '../../platform/context';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import { sleepOn } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { assertPasswordPolicy } from '../../platform/passwords';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { findAccount, findLoginAccount, recordPasswordChange } from '../accounts';
import { queueMails } from '../mail';
import { forceLogout, forceSessionsLogout } from '../notifications';
import {
  consumePasswordResetToken,
  expirePasswordResetTokens,
  findLiveSessions,
  insertPasswordResetToken,
  isPasswordResetTokenLive,
  revokeOtherRefreshFamilies,
  revokeUserRefreshFamily,
} from './auth.repository';
import { passwordResetMail } from './password-reset-mail';

/** Kept in memory per instance, as the login's counters are (SECURITY.md #4). */
const limiters = defineInstanceState('auth.password-limits', (ctx) => ({
  forgotByAddress: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.forgotPasswordPerAddress,
    windowMs: LIMITS.forgotPasswordWindowSeconds * 1000,
  }),
  forgotByEmail: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.forgotPasswordPerEmail,
    windowMs: LIMITS.forgotPasswordWindowSeconds * 1000,
  }),
  passwordChecks: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.passwordChecksPerUser,
    windowMs: LIMITS.passwordCheckWindowSeconds * 1000,
  }),
}));

export type TSendPasswordResetOptions = { email: string; ip: string };

/**
 * POST /api/forgot-pass: mails a reset link to the address if it is an account's. The answer is the
 * same, and takes the same time, whether it is or not. Past the per-address limit: 429. Past the
 * per-e-mail limit nothing more is sent but the answer does not change: a 429 there would let anyone
 * stop the real user from asking, and tell nothing a mailbox flood would not.
 */
export async function sendPasswordReset(ctx: TAppContext, options: TSendPasswordResetOptions): Promise<void> {
  const started = ctx.clock.now().getTime();
  const { forgotByAddress, forgotByEmail } = limiters.of(ctx);
  const waitMs = forgotByAddress.waitMs(options.ip);
  if (waitMs > 0) throw tooManyRequests(waitMs);
  forgotByAddress.hit(options.ip);

  const email = options.email.toLowerCase();
  const isUnderEmailLimit = forgotByEmail.waitMs(email) === 0;
  forgotByEmail.hit(email);
  const found = isUnderEmailLimit ? await ctx.db.read((db) => findLoginAccount(db, email)) : null;
  // A disabled account cannot log in with a new password either: no link for it.
  if (found && !found.user.disabledAt) {
    const { token, hash } = createOpaqueToken();
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await insertPasswordResetToken(tx, {
        userId: found.user.id,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + LIMITS.passwordResetTtlSeconds * 1000),
        createdAt: now,
      });
      const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const mail = passwordResetMail(found.user.language, {
        firstName: found.user.firstName,
        link,
        minutes: LIMITS.passwordResetTtlSeconds / 60,
      });
      await queueMails(tx, [{ to: found.user.email, ...mail }], now);
    });
  }
  await sleepOn(ctx.clock, started + LIMITS.forgotPasswordAnswerMs - ctx.clock.now().getTime());
}

/**
 * POST /api/reset-password: the link's new password, then every session of the user ends (refresh
 * tokens, hub streams, the other reset links) and their clients are told to log out everywhere.
 */
export async function resetPassword(ctx: TAppContext, options: TResetPasswordRequest): Promise<void> {
  assertPasswordPolicy(options.password, 'password');
  const tokenHash = hashOpaqueToken(options.token);
  if (!(await ctx.db.read((db) => isPasswordResetTokenLive(db, tokenHash, ctx.clock.now())))) {
    throw new AppError('RESET_LINK_INVALID');
  }
  // Hashed before the transaction (PGlite runs one at a time, and a hash takes a good part of a second).
  const passwordHash = await ctx.passwords.hash(options.password);
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumePasswordResetToken(tx, tokenHash, now);
    if (!owner) return null;
    await recordPasswordChange(tx, owner, passwordHash, now);
    await expirePasswordResetTokens(tx, owner, now);
    await revokeOtherRefreshFamilies(tx, owner, null, now);
    return owner;
  });
  if (!userId) throw new AppError('RESET_LINK_INVALID');
  await ctx.sessions.invalidate({ userId });
  await forceLogout(ctx, userId);
}

/** `{id}` of the spec's password paths: only the caller's own (another id is refused, whoever it is). */
function assertOwnId(auth: TAuth, userId: string): void {
  assertAccess(auth, ACCESS_RULES.signedIn);
  if (userId !== auth.userId) throw new AppError('FORBIDDEN');
}

/**
 * The current password checked against the stored hash; failures counted per user so that a stolen
 * access token is no password oracle (429 with Retry-After past the limit).
 */
async function verifyCurrentPassword(ctx: TAppContext, auth: TAuth, password: string): Promise<boolean> {
  const { passwordChecks } = limiters.of(ctx);
  const waitMs = passwordChecks.waitMs(auth.userId);
  if (waitMs > 0) throw tooManyRequests(waitMs);
  const account = await ctx.db.read((db) => findAccount(db, auth.userId));
  const isRight = account
    ? await ctx.passwords.verify(password, account.user.passwordHash)
    : await ctx.passwords.burn(password);
  if (!isRight) passwordChecks.hit(auth.userId);
  return isRight;
}

export type TCheckPasswordOptions = { auth: TAuth; userId: string; password: string };

/** POST /validation/{id}/check_pwd: whether `password` is the caller's current one. */
export async function checkPassword(ctx: TAppContext, options: TCheckPasswordOptions): Promise<TCheckPasswordResponse> {
  assertOwnId(options.auth, options.userId);
  return { result: await verifyCurrentPassword(ctx, options.auth, options.password) };
}

export type TUpdatePasswordOptions = { auth: TAuth; userId: string; request: TUpdatePasswordRequest };

/**
 * POST /update/{id}/user: a new password for the caller, its current one checked again. Every other
 * session ends (SECURITY.md #11); the caller's own session (its refresh-token family) goes on.
 */
export async function updatePassword(ctx: TAppContext, options: TUpdatePasswordOptions): Promise<void> {
  assertOwnId(options.auth, options.userId);
  const { request, auth } = options;
  if (!(await verifyCurrentPassword(ctx, auth, request.currentPassword))) {
    throw new AppError('VALIDATION', { fields: { currentPassword: { key: 'wrongPassword' } } });
  }
  assertPasswordPolicy(request.password, 'password');
  const passwordHash = await ctx.passwords.hash(request.password);
  const now = ctx.clock.now();
  const endedSessions = await ctx.db.transaction(async (tx) => {
    await recordPasswordChange(tx, auth.userId, passwordHash, now);
    await expirePasswordResetTokens(tx, auth.userId, now);
    return revokeOtherRefreshFamilies(tx, auth.userId, auth.sessionId ?? null, now);
  });
  await forceSessionsLogout(ctx, { userId: auth.userId, sessionIds: endedSessions });
}

/** GET /api/user/sessions: the caller's live sessions, the one of this request marked. */
export async function findUserSessions(ctx: TAppContext, options: { auth: TAuth }): Promise<TUserSessionsResponse> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  const now = ctx.clock.now();
  const rows = await ctx.db.read((db) => findLiveSessions(db, options.auth.userId, now));
  return {
    data: rows.map((row) => ({
      id: row.familyId,
      user_agent: row.userAgent,
      ip: row.ip,
      created_at: row.startedAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.familyId === options.auth.sessionId,
    })),
  };
}

const ZSessionId = z.guid();

/**
 * DELETE /api/user/sessions/{id}: ends one of the caller's sessions — its refresh tokens and its hub
 * streams (the client is told to log out). Another user's session, or one already over: 404.
 */
export async function deleteUserSession(ctx: TAppContext, options: { auth: TAuth; sessionId: string }): Promise<void> {
  assertAccess(options.auth, ACCESS_RULES.signedIn);
  if (!ZSessionId.safeParse(options.sessionId).success) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  const { userId } = options.auth;
  const isEnded = await ctx.db.transaction((tx) => revokeUserRefreshFamily(tx, userId, options.sessionId, now));
  if (!isEnded) throw new AppError('NOT_FOUND');
  await forceSessionsLogout(ctx, { userId, sessionIds: [options.sessionId] });
}
