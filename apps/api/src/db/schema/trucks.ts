import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A carrier's truck and its posting (spec 000 §3 Truck, issue 28). Places are stored as read from
 * the server's own places when the truck was saved (state, city, coordinates), like offers' stops.
 * Weight in kg, length in m, volume in m³.
 *
 * The vehicle search reads visible trucks whose availability is not over: the partial index holds
 * only those, by availability date.
 */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** A complete type of the vehicle catalogue (a subtype, or a type without subtypes). */
    type: text('type').notNull(),
    /** Its top-level type (`van` for `van_12m3`): the family a load's type is matched against. */
    family: text('family').notNull(),
    goods: text('goods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    canTakeDangerousGoods: boolean('can_take_dangerous_goods').notNull().default(false),
    weightKg: doublePrecision('weight_kg').notNull(),
    lengthM: doublePrecision('length_m'),
    volumeM3: doublePrecision('volume_m3'),

    startCountry: text('start_country').notNull(),
    startPlaceId: text('start_place_id').notNull(),
    startStateCode: text('start_state_code').notNull(),
    startStateName: text('start_state_name').notNull(),
    startCityId: text('start_city_id'),
    startCityName: text('start_city_name'),
    startLat: doublePrecision('start_lat').notNull(),
    startLng: doublePrecision('start_lng').notNull(),

    endCountry: text('end_country').notNull(),
    endPlaceId: text('end_place_id').notNull(),
    endStateCode: text('end_state_code').notNull(),
    endStateName: text('end_state_name').notNull(),
    endCityId: text('end_city_id'),
    endCityName: text('end_city_name'),
    endLat: doublePrecision('end_lat').notNull(),
    endLng: doublePrecision('end_lng').notNull(),

    availableFrom: date('available_from').notNull(),
    /** Null: open-ended; the daily "still available?" keeps such a posting honest. */
    availableUntil: date('available_until'),

    useSocietyContact: boolean('use_society_contact').notNull().default(true),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    comment: text('comment'),

    isVisible: boolean('is_visible').notNull().default(true),
    /** When it was last made visible (or created visible): the "still available?" counts a day from it. */
    visibleSince: timestamp('visible_since', { withTimezone: true }),
    /** When the bell last asked whether it is still available (at most once a day). */
    availabilityAskedAt: timestamp('availability_asked_at', { withTimezone: true }),
    /** Set when the posting ended by itself (its availability over): hidden, and said so on its card. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Alerts on: a newly published offer that fits it rings the carrier's bell. */
    alerts: boolean('alerts').notNull().default(false),
    /** Alerts: the last notification sent for this truck (at most one every 10 minutes, grouped). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** Matching offers published since, not told yet: told together once the 10 minutes are over. */
    alertPending: integer('alert_pending').notNull().default(0),

    pictureKey: text('picture_key'),
    pictureMime: text('picture_mime'),
    /** Bumped on every picture change: the picture's URL carries it, so a browser never shows an old one. */
    pictureVersion: integer('picture_version').notNull().default(0),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trucks_company_idx').on(table.companyId, table.createdAt),
    // The vehicle search: visible postings by availability date, per departure state or all.
    index('trucks_search_idx')
      .on(table.availableFrom, table.id)
      .where(sql`${table.isVisible}`),
    index('trucks_search_start_state_idx')
      .on(table.startCountry, table.startStateCode, table.availableFrom)
      .where(sql`${table.isVisible}`),
    // Alerts: the trucks whose owner wants to hear of a new offer.
    index('trucks_alerts_idx')
      .on(table.startCountry, table.startStateCode)
      .where(sql`${table.isVisible} and ${table.alerts}`),
    check('trucks_weight_check', sql`${table.weightKg} > 0 and ${table.weightKg} <= 80000`),
    check('trucks_length_check', sql`${table.lengthM} is null or (${table.lengthM} > 0 and ${table.lengthM} <= 22)`),
    check(
      'trucks_volume_check',
      sql`${table.volumeM3} is null or (${table.volumeM3} > 0 and ${table.volumeM3} <= 650)`,
    ),
  ],
);

export type TTruckRow = typeof trucks.$inferSelect;
export type TNewTruckRow = typeof trucks.$inferInsert;
