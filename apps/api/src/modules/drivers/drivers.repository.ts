import type { TDb } from '../../db/client';

/**
 * The only file of the module that talks to the database. The skeleton has no table yet: declare it
 * in apps/api/src/db/schema (a file of its own, exported from schema/index.ts), run
 * `npm run db:generate` to write its migration into apps/api/src/db/migrations, then query it here
 * with drizzle-orm and type the rows with `typeof table.$inferSelect`.
 */
export type TDriversRow = { id: string; name: string; createdAt: Date };

/** One page of a company's rows, newest first, and how many there are in all. */
export async function findDriversPage(
  _db: TDb,
  _params: { companyId: string; limit: number; offset: number },
): Promise<{ rows: TDriversRow[]; count: number }> {
  return { rows: [], count: 0 };
}
