import { ACCESS_RULES, businessDetailsIssues, isBusinessDetailsRole } from '@tariq/contracts';
import type { TBusinessDetails, TBusinessDetailsRequest, TSessionUser } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { AppError } from '../../platform/errors';
import type { TFieldErrors } from '../../platform/errors';
import {
  findCompanyById,
  markBusinessDetailsCompleted,
  updateCompanyBusinessDetails,
} from './business-details.repository';
import { toBusinessDetails } from './session-user';

/** `GET /api/auth/businessDetails`: what the caller's company already answered (the wizard starts from it). */
export async function getBusinessDetails(ctx: TAppContext, options: { auth: TAuth }): Promise<TBusinessDetails> {
  assertAccess(options.auth, ACCESS_RULES.businessDetails);
  const company = await ctx.db.read((db) => findCompanyById(db, options.auth.companyId));
  if (!company) throw new AppError('UNAUTHORIZED');
  return toBusinessDetails(company);
}

export type TUpdateBusinessDetailsOptions = { auth: TAuth; details: TBusinessDetailsRequest };

/**
 * `POST /api/auth/businessDetails` (spec 000 §3, §4): the onboarding wizard's answers, all of the
 * caller's role and none of the other's, kept on the caller's own company; the user's onboarding is
 * then complete. Answers the session user as it now is.
 */
export async function updateBusinessDetails(
  ctx: TAppContext,
  options: TUpdateBusinessDetailsOptions,
): Promise<TSessionUser> {
  const { auth, details } = options;
  assertAccess(auth, ACCESS_RULES.businessDetails);
  // The access rule lets only the two roles of the table through; this narrows the type.
  if (!isBusinessDetailsRole(auth.role)) throw new AppError('ROLE_FORBIDDEN');
  const issues = businessDetailsIssues(auth.role, details);
  if (issues.length > 0) {
    const fields: TFieldErrors = Object.fromEntries(issues.map((issue) => [issue.field, { key: issue.key }]));
    throw new AppError('VALIDATION', { fields });
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateCompanyBusinessDetails(
      tx,
      auth.companyId,
      {
        geographicRadius: details.geoGraphicRadius,
        shipmentsCount: details.shipmentsCount,
        typesOfGoods: details.typesOfGoods,
        truckLoading: details.truckLoading,
        trucksCount: details.trucksCount,
        trucksTypes: details.trucksTypes,
      },
      now,
    );
    await markBusinessDetailsCompleted(tx, auth.userId, now);
  });
  // The company's details are in every colleague's session (isBusinessDetailsCompleted).
  await ctx.sessions.invalidate({ companyId: auth.companyId });
  const session = await ctx.sessions.find(auth.userId);
  if (!session) throw new AppError('UNAUTHORIZED');
  return session.user;
}
