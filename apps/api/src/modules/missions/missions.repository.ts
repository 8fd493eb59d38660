import type { TTx } from '../../db/client';
import { missions } from '../../db/schema';

export type TMissionRow = typeof missions.$inferSelect;
export type TNewMissionRow = typeof missions.$inferInsert;

export async function insertMission(tx: TTx, values: TNewMissionRow): Promise<TMissionRow> {
  const [row] = await tx.insert(missions).values(values).returning();
  return row!;
}
