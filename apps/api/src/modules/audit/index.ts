export { auditHistory, recordAudit } from './audit.service';
export type { TAuditEntry, TAuditRow } from './audit.service';
