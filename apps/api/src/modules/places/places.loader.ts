import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase, TTx } from '../../db/client';
import { countries, dataVersions } from '../../db/schema';
import { countryPlaces, loadCountries } from './sources/world';
import type { TPlaceRow } from './sources/world';

/** Raise when sources/*.ts changes what it produces: the next start reloads the places. */
const PLACES_DATA_REVISION = 1;
const CHUNK = 4000;

export type TLoadPlacesOptions = {
  /** Load the states and cities of these countries only (tests); default: every active country. */
  countries?: readonly string[];
};

function sourceVersion(countryCodes: readonly string[]): string {
  const require = createRequire(import.meta.url);
  const versions = ['@dzcode-io/leblad', 'country-state-city', 'i18n-iso-countries'].map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  return createHash('sha256')
    .update(JSON.stringify([PLACES_DATA_REVISION, versions, [...countryCodes].sort()]))
    .digest('hex')
    .slice(0, 16);
}

async function upsertPlaces(tx: TTx, rows: readonly TPlaceRow[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK));
    // One statement per chunk: the rows travel as one JSON parameter, folded by the search's own function.
    await tx.execute(sql`
      INSERT INTO places (id, kind, country, state_code, state_name, code, name, name_ar, search, lat, lng)
      SELECT r.id, r.kind, r.country, r."stateCode", r."stateName", r.code, r.name, r."nameAr", tariq_fold(r.name), r.lat, r.lng
      FROM json_to_recordset(${chunk}::json) AS r(
        id text, kind text, country text, "stateCode" text, "stateName" text, code text, name text, "nameAr" text,
        lat double precision, lng double precision)
      ON CONFLICT (id) DO UPDATE SET
        kind = excluded.kind, country = excluded.country, state_code = excluded.state_code,
        state_name = excluded.state_name, code = excluded.code, name = excluded.name, name_ar = excluded.name_ar,
        search = excluded.search, lat = excluded.lat, lng = excluded.lng`);
  }
}

/**
 * Loads countries, states and cities into the database when it does not hold this version of them
 * yet. Rows are upserted, never deleted (later records point at place ids), and an admin's choice of
 * active countries is kept. Safe with several instances starting at once.
 */
export async function ensurePlaces(database: TDatabase, options: TLoadPlacesOptions = {}): Promise<boolean> {
  const countryRows = loadCountries();
  const defaultCodes = options.countries ?? countryRows.filter((row) => row.active).map((row) => row.alpha2);
  return database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7261002)`);
    const [current] = await tx.select().from(dataVersions).where(eq(dataVersions.key, 'places'));
    const existing = await tx.select({ alpha2: countries.alpha2, active: countries.active }).from(countries);
    const codes =
      options.countries ??
      (existing.length ? existing.filter((row) => row.active).map((row) => row.alpha2) : defaultCodes);
    const version = sourceVersion(codes);
    if (current?.version === version) return false;

    await tx.execute(sql`
      INSERT INTO countries (alpha2, nom_fr_fr, names, active, lat, lng)
      SELECT r.alpha2, r."nomFrFr", r.names, r.active, r.lat, r.lng
      FROM json_to_recordset(${JSON.stringify(countryRows)}::json) AS r(
        alpha2 text, "nomFrFr" text, names jsonb, active boolean, lat double precision, lng double precision)
      ON CONFLICT (alpha2) DO UPDATE SET
        nom_fr_fr = excluded.nom_fr_fr, names = excluded.names, lat = excluded.lat, lng = excluded.lng`);
    for (const code of codes) await upsertPlaces(tx, countryPlaces(code));
    await tx
      .insert(dataVersions)
      .values({ key: 'places', version })
      .onConflictDoUpdate({ target: dataVersions.key, set: { version, loadedAt: sql`now()` } });
    return true;
  });
}
