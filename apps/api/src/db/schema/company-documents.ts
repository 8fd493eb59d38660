import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TLegalDocumentType, TStoredDocumentStatus } from '@tariq/contracts/documents';
import { companies } from './companies';

/**
 * A company's legal documents (issue 26; the documents module owns it): one file per type, the
 * file under a key the server makes. Statuses as spec 001 §4 (missing is no row): in_validation
 * until platform staff verify or refuse it; verified until its expiry date passes.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<TLegalDocumentType>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** What the user called the file: shown and used for downloads only, never a path. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<TStoredDocumentStatus>().notNull().default('in_validation'),
    /** What the document shows, as the company typed it (`YYYY-MM-DD`). */
    issuedAt: date('issued_at'),
    number: text('number'),
    /** When it stops being valid: typed by the company, then as the reviewer read it. */
    expiresAt: date('expires_at'),
    refusalReason: text('refusal_reason'),
    reviewedById: uuid('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The expiry reminders sent for the current expiry date (30 and 7 days before). */
    warned30At: timestamp('warned_30_at', { withTimezone: true }),
    warned7At: timestamp('warned_7_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('company_documents_company_type_key').on(table.companyId, table.type),
    // The staff's queue: by status, oldest first.
    index('company_documents_status_idx').on(table.status, table.uploadedAt),
    // The expiry sweep: verified documents by expiry date (only they are warned and expired).
    index('company_documents_verified_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'verified' and ${table.expiresAt} is not null`),
  ],
);

export type TCompanyDocumentRow = typeof companyDocuments.$inferSelect;
export type TNewCompanyDocumentRow = typeof companyDocuments.$inferInsert;
