import { createRequire } from 'node:module';
import { LANGUAGES } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';
import type { ICity } from 'country-state-city';
import countryNames from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';
import { loadAlgeria } from './algeria';
import { readCountryStateCity } from './country-state-city';
import type { TCountryStateCity } from './country-state-city';
import { DEFAULT_ACTIVE_COUNTRIES } from './active-countries';
import { slug } from './fold';

/*
 * Countries: names in our eight languages from i18n-iso-countries, coordinates from
 * country-state-city. States and cities: Algeria from ./algeria; every other country from
 * country-state-city (its states that hold cities: regions in France, provinces in Spain...).
 */

export type TCountryRow = {
  alpha2: string;
  nomFrFr: string;
  names: Record<TLanguage, string>;
  active: boolean;
  lat: number | null;
  lng: number | null;
};

export type TPlaceRow = {
  id: string;
  kind: 'state' | 'city';
  country: string;
  stateCode: string;
  stateName: string;
  code: string;
  name: string;
  nameAr: string | null;
  lat: number;
  lng: number;
};

function coordinate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function loadCountries(source: TCountryStateCity = readCountryStateCity()): TCountryRow[] {
  const require = createRequire(import.meta.url);
  for (const language of LANGUAGES) {
    countryNames.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
  }
  const active = new Set(DEFAULT_ACTIVE_COUNTRIES);
  return Object.keys(countryNames.getAlpha2Codes())
    .sort()
    .flatMap((alpha2) => {
      const nomFrFr = countryNames.getName(alpha2, 'fr');
      if (!nomFrFr) return [];
      const names = Object.fromEntries(
        LANGUAGES.map((language) => [language, countryNames.getName(alpha2, language) ?? nomFrFr]),
      ) as Record<TLanguage, string>;
      const country = source.countryByCode(alpha2);
      return [
        {
          alpha2,
          nomFrFr,
          names,
          active: active.has(alpha2),
          lat: coordinate(country?.latitude),
          lng: coordinate(country?.longitude),
        },
      ];
    });
}

function algeriaPlaces(source: TCountryStateCity, day: string | undefined): TPlaceRow[] {
  const { wilayas, communes } = loadAlgeria(source, { day });
  const byNumber = new Map(wilayas.map((wilaya) => [wilaya.number, wilaya]));
  return [
    ...wilayas.map((wilaya) => ({
      id: `DZ:${wilaya.code}`,
      kind: 'state' as const,
      country: 'DZ',
      stateCode: wilaya.code,
      stateName: wilaya.name,
      code: wilaya.code,
      name: wilaya.name,
      nameAr: wilaya.nameAr,
      lat: wilaya.lat,
      lng: wilaya.lng,
    })),
    ...communes.map((commune) => {
      const wilaya = byNumber.get(commune.wilaya)!;
      return {
        // Its id of 2026 even once it moved: records keep pointing at it (divisions.ts).
        id: commune.placeId,
        kind: 'city' as const,
        country: 'DZ',
        stateCode: wilaya.code,
        stateName: wilaya.name,
        code: commune.code,
        name: commune.name,
        nameAr: commune.nameAr,
        lat: commune.lat,
        lng: commune.lng,
      };
    }),
  ];
}

/**
 * The states and cities of one country. City ids are `CC:STATE:slug` ("FR:IDF:paris"), with
 * "-2", "-3"... for homonyms in one state in the source's order, so they stay stable across loads.
 */
export function countryPlaces(
  alpha2: string,
  source: TCountryStateCity = readCountryStateCity(),
  cities: readonly ICity[] = source.citiesOfCountry(alpha2),
  /** The day (`YYYY-MM-DD` in Algeria) whose division of Algeria is wanted; default: today. */
  day?: string,
): TPlaceRow[] {
  if (alpha2 === 'DZ') return algeriaPlaces(source, day);
  const citiesByState = new Map<string, { name: string; lat: number | null; lng: number | null }[]>();
  for (const city of cities) {
    const list = citiesByState.get(city.stateCode) ?? [];
    list.push({ name: city.name, lat: coordinate(city.latitude), lng: coordinate(city.longitude) });
    citiesByState.set(city.stateCode, list);
  }
  const country = source.countryByCode(alpha2);
  const rows: TPlaceRow[] = [];
  for (const state of source.statesOfCountry(alpha2)) {
    const cities = citiesByState.get(state.isoCode);
    if (!cities?.length) continue;
    const located = cities.filter((city) => city.lat !== null && city.lng !== null);
    const lat = coordinate(state.latitude) ?? located[0]?.lat ?? coordinate(country?.latitude);
    const lng = coordinate(state.longitude) ?? located[0]?.lng ?? coordinate(country?.longitude);
    if (lat === null || lng === null) continue;
    const base = {
      kind: 'state' as const,
      country: alpha2,
      stateCode: state.isoCode,
      stateName: state.name,
      nameAr: null,
    };
    rows.push({ ...base, id: `${alpha2}:${state.isoCode}`, code: state.isoCode, name: state.name, lat, lng });
    const seen = new Map<string, number>();
    for (const city of cities) {
      const key = slug(city.name) || 'city';
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      const code = count === 1 ? key : `${key}-${count}`;
      rows.push({
        ...base,
        kind: 'city',
        id: `${alpha2}:${state.isoCode}:${code}`,
        code,
        name: city.name,
        lat: city.lat ?? lat,
        lng: city.lng ?? lng,
      });
    }
  }
  return rows;
}

/** The states and cities of several countries, in the order given; the source's cities read in one pass. */
export function countriesPlaces(
  codes: readonly string[],
  source: TCountryStateCity = readCountryStateCity(),
  day?: string,
): TPlaceRow[] {
  const cities = source.citiesOfCountries(codes);
  return codes.flatMap((code) => countryPlaces(code, source, cities.get(code), day));
}
