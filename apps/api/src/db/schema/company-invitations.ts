import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A colleague invited to join a company (issue 25): the link's token stored hashed, working once
 * within its time. At most one live invitation per company and address: inviting again renews it.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_invitations_company_idx').on(table.companyId),
    // One open invitation per company and address, whatever its case.
    uniqueIndex('company_invitations_open_key')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
  ],
);

export type TCompanyInvitationRow = typeof companyInvitations.$inferSelect;
export type TNewCompanyInvitationRow = typeof companyInvitations.$inferInsert;
