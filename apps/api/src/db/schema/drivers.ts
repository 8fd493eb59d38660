import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A carrier's driver (spec 001 §3 Driver, issue 29): a user of role ROLE_DRIVER of the carrier's
 * company (names, e-mail, password and language are the user's), with what the carrier records
 * and what the driver app reports. Goes with its user.
 */
export const drivers = pgTable(
  'drivers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's company, kept here too: every query of the carrier's list filters by it. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Written the one way (contracts' plates.ts): `12345 116 16` for an Algerian plate. */
    enginePlate: text('engine_plate').notNull(),
    /** ISO 3166-1 alpha-2 of the country that issued it. */
    enginePlateCountry: text('engine_plate_country').notNull().default('DZ'),
    trailerPlate: text('trailer_plate'),
    trailerPlateCountry: text('trailer_plate_country'),
    remark: text('remark'),
    /** The app's online/offline switch; "connected" also needs a recent position (DRIVERS_LIMITS). */
    isOnline: boolean('is_online').notNull().default(false),
    lastPingLat: doublePrecision('last_ping_lat'),
    lastPingLng: doublePrecision('last_ping_lng'),
    lastPingAt: timestamp('last_ping_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('drivers_company_idx').on(table.companyId),
    // A trailer's country stands with its plate, and a last position is whole.
    check(
      'drivers_trailer_country_check',
      sql`(${table.trailerPlate} is null) = (${table.trailerPlateCountry} is null)`,
    ),
    check(
      'drivers_last_ping_check',
      sql`(${table.lastPingAt} is null) = (${table.lastPingLat} is null) and (${table.lastPingAt} is null) = (${table.lastPingLng} is null)`,
    ),
  ],
);

export type TDriverRow = typeof drivers.$inferSelect;
export type TNewDriverRow = typeof drivers.$inferInsert;
