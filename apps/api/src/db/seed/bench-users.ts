// Bench only: many carrier users of one company, who can hold a session but never log in (no
// password hashes to theirs). Used by the hub benchmark (apps/api/src/bench/hub.ts).
import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../client';
import { companies, users } from '../schema';

export async function createBenchCarriers(db: TDatabase, count: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ kind: 'carrier', legalName: `Bench Transport ${tag}`, documentsOk: true })
      .returning();
    const rows = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          companyId: company!.id,
          role: 'ROLE_TRANSPORTEUR' as const,
          firstName: 'Bench',
          lastName: `Abonné ${index}`,
          email: `hub-bench-${tag}-${index}@bench.tariq.dz`,
          // Never a login: no password hashes to this.
          passwordHash: 'bench',
          emailVerifiedAt: new Date(),
          businessDetailsCompletedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    return rows.map((row) => row.id);
  });
}
