import { z } from 'zod';
import { LANGUAGES } from './enums';
import { DEFAULT_PLACE_COUNTRY, PLACE_SEARCH_LIMITS } from './place-values';
import { vkey } from './validation';

export {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PLACE_COUNTRY,
  PLACE_SEARCH_LIMITS,
  countryFlag,
  placeToValue,
} from './place-values';
export type { TPlaceValue } from './place-values';

export const ZAlpha2 = z
  .string({ error: vkey('required') })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: vkey('invalid') })
  .transform((value) => value.toUpperCase());

/** Spec 000 §3 "Country": alpha2 and nom_fr_fr; `name` is in the caller's language. */
export const ZCountry = z.object({
  alpha2: z.string(),
  nom_fr_fr: z.string(),
  name: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

/** A state: a wilaya in Algeria (id = its official number, "06"), a region or province elsewhere. */
export const ZState = z.object({
  id: z.string(),
  place_id: z.string(),
  country: z.string(),
  name: z.string(),
  name_ar: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type TState = z.infer<typeof ZState>;

/** A city: a commune in Algeria. `lat`/`lng` are its wilaya's when the sources give none of its own. */
export const ZCity = ZState.extend({ state_id: z.string(), state_name: z.string() });
export type TCity = z.infer<typeof ZCity>;

/** One answer of the place search: a state or a city, with what the picker needs to show and keep. */
export const ZPlace = z.object({
  place_id: z.string(),
  kind: z.enum(['state', 'city']),
  country: ZCountry.pick({ alpha2: true, name: true }),
  state: z.object({ id: z.string(), name: z.string() }),
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZPlaceSearchQuery = z.object({
  country: ZAlpha2.default(DEFAULT_PLACE_COUNTRY),
  q: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(PLACE_SEARCH_LIMITS.queryMax, { error: vkey('tooLong') }),
  lang: z.enum(LANGUAGES).default('fr'),
  limit: z.coerce
    .number({ error: vkey('invalid') })
    .int({ error: vkey('invalid') })
    .min(1, { error: vkey('invalid') })
    .max(PLACE_SEARCH_LIMITS.resultsMax, { error: vkey('invalid') })
    .default(PLACE_SEARCH_LIMITS.resultsDefault),
});
export type TPlaceSearchQuery = z.infer<typeof ZPlaceSearchQuery>;

export const ZPlaceSearchResponse = z.object({ data: z.array(ZPlace) });

/** `POST /countries/{alpha2}/cities`: the city search of spec 000 §7 (form or JSON field `query`). */
export const ZCitySearchRequest = z.object({
  query: z
    .string({ error: vkey('required') })
    .trim()
    .min(1, { error: vkey('required') })
    .max(PLACE_SEARCH_LIMITS.queryMax, { error: vkey('tooLong') }),
});
