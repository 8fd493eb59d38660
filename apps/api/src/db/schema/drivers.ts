import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { missions } from './missions';
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

/**
 * Where a driver was (the driver app's pings, issue 29): at most one per driver per
 * DRIVER_APP_LIMITS.positionEverySeconds — `slot` is the recording time in such windows, and the
 * first ping of a window stays (pings arrive late and out of order: the same one stays whatever the
 * order). Kept DRIVER_APP_LIMITS.positionsKeptDays, then deleted by a job.
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mission in progress it was recorded for, if any: the trail the companies see. */
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    slot: bigint('slot', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy'),
    speed: doublePrecision('speed'),
    heading: doublePrecision('heading'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('driver_positions_slot_idx').on(table.driverUserId, table.slot),
    index('driver_positions_mission_idx')
      .on(table.missionId, table.recordedAt)
      .where(sql`${table.missionId} is not null`),
    index('driver_positions_recorded_idx').on(table.recordedAt),
  ],
);

export type TDriverPositionRow = typeof driverPositions.$inferSelect;
export type TNewDriverPositionRow = typeof driverPositions.$inferInsert;
