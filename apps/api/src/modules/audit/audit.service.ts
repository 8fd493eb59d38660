import type { TDb, TTx } from '../../db/client';
import type { TAuth } from '../../platform/auth/auth.plugin';
import { findEntityHistory, insertAuditEntry } from './audit.repository';
import type { TAuditRow } from './audit.repository';

export type { TAuditRow };

export type TAuditEntry = {
  /** Who did it; null for the platform itself (a job). */
  actor: Pick<TAuth, 'userId' | 'companyId'> | null;
  action: string;
  entityType: 'mission' | 'offer' | 'invoice' | 'document' | 'user' | 'company';
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
};

/** Records who changed what (ARCHITECTURE.md §4), in the transaction of the change. */
export function recordAudit(tx: TTx, entry: TAuditEntry): Promise<void> {
  return insertAuditEntry(tx, {
    actorUserId: entry.actor?.userId ?? null,
    actorCompanyId: entry.actor?.companyId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

export function auditHistory(db: TDb, entityType: TAuditEntry['entityType'], entityId: string): Promise<TAuditRow[]> {
  return findEntityHistory(db, entityType, entityId);
}
