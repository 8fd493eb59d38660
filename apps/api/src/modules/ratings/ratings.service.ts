import type { TDb, TTx } from '../../db/client';
import { findCompanyRatings, insertRating, refreshCompanyRating } from './ratings.repository';
import type { TRatingRow } from './ratings.repository';

export type { TRatingRow };

export type TRecordRatingOptions = {
  missionId: string;
  raterCompanyId: string;
  raterUserId: string;
  ratedCompanyId: string;
  stars: number;
  comment: string | null;
  now: Date;
};

/**
 * One side's rating of the other after a mission, once per mission and side (false when already
 * given), and the rated company's average and count computed again at once. The mission's rules
 * (completed, the caller's side) are checked by the missions module, which calls this.
 */
export async function recordRating(tx: TTx, options: TRecordRatingOptions): Promise<boolean> {
  const inserted = await insertRating(tx, {
    missionId: options.missionId,
    raterCompanyId: options.raterCompanyId,
    ratedCompanyId: options.ratedCompanyId,
    raterUserId: options.raterUserId,
    stars: options.stars,
    comment: options.comment,
    createdAt: options.now,
  });
  if (inserted) await refreshCompanyRating(tx, options.ratedCompanyId, options.now);
  return inserted;
}

/** The ratings this company gave on these missions. */
export function findRatingsGiven(db: TDb, raterCompanyId: string, missionIds: string[]): Promise<TRatingRow[]> {
  return findCompanyRatings(db, raterCompanyId, missionIds);
}

/**
 * A company's rating as the API shows it beside its name (proposals, freight search, missions), from
 * the average and count its row keeps: null until it has been rated, rather than zero stars.
 */
export function companyRatingOf(average: string | null, count: number): { average: number; count: number } | null {
  return count > 0 && average !== null ? { average: Number(average), count } : null;
}
