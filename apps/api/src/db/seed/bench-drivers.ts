// Bench only: many drivers of one carrier company (a new one unless given), who can hold a session
// but never log in (no password hashes to theirs). Used by the positions benchmark
// (apps/api/src/bench/driver-positions.ts).
import { randomBytes } from 'node:crypto';
import { DRIVER_ROLE } from '@tariq/contracts';
import type { TDatabase } from '../client';
import { companies, drivers, users } from '../schema';

export async function createBenchDrivers(db: TDatabase, count: number, companyId?: string): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  return db.transaction(async (tx) => {
    const [company] = companyId
      ? [{ id: companyId }]
      : await tx
          .insert(companies)
          .values({ kind: 'carrier', legalName: `Bench Drivers ${tag}`, documentsOk: true })
          .returning({ id: companies.id });
    const rows = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          companyId: company!.id,
          role: DRIVER_ROLE as typeof DRIVER_ROLE,
          firstName: 'Bench',
          lastName: `Chauffeur ${index}`,
          email: `driver-bench-${tag}-${index}@bench.tariq.dz`,
          // Never a login: no password hashes to this.
          passwordHash: 'bench',
          emailVerifiedAt: new Date(),
          businessDetailsCompletedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(drivers)
      .values(
        rows.map((row, index) => ({ userId: row.id, companyId: company!.id, enginePlate: `${10000 + index} 116 16` })),
      );
    return rows.map((row) => row.id);
  });
}
