import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLanguage } from '@tariq/contracts';

/** Spec 000 §3 "Country"; `names` in our eight languages; `active` is what the pickers offer. */
export const countries = pgTable('countries', {
  alpha2: text('alpha2').primaryKey(),
  nomFrFr: text('nom_fr_fr').notNull(),
  names: jsonb('names').$type<Record<TLanguage, string>>().notNull(),
  active: boolean('active').notNull().default(false),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

/**
 * States (wilayas in Algeria) and cities (communes), one table so that one indexed query searches
 * both. `id` is the stable place_id; `search` is `tariq_fold(name)` (lower case, no accents, words
 * separated by one space), filled by the loader with the same SQL function the search uses.
 */
export const places = pgTable(
  'places',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['state', 'city'] }).notNull(),
    country: text('country')
      .notNull()
      .references(() => countries.alpha2),
    stateCode: text('state_code').notNull(),
    stateName: text('state_name').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    search: text('search').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    check('places_kind_check', sql`${table.kind} in ('state', 'city')`),
    index('places_country_kind_state_idx').on(table.country, table.kind, table.stateCode),
    // No index on `search` or `name_ar`: the place search reads them from memory (place-index.ts),
    // and the trigram and prefix indexes it once used took a fifth of the first start's load.
    // Radius filters narrow by a latitude/longitude box first (tariq_distance_km then keeps the circle).
    index('places_lat_lng_idx').on(table.lat, table.lng),
  ],
);

/** Which version of a reference data set the database holds (places are loaded once per version). */
export const dataVersions = pgTable('data_versions', {
  key: text('key').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
