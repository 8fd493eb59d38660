import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Routes computed by the routing module (issue 31), cached per (from, to, option, engine): a route is
 * asked of an engine once and read from here afterwards, on every instance. Places are reference
 * data, so a cached route is valid until the engine's data changes (an OSRM rebuild: empty the
 * engine's rows).
 */
export const routes = pgTable(
  'routes',
  {
    fromPlaceId: text('from_place_id').notNull(),
    toPlaceId: text('to_place_id').notNull(),
    /** 'fastest' | 'shortest' | 'avoid_tolls' (spec 001 §9). */
    option: text('option').notNull(),
    /** 'estimate' (built-in) | 'osrm'. */
    engine: text('engine').notNull(),
    distanceM: integer('distance_m').notNull(),
    durationS: integer('duration_s').notNull(),
    /** The part of the route on toll roads, in metres (0 when avoided or unknown to the engine). */
    tollDistanceM: integer('toll_distance_m').notNull().default(0),
    /** The line drawn on the map, [lat, lng] pairs; the estimate's is its two ends. */
    geometry: jsonb('geometry').$type<[number, number][]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fromPlaceId, table.toPlaceId, table.option, table.engine] }),
    check('routes_option_check', sql`${table.option} in ('fastest', 'shortest', 'avoid_tolls')`),
    check('routes_engine_check', sql`${table.engine} in ('estimate', 'osrm')`),
    index('routes_computed_at_idx').on(table.computedAt),
  ],
);
