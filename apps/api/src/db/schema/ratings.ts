import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { missions } from './missions';
import { users } from './users';

/** What each side thought of the other after a completed mission: once per mission and side. */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    raterCompanyId: uuid('rater_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ratedCompanyId: uuid('rated_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    raterUserId: uuid('rater_user_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ratings_stars_check', sql`${table.stars} between 1 and 5`),
    uniqueIndex('ratings_once_per_side_key').on(table.missionId, table.raterCompanyId),
    index('ratings_rated_company_idx').on(table.ratedCompanyId),
  ],
);
