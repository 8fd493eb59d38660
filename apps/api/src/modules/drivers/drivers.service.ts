import { ACCESS_RULES } from '@tariq/contracts';
import type { TDriversItem, TDriversListResponse } from '@tariq/contracts';
import { assertAccess } from '../../platform/auth/auth.plugin';
import type { TAuth } from '../../platform/auth/auth.plugin';
import type { TAppContext } from '../../platform/context';
import { findDriversPage } from './drivers.repository';
import type { TDriversRow } from './drivers.repository';

/** Who may use the domain: the rule of ACCESS_RULES its web route is guarded by too. */
const RULE = ACCESS_RULES.signedIn;

function toDriversItem(row: TDriversRow): TDriversItem {
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString() };
}

/** GET /api/drivers: one page of the caller company's items, newest first. */
export async function listDrivers(
  ctx: TAppContext,
  options: { auth: TAuth; page: number; limit: number },
): Promise<TDriversListResponse> {
  assertAccess(options.auth, RULE);
  const { page, limit } = options;
  const { rows, count } = await ctx.db.read((db) =>
    findDriversPage(db, { companyId: options.auth.companyId, limit, offset: (page - 1) * limit }),
  );
  return { data: rows.map(toDriversItem), page, total_pages: Math.ceil(count / limit), count };
}
