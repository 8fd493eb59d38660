import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TRegistrationDocumentType } from '@tariq/contracts/registration';
import { companies } from './companies';

/**
 * A company's legal documents, as sent with the multipart sign-up (issue 25): the file under a key
 * the server makes, `in_validation` until platform staff review it. Created minimal by the sign-up;
 * the documents capability (next issue) owns it and adds its statuses, expiry and reviewer.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<TRegistrationDocumentType>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** What the user called the file: shown and used for downloads only, never a path. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Spec 001 §4's document states a stored file can be in (missing is no row). */
    status: text('status')
      .$type<'in_validation' | 'verified' | 'expired' | 'refused'>()
      .notNull()
      .default('in_validation'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('company_documents_company_idx').on(table.companyId, table.type)],
);

export type TCompanyDocumentRow = typeof companyDocuments.$inferSelect;
export type TNewCompanyDocumentRow = typeof companyDocuments.$inferInsert;
