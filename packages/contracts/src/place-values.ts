// The places' constants and helpers the pages use, without zod (places.ts holds the schemas and
// re-exports all of this): the freight search shows before zod loads.

/** Places default to Algeria, phone numbers to France (spec 000 §5, §9). */
export const DEFAULT_PLACE_COUNTRY = 'DZ';
export const DEFAULT_PHONE_COUNTRY = 'FR';

export const PLACE_SEARCH_LIMITS = {
  queryMax: 100,
  resultsDefault: 10,
  resultsMax: 25,
} as const;

/** What the place picker hands to a form (spec 000 §5). */
export type TPlaceValue = {
  country: string;
  state: { id: string; name: string };
  city: { id: string; name: string } | null;
  place_id: string;
  lat: number;
  lng: number;
};

/** The place search's answer for one place (places.ts's ZPlace), as far as the form keeps it. */
type TPlaceFound = Omit<TPlaceValue, 'country'> & { country: { alpha2: string } };

export function placeToValue(place: TPlaceFound): TPlaceValue {
  return {
    country: place.country.alpha2,
    state: place.state,
    city: place.city,
    place_id: place.place_id,
    lat: place.lat,
    lng: place.lng,
  };
}

/** A flag from the two letters of a country: regional indicator symbols, no image to load. */
export function countryFlag(alpha2: string): string {
  const code = alpha2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
