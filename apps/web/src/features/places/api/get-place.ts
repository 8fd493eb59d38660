import type { TLanguage, TPlace, TPlaceValue } from '@tariq/contracts';
import { placeToValue } from '@tariq/contracts/place-values';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/places/{placeId}`: one place, named in `language`. */
export function getPlace(placeId: string, language: TLanguage, signal?: AbortSignal): Promise<TPlace> {
  return api<TPlace>(`/api/places/${encodeURIComponent(placeId)}?lang=${language}`, { signal });
}

export const placeValueKey = (placeId: string, language: TLanguage) => ['places', 'one', placeId, language] as const;

/** A place known by its id only (a link, a reload), as the picker holds it. */
export function placeValueQueryOptions(placeId: string, language: TLanguage) {
  return queryOptions({
    queryKey: placeValueKey(placeId, language),
    queryFn: async ({ signal }): Promise<TPlaceValue> => placeToValue(await getPlace(placeId, language, signal)),
    enabled: placeId !== '',
    // Places change only when their data are reloaded.
    staleTime: Infinity,
  });
}
