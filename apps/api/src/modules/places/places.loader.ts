import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { TDatabase, TTx } from '../../db/client';
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
import type { TClock } from '../../platform/clock';
import { systemClock } from '../../platform/clock';
import { DEFAULT_ACTIVE_COUNTRIES } from './sources/active-countries';
import { divisionsDay, divisionsVersion, readDivisions } from './sources/divisions';

/** Rows written per transaction (one statement each: the repository's chunk). */
const PLACES_PER_TRANSACTION = 4000;

/** Raise when sources/*.ts changes what it produces: the next start reloads the places. */
const PLACES_DATA_REVISION = 1;

export type TLoadPlacesOptions = {
  /** Load the states and cities of these countries only (tests); default: every active country. */
  countries?: readonly string[];
};

/**
 * What the rows depend on: this code, the packages, the countries, and Algeria's division in
 * effect on `day` (the first load on or after a new wilaya's day, or after the data file was
 * corrected, loads again).
 */
function sourceVersion(countryCodes: readonly string[], day: string): string {
  const require = createRequire(import.meta.url);
  const versions = ['@dzcode-io/leblad', 'country-state-city', 'i18n-iso-countries'].map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  const divisions = countryCodes.includes('DZ') ? divisionsVersion(readDivisions(), day) : null;
  return createHash('sha256')
    .update(JSON.stringify([PLACES_DATA_REVISION, versions, [...countryCodes].sort(), divisions]))
    .digest('hex')
    .slice(0, 16);
}

/** The rows a load writes; the sources (country-state-city: 45 MB) are read only when a load is due, then let go. */
async function readSources(codes: readonly string[], day: string) {
  const [{ countriesPlaces, loadCountries }, { readCountryStateCity }] = await Promise.all([
    import('./sources/world'),
    import('./sources/country-state-city'),
  ]);
  const source = readCountryStateCity();
  return { countryRows: loadCountries(source), placeRows: countriesPlaces(codes, source, day) };
}

/**
 * Loads countries, states and cities into the database when it does not hold this version of them
 * yet. Rows are upserted, never deleted (later records point at place ids), and an admin's choice of
 * active countries is kept. Safe with several instances starting at once.
 */
export async function ensurePlaces(
  /**
   * The app's context, whose place indexes are then rebuilt; a bare database for a seed script.
   * Its clock's day says which of Algeria's wilayas exist and where each commune is.
   */
  ctx: { db: TDatabase; instanceState?: Map<symbol, unknown>; clock?: TClock },
  options: TLoadPlacesOptions = {},
): Promise<boolean> {
  const database = ctx.db;
  const day = divisionsDay(readDivisions(), (ctx.clock ?? systemClock).now());
  const wanted = async (tx: TTx) => {
    const existing = await findCountryActivity(tx);
    const codes =
      options.countries ??
      (existing.length ? existing.filter((row) => row.active).map((row) => row.alpha2) : DEFAULT_ACTIVE_COUNTRIES);
    return { codes, version: sourceVersion(codes, day), current: await findDataVersion(tx, 'places') };
  };
  // Looked at first without the lock, and the rows built before it is taken: building them takes
  // half a second, which on PGlite would hold every other query back.
  const first = await database.transaction(wanted);
  if (first.current === first.version) return false;
  let sources = await readSources(first.codes, day);
  const due = await database.transaction(async (tx) => {
    await lockPlacesLoad(tx);
    const { codes, version, current } = await wanted(tx);
    if (current === version) return null;
    // Another instance changed the active countries meanwhile (rare): rows for the new list.
    if (version !== first.version) sources = await readSources(codes, day);
    await upsertCountries(tx, sources.countryRows);
    return version;
  });
  if (due === null) return false;
  // A transaction per slice: on PGlite, whose one connection a transaction holds, the health check
  // answers between two. The version is written last: a load cut short is done again at next start.
  for (let start = 0; start < sources.placeRows.length; start += PLACES_PER_TRANSACTION) {
    const slice = sources.placeRows.slice(start, start + PLACES_PER_TRANSACTION);
    await database.transaction(async (tx) => {
      await lockPlacesLoad(tx);
      await upsertPlaces(tx, slice);
    });
  }
  await database.transaction(async (tx) => {
    await lockPlacesLoad(tx);
    await setDataVersion(tx, 'places', due);
    // Fresh statistics, or the planner takes a country's thousands of rows for a handful (PGlite
    // has no autovacuum to do it later).
    await analyzePlaces(tx);
  });
  // After the commit: a search in between would otherwise rebuild an index from the old rows.
  if (ctx.instanceState) dropPlaceIndexes({ db: database, instanceState: ctx.instanceState });
  return true;
}
