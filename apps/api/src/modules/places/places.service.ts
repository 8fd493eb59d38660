import type { TCity, TCountry, TLanguage, TPlace, TPlaceSearchQuery, TState } from '@tariq/contracts';
import type { TDb } from '../../db/client';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { defineInstanceState } from '../../platform/modules';
import { buildArabicIndex, buildPlaceIndex } from './place-index';
import type { TPlaceIndex } from './place-index';
import { boxesMeet, buildPlaceTable, byDistanceThenId, distanceKm, radiusBox } from './place-table';
import type { TBox, TPlaceTable, TPlaceTableRow } from './place-table';
import { readDivisions, transitions } from './sources/divisions';
import { foldName } from './sources/fold';
import {
  distanceBetweenPlaces,
  findActiveCountries,
  findCities,
  findPlace,
  findPlaceHit,
  findPlacesWithin,
  findState,
  findStates,
  findCountryPlaceHits,
  findPlaceTableRows,
  findPlacesVersion,
  findStateBoxes,
  isTransaction,
} from './places.repository';
import type { TCountryRecord, TPlaceHit, TPlaceRecord } from './places.repository';

const CITY_SEARCH_LIMIT = 25;
const ARABIC = /\p{Script=Arabic}/u;

type TPlacesContext = Pick<TAppContext, 'db' | 'instanceState'>;

/**
 * Reference data this app instance holds in memory: the active countries, one search index per
 * country (built on the first search of that country), the places' snapshots and coordinates by
 * country (read on the first lookup by id or radius there) with the box of each state's places,
 * and the places within a radius of a place by
 * `<place>|<km>` (radius searches ask for the same few again and again).
 */
const held = defineInstanceState('places.held', () => ({
  placeIndexes: new Map<string, Promise<TPlaceIndex<TPlaceHit>>>(),
  activeCountries: null as Promise<TCountryRecord[]> | null,
  placeTables: new Map<string, Promise<TPlaceTable>>(),
  /** The tables read so far, for lookups that must not wait (heldPlaceSnapshot). */
  readTables: new Map<string, TPlaceTable>(),
  stateBoxes: null as Promise<TStateBoxes> | null,
  placesWithinRadius: new Map<string, string[]>(),
  placesWithinRadiusIds: 0,
  /** The version of the places the divisions job last saw, null before its first run. */
  versionSeen: null as string | null,
}));
/** Ids kept in remembered radius answers, all answers together: about 8 bytes each (the strings are the table's). */
const PLACES_WITHIN_IDS_KEPT = 250_000;

type THeldPlaces = ReturnType<typeof held.of>;
/** The box of each state's places, and the countries that have places (the only tables ever read). */
type TStateBoxes = { boxes: (TBox & { country: string })[]; countries: Set<string> };

/**
 * The instance whose memory serves reads made through a database handle. `getPlaceSnapshot` is
 * given a handle, not the app's context: the handle an app reads with leads back to its instance.
 * A transaction's handle is never registered, so reads inside a transaction ask the database.
 * (Two apps on one handle, as tests build them: the latest built serves both, with the same data.)
 */
const instanceOfHandle = new WeakMap<TDb, THeldPlaces>();

/**
 * Called once per app (places module setup): reads through the app's handle are served from its
 * memory. Should it fail (a database closed at once), lookups ask the database, as they did.
 */
export function registerPlaceMemory(ctx: TPlacesContext): void {
  const state = held.of(ctx);
  ctx.db
    .read(async (db) => {
      instanceOfHandle.set(db, state);
    })
    .catch(() => undefined);
}

/** Forgets what is held: called when the places are (re)loaded or a country's activity changes. */
export function dropPlaceIndexes(ctx: TPlacesContext): void {
  const state = held.of(ctx);
  state.placeIndexes.clear();
  state.activeCountries = null;
  state.placeTables.clear();
  state.readTables.clear();
  state.stateBoxes = null;
  state.placesWithinRadius.clear();
  state.placesWithinRadiusIds = 0;
}

/**
 * Forgets what this instance holds when the places were reloaded since it last looked, by another
 * instance as well as by itself: a commune that changed wilaya must not keep its former state here.
 */
export async function forgetPlacesIfReloaded(ctx: TPlacesContext): Promise<void> {
  const state = held.of(ctx);
  const version = await ctx.db.read((db) => findPlacesVersion(db));
  // Not seen yet (the first run): what is held may be older than the check; forgetting costs a read.
  if (state.versionSeen !== version) dropPlaceIndexes(ctx);
  state.versionSeen = version;
}

function activeCountries(ctx: TPlacesContext): Promise<TCountryRecord[]> {
  const state = held.of(ctx);
  let list = state.activeCountries;
  if (!list) {
    const read = ctx.db.read((db) => findActiveCountries(db));
    read.catch(() => {
      if (state.activeCountries === read) state.activeCountries = null;
    });
    state.activeCountries = list = read;
  }
  return list;
}

function placeIndex(ctx: TPlacesContext, country: string): Promise<TPlaceIndex<TPlaceHit>> {
  const byCountry = held.of(ctx).placeIndexes;
  let index = byCountry.get(country);
  if (!index) {
    index = ctx.db.read((db) => findCountryPlaceHits(db, country)).then((hits) => remembered(buildCountryIndex(hits)));
    // A failed read is tried again by the next search.
    index.catch(() => byCountry.delete(country));
    byCountry.set(country, index);
  }
  return index;
}

/** One search over a country's names: Arabic text is searched among the Arabic names (by prefix). */
function buildCountryIndex(hits: TPlaceHit[]): TPlaceIndex<TPlaceHit> {
  const latin = buildPlaceIndex(hits);
  const arabic = buildArabicIndex(hits);
  return {
    size: latin.size,
    search: (text, limit, kind) => (ARABIC.test(text) ? arabic : latin).search(text, limit, kind),
  };
}

const REMEMBERED_SEARCHES = 5000;

/**
 * The index with its latest answers kept: pickers everywhere type the same first letters ('a',
 * 'al', 'alg'), and a short prefix is the costliest search. The index never changes once built
 * (a reload of places drops it), so an answer stays right as long as it does.
 */
export function remembered(index: TPlaceIndex<TPlaceHit>): TPlaceIndex<TPlaceHit> {
  const answers = new Map<string, TPlaceHit[]>();
  return {
    ...index,
    search(text, limit, kind) {
      const key = `${limit}|${kind ?? ''}|${text}`;
      let answer = answers.get(key);
      if (answer) {
        // Most recently used last: the first key is the one to forget.
        answers.delete(key);
      } else {
        answer = index.search(text, limit, kind);
        if (answers.size >= REMEMBERED_SEARCHES) answers.delete(answers.keys().next().value!);
      }
      answers.set(key, answer);
      return answer;
    },
  };
}

/** States and cities whose name matches, in the country's in-memory indexes. */
async function findPlaceHits(
  ctx: TPlacesContext,
  params: { country: string; query: string; limit: number; kind?: 'state' | 'city' },
): Promise<TPlaceHit[]> {
  const index = await placeIndex(ctx, params.country);
  return index.search(ARABIC.test(params.query) ? params.query : foldName(params.query), params.limit, params.kind);
}

function toCountry(record: TCountryRecord, language: TLanguage): TCountry {
  return { alpha2: record.alpha2, nom_fr_fr: record.nomFrFr, name: record.names[language] ?? record.nomFrFr };
}

function toState(record: TPlaceRecord): TState {
  return {
    id: record.stateCode,
    place_id: record.id,
    country: record.country,
    name: record.name,
    name_ar: record.nameAr,
    lat: record.lat,
    lng: record.lng,
  };
}

function toCity(record: TPlaceRecord): TCity {
  return {
    id: record.code,
    place_id: record.id,
    country: record.country,
    state_id: record.stateCode,
    state_name: record.stateName,
    name: record.name,
    name_ar: record.nameAr,
    lat: record.lat,
    lng: record.lng,
  };
}

/** Arabic readers see the Arabic names where the sources give them; everyone else the French ones. */
function localName(name: string, nameAr: string | null, language: TLanguage) {
  return language === 'ar' && nameAr ? nameAr : name;
}

function toPlace(hit: TPlaceHit, country: TCountry, language: TLanguage): TPlace {
  const stateName = localName(hit.stateName, hit.kind === 'state' ? hit.nameAr : hit.stateNameAr, language);
  return {
    place_id: hit.id,
    kind: hit.kind,
    country: { alpha2: country.alpha2, name: country.name },
    state: { id: hit.stateCode, name: stateName },
    city: hit.kind === 'city' ? { id: hit.code, name: localName(hit.name, hit.nameAr, language) } : null,
    lat: hit.lat,
    lng: hit.lng,
  };
}

async function activeCountry(ctx: TAppContext, alpha2: string): Promise<TCountryRecord> {
  const country = (await activeCountries(ctx)).find((record) => record.alpha2 === alpha2);
  if (!country) throw new AppError('NOT_FOUND');
  return country;
}

export async function listActiveCountries(ctx: TAppContext, language: TLanguage): Promise<TCountry[]> {
  const records = await activeCountries(ctx);
  const collator = new Intl.Collator(language);
  return records.map((record) => toCountry(record, language)).sort((a, b) => collator.compare(a.name, b.name));
}

export async function listStates(ctx: TAppContext, alpha2: string): Promise<TState[]> {
  await activeCountry(ctx, alpha2);
  return (await ctx.db.read((db) => findStates(db, alpha2))).map(toState);
}

export async function listCities(ctx: TAppContext, alpha2: string, stateId: string): Promise<TCity[]> {
  await activeCountry(ctx, alpha2);
  const state = await ctx.db.read((db) => findState(db, alpha2, stateId));
  if (!state) throw new AppError('NOT_FOUND');
  return (await ctx.db.read((db) => findCities(db, alpha2, stateId))).map(toCity);
}

/** `POST /countries/{alpha2}/cities`: cities of the country whose name matches the query. */
export async function searchCities(ctx: TAppContext, alpha2: string, query: string): Promise<TCity[]> {
  await activeCountry(ctx, alpha2);
  const hits = await findPlaceHits(ctx, { country: alpha2, query, limit: CITY_SEARCH_LIMIT, kind: 'city' });
  return hits.map(toCity);
}

export async function searchPlaces(ctx: TAppContext, params: TPlaceSearchQuery): Promise<TPlace[]> {
  const country = toCountry(await activeCountry(ctx, params.country), params.lang);
  const hits = await findPlaceHits(ctx, { country: params.country, query: params.q, limit: params.limit });
  return hits.map((hit) => toPlace(hit, country, params.lang));
}

/** GET /api/places/{placeId}: one place as the search answers it (a saved or shared search names its places). */
export async function getPlace(ctx: TAppContext, params: { placeId: string; lang: TLanguage }): Promise<TPlace> {
  const hit = await ctx.db.read((db) => findPlaceHit(db, params.placeId));
  if (!hit) throw new AppError('NOT_FOUND');
  const country = toCountry(await activeCountry(ctx, hit.country), params.lang);
  return toPlace(hit, country, params.lang);
}

/** What a record (an offer, a truck) keeps of a place: it says where it was even if the data change. */
export type TPlaceSnapshot = {
  placeId: string;
  country: string;
  stateCode: string;
  stateName: string;
  cityId: string | null;
  cityName: string | null;
  lat: number;
  lng: number;
};

function toSnapshot(place: TPlaceTableRow): TPlaceSnapshot {
  return {
    placeId: place.id,
    country: place.country,
    stateCode: place.stateCode,
    stateName: place.stateName,
    cityId: place.kind === 'city' ? place.code : null,
    cityName: place.kind === 'city' ? place.name : null,
    lat: place.lat,
    lng: place.lng,
  };
}

/** The places of one country, read through `db` on its first use; a failed read is tried again by the next lookup. */
function placeTable(state: THeldPlaces, db: TDb, country: string): Promise<TPlaceTable> {
  let table = state.placeTables.get(country);
  if (!table) {
    const read = findPlaceTableRows(db, country).then(buildPlaceTable);
    read.then(
      (built) => {
        if (state.placeTables.get(country) === read) state.readTables.set(country, built);
      },
      () => {
        if (state.placeTables.get(country) === read) state.placeTables.delete(country);
      },
    );
    state.placeTables.set(country, (table = read));
  }
  return table;
}

function stateBoxes(state: THeldPlaces, db: TDb): Promise<TStateBoxes> {
  let boxes = state.stateBoxes;
  if (!boxes) {
    const read = findStateBoxes(db).then((rows) => ({
      boxes: rows,
      countries: new Set(rows.map((row) => row.country)),
    }));
    read.catch(() => {
      if (state.stateBoxes === read) state.stateBoxes = null;
    });
    state.stateBoxes = boxes = read;
  }
  return boxes;
}

/**
 * A place from this instance's memory, at once, without the database: undefined when memory cannot
 * say (its country's table not read yet, or an id it does not hold) — then ask getPlaceSnapshot.
 * For the hot paths that must not wait for PGlite's one connection (the vehicle search).
 */
export function heldPlaceSnapshot(ctx: TPlacesContext, placeId: string): TPlaceSnapshot | undefined {
  const table = held.of(ctx).readTables.get(placeId.slice(0, Math.max(0, placeId.indexOf(':'))));
  const place = table?.find(placeId);
  return place ? toSnapshot(place) : undefined;
}

/**
 * Takes the caller's handle: in a transaction (records are written in the caller's transaction)
 * the place is read there; otherwise from the instance's memory (the country named by the id's
 * prefix, `DZ:16`), and from the database only for an id the memory does not hold (an unknown one,
 * or a place loaded since by another instance).
 */
export async function getPlaceSnapshot(db: TDb, placeId: string): Promise<TPlaceSnapshot | null> {
  const state = isTransaction(db) ? undefined : instanceOfHandle.get(db);
  const country = placeId.slice(0, Math.max(0, placeId.indexOf(':')));
  // Only a country that has places gets a table: ids made up by a caller cost a read, not memory.
  const held =
    state &&
    (await stateBoxes(state, db)).countries.has(country) &&
    (await placeTable(state, db, country)).find(placeId);
  if (held) return toSnapshot(held);
  const place = await findPlace(db, placeId);
  return place ? toSnapshot(place) : null;
}

/**
 * The ids of every place (state or city) within `radiusKm` of a place, great-circle, nearest
 * first; from the instance's memory (the countries with a state whose places meet the radius's
 * box), the latest answers kept until places are reloaded.
 */
export async function findPlaceIdsWithin(
  ctx: TPlacesContext,
  /** The caller's handle: a read of ctx.db inside another would wait for it on PGlite. */
  db: TDb,
  params: { place: TPlaceSnapshot; radiusKm: number },
): Promise<string[]> {
  const state = held.of(ctx);
  const known = state.placesWithinRadius;
  const key = `${params.place.placeId}|${params.radiusKm}`;
  let ids = known.get(key);
  if (ids) {
    // Most recently used last: the first key is the one to forget.
    known.delete(key);
    known.set(key, ids);
    return ids;
  }
  const { lat, lng } = params.place;
  // In a transaction the database answers, as for a snapshot.
  if (isTransaction(db)) {
    return (await findPlacesWithin(db, { lat, lng, radiusKm: params.radiusKm })).map((place) => place.id);
  }
  const boxes = stateBoxes(state, db);
  const box = radiusBox(params.place, params.radiusKm);
  const meeting = (await boxes).boxes.filter((stateBox) => boxesMeet(stateBox, box));
  const countries = new Set(meeting.map((stateBox) => stateBox.country));
  const tables = await Promise.all([...countries].map((country) => placeTable(state, db, country)));
  ids = tables
    .flatMap((table) => table.within(params.place, params.radiusKm))
    .sort(byDistanceThenId)
    .map((hit) => hit.id);
  // Not kept if the places were reloaded meanwhile, nor if it alone would take the whole room.
  if (state.stateBoxes === boxes && ids.length <= PLACES_WITHIN_IDS_KEPT) {
    while (state.placesWithinRadiusIds + ids.length > PLACES_WITHIN_IDS_KEPT) {
      const [oldest, oldIds] = known.entries().next().value!;
      known.delete(oldest);
      state.placesWithinRadiusIds -= oldIds.length;
    }
    known.set(key, ids);
    state.placesWithinRadiusIds += ids.length;
  }
  return ids;
}

/**
 * Great-circle distance between two places already read, in km, as `getDistanceKm` has the
 * database compute it: two places that share their coordinates (communes placed at their wilaya's
 * centre, lacking their own) have no known distance.
 */
export function distanceBetweenSnapshots(from: TPlaceSnapshot, to: TPlaceSnapshot): number | null {
  if (from.placeId !== to.placeId && from.lat === to.lat && from.lng === to.lng) return null;
  return distanceKm(from.lat, from.lng, to.lat, to.lng);
}

/** Great-circle distance between two places, in km. */
export function getDistanceKm(db: TDb, fromPlaceId: string, toPlaceId: string): Promise<number | null> {
  return distanceBetweenPlaces(db, fromPlaceId, toPlaceId);
}

/**
 * The places a filter on a state also stands for at `now`, during the transition after communes
 * moved between wilayas (divisions.ts `placeIdsAlso`); undefined, without a thing made, otherwise.
 */
export function statePlaceIdsAlso(now: Date, country: string, stateCode: string): readonly string[] | undefined {
  return transitions(readDivisions()).placeIdsAlso(country, stateCode, now);
}
