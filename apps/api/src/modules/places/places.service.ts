import type { TCity, TCountry, TLanguage, TPlace, TPlaceSearchQuery, TState } from '@tariq/contracts';
import type { TAppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  findActiveCountries,
  findActiveCountry,
  findCities,
  findState,
  findStates,
  searchPlaces as searchPlaceRecords,
} from './places.repository';
import type { TCountryRecord, TPlaceHit, TPlaceRecord } from './places.repository';

const CITY_SEARCH_LIMIT = 25;

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
  const country = await ctx.db.read((db) => findActiveCountry(db, alpha2));
  if (!country) throw new AppError('NOT_FOUND');
  return country;
}

export async function listActiveCountries(ctx: TAppContext, language: TLanguage): Promise<TCountry[]> {
  const records = await ctx.db.read((db) => findActiveCountries(db));
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
  const hits = await ctx.db.read((db) =>
    searchPlaceRecords(db, { country: alpha2, query, limit: CITY_SEARCH_LIMIT, kind: 'city' }),
  );
  return hits.map(toCity);
}

export async function searchPlaces(ctx: TAppContext, params: TPlaceSearchQuery): Promise<TPlace[]> {
  const country = toCountry(await activeCountry(ctx, params.country), params.lang);
  const hits = await ctx.db.read((db) =>
    searchPlaceRecords(db, { country: params.country, query: params.q, limit: params.limit }),
  );
  return hits.map((hit) => toPlace(hit, country, params.lang));
}
