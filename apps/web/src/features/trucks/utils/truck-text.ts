import type { TLanguage } from '@tariq/contracts/enums';
import { countryFlag } from '@tariq/contracts/place-values';
import type { TTruckLoad, TTruckPlace } from '@tariq/contracts/trucks';
import { formatQuantity } from '@tariq/contracts/units';
import { countryName } from '../../../lib/country-names';

/**
 * Where a truck leaves from or goes to, as a dispatcher reads it: 'Rouiba, Alger' and the country
 * with its flag, named in the interface language (the server names it in the account's).
 */
export function truckPlaceText(place: TTruckPlace, language: TLanguage) {
  return {
    where: place.city && place.city !== place.state ? `${place.city}, ${place.state}` : place.state,
    flag: countryFlag(place.country.alpha2),
    country: countryName(place.country.alpha2, language),
  };
}

/** A stop of a load: its city, or its state when it has none ('Rouiba', 'Oran'), and the country's flag. */
export function loadStopText(stop: TTruckLoad['departure']) {
  return { flag: countryFlag(stop.country), name: stop.city ?? stop.state };
}

/** The measures of a truck's chips (spec 000 §2): weight in kg, length in m, volume in m³. */
export function truckMeasures(
  truck: { weight: number; length: number | null; volume: number | null },
  language: TLanguage,
) {
  return {
    weight: formatQuantity(truck.weight, 'kilogram', language),
    length: truck.length === null ? null : formatQuantity(truck.length, 'meter', language),
    volume: truck.volume === null ? null : formatQuantity(truck.volume, 'cubicMeter', language),
  };
}
