import { ACCESS_RULES } from '@tariq/contracts';
import type { TDriversListResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { findDriversPage } from './drivers.repository';

/** Who may use the domain: the rule of ACCESS_RULES its web route is guarded by too. */
const RULE = ACCESS_RULES.carrierDrivers;

/** GET /api/drivers: one page of the caller company's items, newest first. */
export async function listDrivers(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<TDriversListResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options;
  const { count } = await ctx.db.read((db) =>
    findDriversPage(db, { companyId: options.auth.companyId, limit, offset: (page - 1) * limit }),
  );
  // The driver profiles come with their table.
  return { data: [], page, total_pages: Math.ceil(count / limit), count };
}
