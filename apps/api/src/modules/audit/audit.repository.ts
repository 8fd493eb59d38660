import { and, asc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(tx: TTx, entry: TNewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** What happened to one entity, oldest first. */
export function findEntityHistory(db: TDb, entityType: string, entityId: string): Promise<TAuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}
