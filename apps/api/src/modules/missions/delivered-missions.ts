import type { SQL } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { findCarrierMissionIds, findDeliveredMissions, sumDeliveredMissions } from './missions.repository';
import type { TDeliveredMissionRow } from './missions.repository';

export type { TDeliveredMissionRow };

/**
 * What the invoices module (issue 30) needs of the carrier's missions, through this module's index:
 * those delivered — completed, their latest proof of delivery accepted or deemed accepted — which an
 * invoice may bill. `excluded` is a subquery of mission ids to leave out (those already invoiced);
 * `ids` narrows to these missions (a draft being made of them).
 */
export function deliveredMissions(
  db: TDb | TTx,
  options: {
    carrierCompanyId: string;
    now: Date;
    ids?: readonly string[];
    excluded?: SQL;
    limit: number;
    offset?: number;
  },
): Promise<{ rows: TDeliveredMissionRow[]; count: number }> {
  return findDeliveredMissions(db, options);
}

/** Which of these missions are the carrier's, delivered or not: the others are not found. */
export function carrierMissionIds(
  db: TDb | TTx,
  options: { carrierCompanyId: string; ids: readonly string[] },
): Promise<Set<string>> {
  return findCarrierMissionIds(db, options.carrierCompanyId, options.ids);
}

/** The carrier's delivered missions (as `deliveredMissions`) counted and summed per currency, in centimes. */
export function deliveredMissionsTotals(
  db: TDb | TTx,
  options: { carrierCompanyId: string; now: Date; excluded?: SQL },
): Promise<{ currency: string; count: number; centimes: number }[]> {
  return sumDeliveredMissions(db, options);
}
