import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TOfferStatus } from '@tariq/contracts';
import { companies } from './companies';
import { places } from './places';
import { users } from './users';

/** The offers a carrier can find: the predicate of the freight search's partial indexes. */
export function inPublicExchange(table: { status: PgColumn; visibility: PgColumn }): SQL {
  return sql`${table.status} = 'in_exchange' AND ${table.visibility} = 'public'`;
}

/**
 * A shipment offer (spec 001 §3). Departure and destination are flattened (`dep_*`, `dest_*`) so
 * that the freight search filters and sorts on plain indexed columns. The place's state, city and
 * coordinates are copied from `places` when the offer is written: an offer keeps what it said.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short, unguessable, used in URLs. */
    uid: text('uid').notNull(),
    /** The readable number, 'EXP-26-0042' (contracts' numbers.ts): unique, searched by its beginning. */
    number: text('number').notNull(),
    shipperCompanyId: uuid('shipper_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TOfferStatus>().notNull().default('in_exchange'),

    depCountry: text('dep_country').notNull(),
    depPlaceId: text('dep_place_id')
      .notNull()
      .references(() => places.id),
    depStateCode: text('dep_state_code').notNull(),
    depStateName: text('dep_state_name').notNull(),
    depCityId: text('dep_city_id'),
    depCityName: text('dep_city_name'),
    depLat: doublePrecision('dep_lat').notNull(),
    depLng: doublePrecision('dep_lng').notNull(),
    depAddress: text('dep_address').notNull(),
    depDate: date('dep_date').notNull(),
    depTime: text('dep_time').notNull(),
    depComment: text('dep_comment'),

    destCountry: text('dest_country').notNull(),
    destPlaceId: text('dest_place_id')
      .notNull()
      .references(() => places.id),
    destStateCode: text('dest_state_code').notNull(),
    destStateName: text('dest_state_name').notNull(),
    destCityId: text('dest_city_id'),
    destCityName: text('dest_city_name'),
    destLat: doublePrecision('dest_lat').notNull(),
    destLng: doublePrecision('dest_lng').notNull(),
    destAddress: text('dest_address').notNull(),
    destDate: date('dest_date').notNull(),
    destTime: text('dest_time').notNull(),
    destComment: text('dest_comment'),

    goodsType: text('goods_type').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    lengthM: doublePrecision('length_m'),
    widthM: doublePrecision('width_m'),
    mpl: doublePrecision('mpl').notNull(),
    pallets: jsonb('pallets').$type<Record<string, number>>().notNull().default({}),
    palletsStacked: boolean('pallets_stacked').notNull().default(false),
    containerType: text('container_type'),
    containerSize: text('container_size'),
    bulkType: text('bulk_type'),
    truckType: text('truck_type').notNull(),
    truckPowerType: text('truck_power_type').notNull(),
    tailLift: boolean('tail_lift').notNull().default(false),
    handling: text('handling').notNull().default('carrier'),
    dangerous: boolean('dangerous').notNull().default(false),
    refrigerated: boolean('refrigerated').notNull().default(false),

    /** Excluding tax; null: to negotiate. */
    price: numeric('price', { precision: 12, scale: 2 }),
    priceNegotiable: boolean('price_negotiable').notNull().default(true),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTerm: text('payment_term').notNull(),
    visibility: text('visibility').notNull().default('public'),
    /** A private offer's audience as the shipper chose it (issue 27): groups and carriers, both empty for the whole network. */
    privateAudience: jsonb('private_audience').$type<{ groups: string[]; carriers: string[] }>(),
    /** A private offer goes to the public exchange at this time if it is still in exchange (the cascade). */
    publicAfter: timestamp('public_after', { withTimezone: true }),
    /** When the cascade made a private offer public. */
    madePublicAt: timestamp('made_public_at', { withTimezone: true }),
    showContact: boolean('show_contact').notNull().default(true),
    /** 'Réservation immédiate': an acceptance at the price makes the mission at once. */
    instantBooking: boolean('instant_booking').notNull().default(false),
    loadingReference: text('loading_reference'),
    unloadingReference: text('unloading_reference'),
    distanceKm: integer('distance_km'),
    /** Where the distance came from (issue 31): the routing module's 'estimate' (shown with '≈') or 'osrm'. */
    distanceSource: text('distance_source').$type<'estimate' | 'osrm'>().notNull().default('estimate'),
    /** The e-protocol attachment: the storage key (server-made), and the name and type it was sent with. */
    eprotocolKey: text('eprotocol_key'),
    eprotocolName: text('eprotocol_name'),
    eprotocolMime: text('eprotocol_mime'),
    eprotocolSize: integer('eprotocol_size'),
    cancelReason: text('cancel_reason'),

    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the departure day in the offers' time zone: past it, an offer still in exchange expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the alerts (issue 28: trucks and saved searches) were checked for this offer, after its
     * publication's commit; null: not yet. The alert job claims offers by it.
     */
    alertsCheckedAt: timestamp('alerts_checked_at', { withTimezone: true }),
    /** Bumped by every change: an edit sent with an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('offers_uid_key').on(table.uid),
    // text_pattern_ops: `number LIKE 'EXP-26-004%'` reads this index under any collation.
    uniqueIndex('offers_number_key').on(table.number.op('text_pattern_ops')),
    check(
      'offers_status_check',
      sql`${table.status} in ('in_exchange', 'scheduled', 'in_progress', 'completed', 'cancelled', 'expired')`,
    ),
    index('offers_shipper_status_idx').on(table.shipperCompanyId, table.status, table.depDate),
    // Prices on a lane (issue 31): the offers of a wilaya pair and truck type, whatever their status.
    index('offers_lane_idx').on(table.depCountry, table.depStateCode, table.destStateCode, table.truckType),
    index('offers_status_expires_at_idx').on(table.status, table.expiresAt),
    index('offers_alerts_due_idx')
      .on(table.publishedAt)
      .where(sql`${table.alertsCheckedAt} IS NULL`),
    // The cascade's sweep: private offers in exchange with a time to go public.
    index('offers_public_after_idx')
      .on(table.publicAfter)
      .where(
        sql`${table.publicAfter} IS NOT NULL AND ${table.status} = 'in_exchange' AND ${table.visibility} = 'private'`,
      ),
    // The freight search (issue 15) reads only offers in the public exchange, a small part of the
    // table once offers age: partial indexes hold just those. Queries must repeat the predicate
    // as literals (see freights.repository.ts) for the planner to use them.
    // Columns after the order's (weight, truck type) let a count with those filters read the index
    // alone (an index-only scan), without visiting the table row by row.
    index('offers_exchange_date_idx')
      .on(table.depDate, table.depTime, table.id, table.weightKg, table.truckType)
      .where(inPublicExchange(table)),
    index('offers_exchange_published_idx').on(table.publishedAt, table.id).where(inPublicExchange(table)),
    index('offers_exchange_price_idx').on(table.price, table.id).where(inPublicExchange(table)),
    // The other sort orders, each as the search writes it (freights.repository.ts ORDERS): without
    // them a broad search sorted so reads and sorts every open offer (decision 0004).
    index('offers_exchange_price_desc_idx')
      .on(sql`${table.price} DESC NULLS LAST`, table.id)
      .where(inPublicExchange(table)),
    index('offers_exchange_distance_idx').on(table.distanceKm, table.id).where(inPublicExchange(table)),
    index('offers_exchange_weight_idx').on(table.weightKg, table.id).where(inPublicExchange(table)),
    // Each ends with the default order (loading date and time, id): the first page is read in order.
    index('offers_exchange_dep_state_idx')
      .on(table.depCountry, table.depStateCode, table.depDate, table.depTime, table.id)
      .where(inPublicExchange(table)),
    index('offers_exchange_dest_state_idx')
      .on(table.destCountry, table.destStateCode, table.depDate, table.depTime, table.id)
      .where(inPublicExchange(table)),
    index('offers_exchange_truck_type_idx')
      .on(table.truckType, table.depDate, table.depTime, table.id)
      .where(inPublicExchange(table)),
    // A place, or a radius resolved to the places within it.
    index('offers_exchange_dep_place_idx')
      .on(table.depPlaceId, table.depDate, table.depTime, table.id, table.truckType, table.weightKg)
      .where(inPublicExchange(table)),
    index('offers_exchange_dest_place_idx')
      .on(table.destPlaceId, table.depDate, table.depTime, table.id)
      .where(inPublicExchange(table)),
  ],
);

export type TOfferRow = typeof offers.$inferSelect;
export type TNewOfferRow = typeof offers.$inferInsert;

/** A named, partial offer a shipper company starts new offers from (50 per company). */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_templates_company_idx').on(table.companyId, table.createdAt)],
);

export type TOfferTemplateRow = typeof offerTemplates.$inferSelect;
