import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { TCompanyRow, TNewCompanyRow } from '../../db/schema';

export type TBusinessDetailsValues = Pick<
  TNewCompanyRow,
  'geographicRadius' | 'shipmentsCount' | 'typesOfGoods' | 'truckLoading' | 'trucksCount' | 'trucksTypes'
>;

/** Writes the business details given (undefined: left as they are) on this company only. */
export async function updateCompanyBusinessDetails(
  tx: TTx,
  companyId: string,
  values: TBusinessDetailsValues,
  now: Date,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** The first completion is kept: a user who answers again does not move the date. */
export async function markBusinessDetailsCompleted(tx: TTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      businessDetailsCompletedAt: sql`coalesce(${users.businessDetailsCompletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function findCompanyById(db: TDb, companyId: string): Promise<TCompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}
