import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ICity, ICountry, IState } from 'country-state-city';

/**
 * country-state-city's data, read from its files for one load of places and then let go. The
 * package's own module would keep all of it (148,038 cities: some 45 MB of heap) for the life of
 * the process, for a load done once per data version. The functions answer as the package's do
 * (version 3.2.1): the first country of a code; states and cities of a country sorted by name.
 */
export type TCountryStateCity = {
  countryByCode(isoCode: string): ICountry | undefined;
  statesOfCountry(countryCode: string): IState[];
  citiesOfCountry(countryCode: string): ICity[];
  /** Cities of several countries in one pass over the 148,038, each country's sorted by name. */
  citiesOfCountries(countryCodes: readonly string[]): Map<string, ICity[]>;
};

/** The package's `compare`: by name, in UTF-16 code units; Array.prototype.sort is stable. */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function readCountryStateCity(): TCountryStateCity {
  const require = createRequire(import.meta.url);
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8'));
  const countries = read('country.json') as ICountry[];
  const states = read('state.json') as IState[];
  // [name, countryCode, stateCode, latitude, longitude], as the package's city.json holds them.
  const cities = read('city.json') as [string, string, string, string | undefined, string | undefined][];
  const toCity = ([name, countryCode, stateCode, latitude, longitude]: (typeof cities)[number]): ICity => ({
    name,
    countryCode,
    stateCode,
    latitude,
    longitude,
  });
  const citiesOfCountries = (countryCodes: readonly string[]) => {
    const found = new Map(countryCodes.map((code) => [code, [] as ICity[]]));
    for (const city of cities) found.get(city[1])?.push(toCity(city));
    for (const list of found.values()) list.sort(byName);
    return found;
  };
  return {
    countryByCode: (isoCode) => countries.find((country) => country.isoCode === isoCode),
    statesOfCountry: (countryCode) => states.filter((state) => state.countryCode === countryCode).sort(byName),
    citiesOfCountry: (countryCode) => citiesOfCountries([countryCode]).get(countryCode)!,
    citiesOfCountries,
  };
}
