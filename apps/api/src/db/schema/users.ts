import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TLanguage, TRole } from '@tariq/contracts';
import { companies } from './companies';

/** Which kinds of events also reach the user by e-mail (contracts' email-notifications.ts), as stored. */
export type TEmailNotificationSettings = Record<string, boolean>;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<TRole>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    roleInCompany: text('role_in_company'),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<TLanguage>().notNull().default('fr'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the user accepted the terms of use (at sign-up). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    businessDetailsCompletedAt: timestamp('business_details_completed_at', { withTimezone: true }),
    /** `readEmailNotificationSettings` (contracts) completes it with the defaults. */
    emailNotifications: jsonb('email_notifications').$type<TEmailNotificationSettings>().notNull().default({}),
    /** When the user's last daily digest of e-mail notifications was made (or the digest turned on). */
    emailDigestAt: timestamp('email_digest_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The colleague whose invitation this user accepted; null for whoever signed the company up. */
    invitedById: uuid('invited_by_id'),
    /** A colleague said this user does not work at the company (disabled with it; the staff decide). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedById: uuid('reported_by_id'),
    /** The user left the company (disabled with it). */
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_company_id_idx').on(table.companyId),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
