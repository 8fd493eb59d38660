import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { companies, ratings } from '../../db/schema';

export type TRatingRow = typeof ratings.$inferSelect;

/** The ratings given by this company on these missions. */
export function findCompanyRatings(db: TDb, companyId: string, missionIds: string[]): Promise<TRatingRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ratings)
    .where(and(eq(ratings.raterCompanyId, companyId), inArray(ratings.missionId, missionIds)));
}

/** False when this company already rated this mission (once per mission and side). */
export async function insertRating(tx: TTx, values: typeof ratings.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: [ratings.missionId, ratings.raterCompanyId] })
    .returning({ id: ratings.id });
  return rows.length > 0;
}

/** The company's average and count, computed again from its ratings (kept on the company for every list). */
export async function refreshCompanyRating(tx: TTx, companyId: string, now: Date): Promise<void> {
  await tx
    .update(companies)
    .set({
      ratingAverage: sql`(select round(avg(${ratings.stars}), 2) from ${ratings} where ${ratings.ratedCompanyId} = ${companyId})`,
      ratingCount: sql`(select count(*) from ${ratings} where ${ratings.ratedCompanyId} = ${companyId})`,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId));
}
