import type { TProposalKind, TProposalStatus } from '@tariq/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { offers } from './offers';
import { users } from './users';

/** A carrier's price for an offer, or its acceptance at the offer's price (spec 001 §3, §4). */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    carrierUserId: uuid('carrier_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The driver the carrier names for the deal (spec 001 §3, optional): the mission takes it. */
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TProposalKind>().notNull(),
    status: text('status').$type<TProposalStatus>().notNull().default('pending'),
    /** Excluding tax, in the offer's currency (copied: the offer's may not change under a deal). */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    comment: text('comment'),
    depDate: date('dep_date'),
    destDate: date('dest_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('proposals_kind_check', sql`${table.kind} in ('proposal', 'acceptance')`),
    check(
      'proposals_status_check',
      sql`${table.status} in ('pending', 'validated', 'refused', 'withdrawn', 'replaced')`,
    ),
    // One live proposal per carrier company and offer: the next one replaces it.
    uniqueIndex('proposals_one_pending_key')
      .on(table.offerId, table.carrierCompanyId)
      .where(sql`${table.status} = 'pending'`),
    index('proposals_offer_created_idx').on(table.offerId, table.createdAt),
    index('proposals_carrier_created_idx').on(table.carrierCompanyId, table.createdAt),
  ],
);
