import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { TDatabase } from '../../db/client';
import { dropPlaceIndexes } from './places.service';
import {
  findCountryActivity,
  findDataVersion,
  analyzePlaces,
  lockPlacesLoad,
  setDataVersion,
  upsertCountries,
  upsertPlaces,
} from './places.repository';
import { countryPlaces, loadCountries } from './sources/world';

/** Raise when sources/*.ts changes what it produces: the next start reloads the places. */
const PLACES_DATA_REVISION = 1;

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

/**
 * Loads countries, states and cities into the database when it does not hold this version of them
 * yet. Rows are upserted, never deleted (later records point at place ids), and an admin's choice of
 * active countries is kept. Safe with several instances starting at once.
 */
export async function ensurePlaces(
  /** The app's context, whose place indexes are then rebuilt; a bare database for a seed script. */
  ctx: { db: TDatabase; instanceState?: Map<symbol, unknown> },
  options: TLoadPlacesOptions = {},
): Promise<boolean> {
  const database = ctx.db;
  const countryRows = loadCountries();
  const defaultCodes = options.countries ?? countryRows.filter((row) => row.active).map((row) => row.alpha2);
  const loaded = await database.transaction(async (tx) => {
    await lockPlacesLoad(tx);
    const current = await findDataVersion(tx, 'places');
    const existing = await findCountryActivity(tx);
    const codes =
      options.countries ??
      (existing.length ? existing.filter((row) => row.active).map((row) => row.alpha2) : defaultCodes);
    const version = sourceVersion(codes);
    if (current === version) return false;

    await upsertCountries(tx, countryRows);
    for (const code of codes) await upsertPlaces(tx, countryPlaces(code));
    await setDataVersion(tx, 'places', version);
    // Fresh statistics, or the planner takes a country's thousands of rows for a handful and skips
    // the trigram index (PGlite has no autovacuum to do it later).
    await analyzePlaces(tx);
    return true;
  });
  // After the commit: a search in between would otherwise rebuild an index from the old rows.
  if (loaded && ctx.instanceState) dropPlaceIndexes({ db: database, instanceState: ctx.instanceState });
  return loaded;
}
