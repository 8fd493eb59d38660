import { randomUUID } from 'node:crypto';
import { CARRIER_ROLE, DRIVER_ROLE, LIMITS, SHIPPER_ROLE, privateFreightsTopic, trackingTopic } from '@tariq/contracts';
import { z } from 'zod';
import type { TLanguage, TLoginResponse, TRefreshResponse, TSessionUser } from '@tariq/contracts';
import type { TAcceptInvitationRequest } from '@tariq/contracts/colleagues';
import type { TDb } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { TAppContext } from '../../platform/context';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import { forceLogout } from '../notifications';
import {
  findAccount,
  findLoginAccount,
  finishEmailVerification,
  joinByInvitation,
  prepareInvitationAcceptance,
  recordLogin,
  toSessionUser,
} from '../accounts';
import {
  consumeRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  insertSuccessorRefreshToken,
  isRefreshFamilyLive,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
} from './auth.repository';

export type TClientInfo = { ip: string; userAgent: string | null };

export type TLoginOptions = { email: string; password: string; client: TClientInfo };

async function issueRefreshToken(
  tx: TDb,
  options: { userId: string; familyId: string; expiresAt: Date; now: Date; client: TClientInfo },
): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await insertRefreshToken(tx, {
    userId: options.userId,
    familyId: options.familyId,
    tokenHash: hash,
    expiresAt: options.expiresAt,
    createdAt: options.now,
    userAgent: options.client.userAgent?.slice(0, 300) ?? null,
    ip: options.client.ip,
  });
  return token;
}

/** POST /api/login_check. One generic answer for an unknown e-mail and a wrong password. */
export async function createSession(ctx: TAppContext, options: TLoginOptions): Promise<TLoginResponse> {
  const account = options.email.toLowerCase();
  await ctx.loginThrottle.assertAllowed(account, options.client.ip);

  const found = await ctx.db.read((db) => findLoginAccount(db, account));
  // Verify against a dummy hash when the e-mail is unknown: the timing must not tell which it was.
  const passwordOk = found
    ? await ctx.passwords.verify(options.password, found.user.passwordHash)
    : await ctx.passwords.burn(options.password);
  if (!found || !passwordOk || found.user.disabledAt) {
    await ctx.loginThrottle.recordFailure(account, options.client.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await ctx.loginThrottle.recordSuccess(account, options.client.ip);

  const user = toSessionUser(found);
  // An unverified e-mail gets the user and no tokens; the web then offers to resend the link.
  if (!user.isVerified) return { user };

  const now = ctx.clock.now();
  const session = newSession(now);
  const refreshToken = await ctx.db.transaction((tx) =>
    openSession(tx, { userId: user.id, session, now, client: options.client }),
  );
  return sessionAnswer(ctx, user, session, refreshToken);
}

type TNewSession = { id: string; expiresAt: Date };

/** A session is a refresh-token family: its id, and its absolute expiry (rotation never extends it). */
function newSession(now: Date): TNewSession {
  return { id: randomUUID(), expiresAt: new Date(now.getTime() + LIMITS.refreshTokenTtlSeconds * 1000) };
}

/** In the caller's transaction: the login recorded, and the first refresh token of the session. */
async function openSession(
  tx: TDb,
  options: { userId: string; session: TNewSession; now: Date; client: TClientInfo },
): Promise<string> {
  await recordLogin(tx, options.userId, options.now);
  return issueRefreshToken(tx, {
    userId: options.userId,
    familyId: options.session.id,
    expiresAt: options.session.expiresAt,
    now: options.now,
    client: options.client,
  });
}

/** The login's answer (spec 000 §7): the three tokens and the user. */
async function sessionAnswer(
  ctx: TAppContext,
  user: TSessionUser,
  session: TNewSession,
  refreshToken: string,
): Promise<TLoginResponse> {
  return {
    token: await ctx.tokens.signAccessToken(user.id, user.roles, session.id),
    refresh_token: refreshToken,
    // Bound to this session: a logout (or anything that revokes its family) ends it as well.
    mercure_token: await ctx.tokens.signMercureToken(
      user.id,
      session,
      [
        ...(user.role === CARRIER_ROLE ? [privateFreightsTopic(user.company_id)] : []),
        // The positions of the company's missions in progress (issue 29), for both companies of a mission.
        ...(user.role === CARRIER_ROLE || user.role === SHIPPER_ROLE ? [trackingTopic(user.company_id)] : []),
      ],
      // A driver hears only what is sent to them: not the exchange's offers (issue 29).
      { publicTopics: user.role !== DRIVER_ROLE },
    ),
    user,
  };
}

export type TVerifyEmailOptions = { token: string; client: TClientInfo };

/**
 * GET /api/auth/verify-email: the link mailed to a new user opens a session, as a login would.
 * One transaction: the link used up, the address verified and the session's first refresh token,
 * or none of them. A link unknown, used or expired is refused with its own code.
 */
export async function verifyEmail(ctx: TAppContext, options: TVerifyEmailOptions): Promise<TLoginResponse> {
  const now = ctx.clock.now();
  const session = newSession(now);
  const { account, refreshToken } = await ctx.db.transaction(async (tx) => {
    const verified = await finishEmailVerification(tx, { token: options.token, now });
    return {
      account: verified,
      refreshToken: await openSession(tx, { userId: verified.user.id, session, now, client: options.client }),
    };
  });
  // A session user cached on any instance still says "not verified".
  await ctx.sessions.invalidate({ userId: account.user.id });
  return sessionAnswer(ctx, toSessionUser(account), session, refreshToken);
}

export type TAcceptInvitationOptions = {
  request: TAcceptInvitationRequest;
  language: TLanguage;
  client: TClientInfo;
};

/**
 * POST /api/auth/invitation/accept: the invited colleague's account, made from the link, opens a
 * session as a login would. One transaction: the invitation used up, the user, the colleagues'
 * mails and the session's first refresh token, or none of them.
 */
export async function acceptInvitation(ctx: TAppContext, options: TAcceptInvitationOptions): Promise<TLoginResponse> {
  const { passwordHash } = await prepareInvitationAcceptance(ctx, options.request);
  const now = ctx.clock.now();
  const session = newSession(now);
  const { account, refreshToken } = await ctx.db.transaction(async (tx) => {
    const joined = await joinByInvitation(ctx, tx, {
      request: options.request,
      passwordHash,
      language: options.language,
      now,
    });
    return {
      account: joined,
      refreshToken: await openSession(tx, { userId: joined.user.id, session, now, client: options.client }),
    };
  });
  return sessionAnswer(ctx, toSessionUser(account), session, refreshToken);
}

/**
 * A token already rotated: within the grace window (two tabs refreshing at once) it is answered as
 * if it were live, and its family keeps going; after it, the reuse means a leak and the family is
 * revoked. Null in every case the caller must refuse.
 */
async function findRotatedInGrace(tx: TDb, hash: string, now: Date) {
  const known = await findRefreshToken(tx, hash);
  if (!known?.usedAt || known.revokedAt) return null;
  const isInGrace = now.getTime() - known.usedAt.getTime() <= LIMITS.refreshReuseGraceMs;
  if (isInGrace && known.expiresAt > now) return known;
  await revokeRefreshFamily(tx, known.familyId, now);
  return null;
}

/**
 * POST /api/token/refresh: rotates the refresh token. A token presented twice means it leaked:
 * the whole family is revoked and both holders must log in again (SECURITY.md #8). Within the
 * grace window every refresh of one token gets the same successor, so the family stays one chain.
 */
export async function refreshSession(
  ctx: TAppContext,
  options: { refreshToken: string; client: TClientInfo },
): Promise<TRefreshResponse> {
  const now = ctx.clock.now();
  const hash = hashOpaqueToken(options.refreshToken);
  const result = await ctx.db.transaction(async (tx) => {
    const current = (await consumeRefreshToken(tx, hash, now)) ?? (await findRotatedInGrace(tx, hash, now));
    if (!current) return null;
    const owner = await findAccount(tx, current.userId);
    if (!owner || owner.user.disabledAt) {
      await revokeRefreshFamily(tx, current.familyId, now);
      return null;
    }
    const successor = ctx.tokens.successorRefreshToken(options.refreshToken);
    await insertSuccessorRefreshToken(tx, {
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: successor.hash,
      expiresAt: current.expiresAt,
      createdAt: now,
      userAgent: options.client.userAgent?.slice(0, 300) ?? null,
      ip: options.client.ip,
    });
    const refreshToken = successor.token;
    return { owner, refreshToken, sessionId: current.familyId };
  });
  if (!result) throw new AppError('INVALID_REFRESH_TOKEN');
  const user = toSessionUser(result.owner);
  return {
    token: await ctx.tokens.signAccessToken(user.id, user.roles, result.sessionId),
    refresh_token: result.refreshToken,
  };
}

/**
 * For the admin module, in its transaction: every refresh token of the user revoked (a disabled
 * account). The caller ends the cached sessions and pushes the logout once committed.
 */
export function revokeUserSessions(tx: TDb, userId: string, now: Date): Promise<void> {
  return revokeUserRefreshTokens(tx, userId, now);
}

/** POST /api/user/logout: every refresh token of the user, or the family of the one presented. */
export async function deleteSession(
  ctx: TAppContext,
  options: { userId: string | null; refreshToken: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (options.userId) await revokeUserRefreshTokens(tx, options.userId, now);
    if (options.refreshToken) {
      const known = await findRefreshToken(tx, hashOpaqueToken(options.refreshToken));
      if (known) await revokeRefreshFamily(tx, known.familyId, now);
    }
  });
  if (options.userId) {
    await ctx.sessions.invalidate({ userId: options.userId });
    // Every refresh token of the user is gone: its other tabs and devices leave now, not in 15 minutes.
    await forceLogout(ctx, options.userId);
  }
}

const ZSessionId = z.guid();

/** For the hub: whether the session (refresh-token family) a `mercure_token` names is still live. */
export async function isSessionLive(
  ctx: TAppContext,
  options: { userId: string; sessionId: string },
): Promise<boolean> {
  if (!ZSessionId.safeParse(options.sessionId).success) return false;
  const now = ctx.clock.now();
  return ctx.db.read((db) => isRefreshFamilyLive(db, options.userId, options.sessionId, now));
}
