import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { offers } from './offers';
import { users } from './users';

/** Offers a carrier user starred (spec 001 §2): per user, never seen by anyone else. */
export const freightFavorites = pgTable(
  'freight_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.offerId] }),
    index('freight_favorites_user_created_idx').on(table.userId, table.createdAt),
    // Deleting an offer removes its stars.
    index('freight_favorites_offer_idx').on(table.offerId),
  ],
);

/** Offers a carrier user opened, the last time only (the 'consulted' tab). */
export const freightConsultations = pgTable(
  'freight_consultations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    consultedAt: timestamp('consulted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.offerId] }),
    index('freight_consultations_user_consulted_idx').on(table.userId, table.consultedAt),
    index('freight_consultations_offer_idx').on(table.offerId),
  ],
);

/** A named set of freight search filters (spec 001 §3), 10 per user (§9). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** Alerts on (issue 28): a newly published offer this search finds rings the user's bell. */
    alerts: boolean('alerts').notNull().default(false),
    /** The last alert sent (at most one every 10 minutes); what matched since is counted in `alertPending`. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    alertPending: integer('alert_pending').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_alerts_idx')
      .on(table.companyId)
      .where(sql`${table.alerts}`),
  ],
);

export type TSavedSearchRow = typeof savedSearches.$inferSelect;
