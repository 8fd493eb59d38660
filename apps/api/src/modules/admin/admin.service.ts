import { ACCESS_RULES, ADMIN_ROLE } from '@tariq/contracts';
import { ADMIN_LIMITS } from '@tariq/contracts/admin';
import type {
  TAdminCompaniesResponse,
  TAdminCompany,
  TAdminCompanyDetail,
  TAdminCompanySettings,
  TAdminUser,
} from '@tariq/contracts/admin';
import type { TCompanyRow, TUserRow } from '../../db/schema';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { setCompanyPlatformSettings, setUserDisabled, userStatusOf } from '../accounts';
import { recordAudit } from '../audit';
import { revokeUserSessions } from '../auth';
import { forceLogout } from '../notifications';
import {
  countCompanyDeals,
  findCompanyAudit,
  findCompanyDocumentSummaries,
  findCompanyUsers,
  findCompanyWithCount,
  findUserById,
  searchCompanies,
} from './admin.repository';
import type { TCompanyListRow } from './admin.repository';

/** Platform staff only, checked on every call. */
const RULE = ACCESS_RULES.platformAdmin;

function toAdminCompany(row: TCompanyListRow): TAdminCompany {
  return {
    id: row.id,
    kind: row.kind,
    legalName: row.legalName,
    nif: row.vatNumber,
    rc: row.tradeRegisterNumber,
    nis: row.statisticalNumber,
    city: row.city,
    documentsOk: row.documentsOk,
    isVip: row.isVip,
    modules: row.modules,
    usersCount: row.usersCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminUser(row: TUserRow): TAdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    status: userStatusOf(row),
    emailVerified: row.emailVerifiedAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/companies?q=: by name, NIF, RC or a user's e-mail, newest first. */
export async function listCompanies(
  ctx: TAppContext,
  options: { auth: TAuth; q: string; page: number; limit: number },
): Promise<TAdminCompaniesResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options;
  const { rows, count } = await ctx.db.read((db) =>
    searchCompanies(db, { q: options.q, limit, offset: (page - 1) * limit }),
  );
  return { data: rows.map(toAdminCompany), page, total_pages: Math.ceil(count / limit), count };
}

/** GET /api/admin/companies/{id}: its users, documents, deal counts and audit trail. */
export async function getCompany(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string },
): Promise<TAdminCompanyDetail> {
  assertAccess(options.auth, RULE);
  return ctx.db.read(async (db) => {
    const company = await findCompanyWithCount(db, options.companyId);
    if (!company) throw new AppError('NOT_FOUND');
    const [users, documents, counts] = await Promise.all([
      findCompanyUsers(db, company.id),
      findCompanyDocumentSummaries(db, company.id),
      countCompanyDeals(db, company.id),
    ]);
    const audit = await findCompanyAudit(db, {
      companyId: company.id,
      entityIds: [...users.map((user) => user.id), ...documents.map((document) => document.id)],
      limit: ADMIN_LIMITS.auditEntries,
    });
    return {
      company: toAdminCompany(company),
      users: users.map(toAdminUser),
      documents: documents.map((document) => ({
        id: document.id,
        type: document.type,
        status: document.status,
        expiresAt: document.expiresAt,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
      counts,
      audit: audit.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        action: entry.action,
        actor: entry.actorFirstName === null ? null : `${entry.actorFirstName} ${entry.actorLastName ?? ''}`.trim(),
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
      })),
    };
  });
}

const settingsOf = (company: Pick<TCompanyRow, 'modules' | 'isVip'>) => ({
  modules: company.modules,
  isVip: company.isVip,
});

/** PUT /api/admin/companies/{id}/settings: modules and VIP; its users' sessions show them at once. */
export async function updateCompanySettings(
  ctx: TAppContext,
  options: { auth: TAuth; companyId: string; settings: TAdminCompanySettings },
): Promise<TAdminCompanyDetail> {
  const { auth, settings } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const company = await findCompanyWithCount(tx, options.companyId);
    if (!company) throw new AppError('NOT_FOUND');
    await setCompanyPlatformSettings(tx, company.id, settings, now);
    await recordAudit(tx, {
      actor: auth,
      action: 'company.settings_changed',
      entityType: 'company',
      entityId: company.id,
      before: settingsOf(company),
      after: settings,
      at: now,
    });
  });
  await ctx.sessions.invalidate({ companyId: options.companyId });
  return getCompany(ctx, { auth, companyId: options.companyId });
}

/**
 * POST /api/admin/users/{id}/disable and …/enable. Disabling ends the user's sessions at once on
 * every instance: refresh tokens revoked, cached sessions dropped, a `logout` push to its streams.
 * Staff cannot disable themselves or another staff member here (404: not a company's user).
 */
export async function setAccountDisabled(
  ctx: TAppContext,
  options: { auth: TAuth; userId: string; disabled: boolean },
): Promise<TAdminUser> {
  const { auth } = options;
  assertAccess(auth, RULE);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const found = await findUserById(tx, options.userId);
    if (!found || found.role === ADMIN_ROLE) throw new AppError('NOT_FOUND');
    if ((found.disabledAt !== null) === options.disabled) return found;
    await setUserDisabled(tx, found.id, options.disabled ? now : null, now);
    if (options.disabled) await revokeUserSessions(tx, found.id, now);
    await recordAudit(tx, {
      actor: auth,
      action: options.disabled ? 'user.disabled' : 'user.enabled',
      entityType: 'user',
      entityId: found.id,
      before: { disabledAt: found.disabledAt?.toISOString() ?? null },
      after: { disabledAt: options.disabled ? now.toISOString() : null },
      at: now,
    });
    return (await findUserById(tx, found.id))!;
  });
  await ctx.sessions.invalidate({ userId: user.id });
  if (options.disabled) await forceLogout(ctx, user.id);
  return toAdminUser(user);
}
