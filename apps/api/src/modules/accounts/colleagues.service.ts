import { ACCESS_RULES, LIMITS } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import type {
  TAcceptInvitationRequest,
  TColleague,
  TColleagueInvitation,
  TColleaguesResponse,
  TColleagueStatus,
  TInvitationPreview,
} from '@tariq/contracts/colleagues';
import type { TTx } from '../../db/client';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/tokens';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { assertPasswordPolicy } from '../../platform/passwords';
import { createRateLimiter, tooManyRequests } from '../../platform/rate-limit';
import { recordAudit } from '../audit';
import { queueMails } from '../mail';
import { forceLogout } from '../notifications';
import { findUserWithCompanyByEmail, findUserWithCompanyById, insertUser } from './accounts.repository';
import type { TUserWithCompany } from './accounts.repository';
import { colleagueJoinedMail, colleagueReportedMail, invitationMail } from './colleague-mails';
import {
  cancelInvitation,
  cancelInvitationsBy,
  countActiveColleagues,
  countPendingInvitations,
  findColleagues,
  findColleaguesToTell,
  findInvitationByTokenHash,
  findPendingInvitations,
  findStaff,
  lockActiveColleagues,
  lockColleague,
  markColleagueLeft,
  markColleagueReported,
  markInvitationAccepted,
  upsertInvitation,
} from './colleagues.repository';
import type { TColleagueRow, TInvitationRow } from './colleagues.repository';

const RULE = ACCESS_RULES.colleagues;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** What a user's account is now, as colleagues and the staff see it. */
export function userStatusOf(row: Pick<TColleagueRow, 'leftAt' | 'reportedAt' | 'disabledAt'>): TColleagueStatus {
  if (row.leftAt) return 'left';
  if (row.reportedAt) return 'reported';
  if (row.disabledAt) return 'disabled';
  return 'active';
}

function toColleague(row: TColleagueRow, callerId: string): TColleague {
  const status = userStatusOf(row);
  const isYou = row.id === callerId;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleInCompany: row.roleInCompany,
    joinedAt: row.createdAt.toISOString(),
    invitedBy: row.inviter,
    status,
    isYou,
    // Only someone who came in by an invitation can be said not to work here: the company's
    // founder signed it up with its own documents.
    canReport: status === 'active' && !isYou && row.invitedById !== null,
  };
}

function toInvitation(row: TInvitationRow): TColleagueInvitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy: row.inviter,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** GET /api/colleagues: the caller's company only. */
export async function listColleagues(ctx: TAppContext, options: { auth: TAuth }): Promise<TColleaguesResponse> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  return ctx.db.read(async (db) => {
    const [rows, invitations, active] = await Promise.all([
      findColleagues(db, auth.companyId),
      findPendingInvitations(db, auth.companyId, now),
      countActiveColleagues(db, auth.companyId),
    ]);
    return {
      data: rows.map((row) => toColleague(row, auth.userId)),
      invitations: invitations.map(toInvitation),
      canLeave: active > 1,
    };
  });
}

const limiters = defineInstanceState('accounts.invitation-limits', (ctx) => ({
  perUser: createRateLimiter({
    clock: ctx.clock,
    points: LIMITS.invitationsPerUser,
    windowMs: LIMITS.invitationWindowSeconds * 1000,
  }),
}));

/**
 * POST /api/colleagues/invitations: a link mailed to the address, in the inviter's language (the
 * invitee has none yet). An address that already has an account anywhere on Tariq is refused (it
 * would join a second company); an address already invited gets a new link, the old one dead.
 */
export async function inviteColleague(
  ctx: TAppContext,
  options: { auth: TAuth; email: string },
): Promise<TColleagueInvitation> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const { perUser } = limiters.of(ctx);
  const wait = perUser.waitMs(auth.userId);
  if (wait > 0) throw tooManyRequests(wait);
  perUser.hit(auth.userId);

  const email = options.email.toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (await findUserWithCompanyByEmail(tx, email)) {
      throw new AppError('COLLEAGUE_HAS_ACCOUNT', { fields: { email: { key: 'accountExists' } } });
    }
    const pending = await countPendingInvitations(tx, { companyId: auth.companyId, exceptEmail: email, now });
    if (pending >= LIMITS.pendingInvitationsMax) {
      throw new AppError('INVITATION_LIMIT', { params: { max: LIMITS.pendingInvitationsMax } });
    }
    const inviter = (await findUserWithCompanyById(tx, auth.userId))!;
    const { token, hash } = createOpaqueToken();
    const row = await upsertInvitation(tx, {
      companyId: auth.companyId,
      email,
      invitedById: auth.userId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + LIMITS.invitationTtlSeconds * 1000),
      createdAt: now,
    });
    const mail = invitationMail(inviter.user.language, {
      inviter: fullName(inviter.user),
      company: inviter.company.legalName,
      days: LIMITS.invitationTtlSeconds / 86_400,
      link: `${ctx.config.publicUrl}/invitation?token=${encodeURIComponent(token)}`,
    });
    await queueMails(tx, [{ to: email, ...mail }], now);
    return toInvitation({ ...row, inviter: { firstName: inviter.user.firstName, lastName: inviter.user.lastName } });
  });
}

/** DELETE /api/colleagues/invitations/{id}: its link stops working. 404 when not the company's or not open. */
export async function cancelColleagueInvitation(
  ctx: TAppContext,
  options: { auth: TAuth; invitationId: string },
): Promise<void> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction((tx) =>
    cancelInvitation(tx, { companyId: auth.companyId, invitationId: options.invitationId, now }),
  );
  if (!cancelled) throw new AppError('NOT_FOUND');
}

/** Ends every session of a user, on every instance: the next request is refused, the client logs out. */
async function endSessions(ctx: TAppContext, userId: string): Promise<void> {
  await ctx.sessions.invalidate({ userId });
  await forceLogout(ctx, userId);
}

/**
 * POST /api/colleagues/{id}/report, "this person does not work here": the newcomer is disabled at
 * once (sessions ended, its open invitations cancelled) and the platform staff are mailed, who
 * decide. 404 for someone not of the caller's company; 409 for the caller, the founder, or someone
 * no longer active.
 */
export async function reportColleague(ctx: TAppContext, options: { auth: TAuth; userId: string }): Promise<TColleague> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  const reported = await ctx.db.transaction(async (tx) => {
    const target = await lockColleague(tx, auth.companyId, options.userId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.id === auth.userId || target.disabledAt || !target.invitedById) throw new AppError('CONFLICT');
    await markColleagueReported(tx, { userId: target.id, reportedById: auth.userId, now });
    await cancelInvitationsBy(tx, target.id, now);
    await recordAudit(tx, {
      actor: auth,
      action: 'user.reported_by_colleague',
      entityType: 'user',
      entityId: target.id,
      before: { disabledAt: null },
      after: { disabledAt: now.toISOString(), reportedBy: auth.userId },
      at: now,
    });
    await alertStaff(ctx, tx, { reportedId: target.id, reporterId: auth.userId, now });
    const rows = await findColleagues(tx, auth.companyId);
    return rows.find((row) => row.id === target.id)!;
  });
  await endSessions(ctx, reported.id);
  return toColleague(reported, auth.userId);
}

async function alertStaff(
  ctx: TAppContext,
  tx: TTx,
  options: { reportedId: string; reporterId: string; now: Date },
): Promise<void> {
  const [reported, reporter, staff] = await Promise.all([
    findUserWithCompanyById(tx, options.reportedId),
    findUserWithCompanyById(tx, options.reporterId),
    findStaff(tx),
  ]);
  const inviter = reported!.user.invitedById ? await findUserWithCompanyById(tx, reported!.user.invitedById) : null;
  const mails = staff.map((member) => ({
    to: member.email,
    ...colleagueReportedMail(member.language, {
      firstName: member.firstName,
      newcomer: fullName(reported!.user),
      email: reported!.user.email,
      company: reported!.company.legalName,
      reporter: fullName(reporter!.user),
      inviter: inviter ? fullName(inviter.user) : '—',
      link: ctx.config.publicUrl,
    }),
  }));
  await queueMails(tx, mails, options.now);
}

/**
 * POST /api/colleagues/leave: the caller leaves its company (its account is closed and its
 * sessions end). The company's last active user cannot: 409 LAST_USER. The company's active users
 * are locked first, so two leaving at once are counted one after the other.
 */
export async function leaveCompany(ctx: TAppContext, options: { auth: TAuth }): Promise<void> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const active = await lockActiveColleagues(tx, auth.companyId);
    if (!active.some((user) => user.id === auth.userId)) throw new AppError('UNAUTHORIZED');
    if (active.length <= 1) throw new AppError('LAST_USER');
    await markColleagueLeft(tx, auth.userId, now);
    await recordAudit(tx, {
      actor: auth,
      action: 'user.left_company',
      entityType: 'user',
      entityId: auth.userId,
      before: { disabledAt: null },
      after: { disabledAt: now.toISOString(), leftAt: now.toISOString() },
      at: now,
    });
  });
  await endSessions(ctx, auth.userId);
}

type TOpenInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** The invitation a link names, if it can still be accepted; else the error its page shows. */
function assertOpen(found: TOpenInvitation | null, now: Date): TOpenInvitation {
  if (!found || found.invitation.cancelledAt) throw new AppError('INVITATION_INVALID');
  if (found.invitation.acceptedAt) throw new AppError('INVITATION_USED');
  if (found.invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED');
  return found;
}

/** GET /api/auth/invitation?token=: who invites, to which company, for which address. */
export async function previewInvitation(ctx: TAppContext, options: { token: string }): Promise<TInvitationPreview> {
  const now = ctx.clock.now();
  const found = await ctx.db.read((db) => findInvitationByTokenHash(db, hashOpaqueToken(options.token)));
  const { invitation, company, inviter } = assertOpen(found, now);
  return {
    email: invitation.email,
    companyName: company.legalName,
    inviter: { firstName: inviter.firstName, lastName: inviter.lastName },
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Checked before the transaction that hashes nothing: the policy, then the hash (slow) outside it. */
export async function prepareInvitationAcceptance(
  ctx: TAppContext,
  request: TAcceptInvitationRequest,
): Promise<{ passwordHash: string }> {
  assertPasswordPolicy(request.password, 'password');
  return { passwordHash: await ctx.passwords.hash(request.password) };
}

/**
 * For the auth module, inside the transaction that opens the session: the invitation is used up and
 * its address becomes a user of the company, verified (the link came to it), with the inviter's
 * role; every other active colleague is mailed, with the way to say this person does not work
 * there. Nothing is written when the link is refused or the address got an account meanwhile.
 */
export async function joinByInvitation(
  ctx: TAppContext,
  tx: TTx,
  options: { request: TAcceptInvitationRequest; passwordHash: string; language: TLanguage; now: Date },
): Promise<TUserWithCompany> {
  const { request, now } = options;
  const found = await findInvitationByTokenHash(tx, hashOpaqueToken(request.token), { lock: true });
  const { invitation, company, inviter } = assertOpen(found, now);
  if (inviter.disabledAt) throw new AppError('INVITATION_INVALID');
  const user = await insertUser(tx, {
    companyId: company.id,
    role: inviter.role,
    firstName: request.firstName,
    lastName: request.lastName,
    email: invitation.email,
    passwordHash: options.passwordHash,
    language: options.language,
    emailVerifiedAt: now,
    termsAcceptedAt: now,
    invitedById: inviter.id,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new AppError('ACCOUNT_EXISTS');
  await markInvitationAccepted(tx, { invitationId: invitation.id, userId: user.id, now });
  const colleagues = await findColleaguesToTell(tx, company.id, user.id);
  await queueMails(
    tx,
    colleagues.map((colleague) => ({
      to: colleague.email,
      ...colleagueJoinedMail(colleague.language, {
        firstName: colleague.firstName,
        newcomer: fullName(user),
        email: user.email,
        inviter: fullName(inviter),
        company: company.legalName,
        link: `${ctx.config.publicUrl}/profile/collegues`,
      }),
    })),
    now,
  );
  return (await findUserWithCompanyById(tx, user.id))!;
}
