import type { TPlaceValue } from '@tariq/contracts';

/**
 * The names of the places picked in the filters, by place id. The URL (and a saved search) holds only
 * `start_place_id`/`end_place_id`, the API's names: the browser remembers the places it picked, so a
 * reload shows them by name at once; others are asked of `GET /api/places/{placeId}`.
 */
export type TRememberedPlace = TPlaceValue;

const KEY = 'tariq.freights.places';
const MAX_PLACES = 50;

function readAll(): TRememberedPlace[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as TRememberedPlace[]) : [];
  } catch {
    return [];
  }
}

export function rememberPlace(place: TRememberedPlace): void {
  const places = [place, ...readAll().filter((entry) => entry.place_id !== place.place_id)].slice(0, MAX_PLACES);
  try {
    localStorage.setItem(KEY, JSON.stringify(places));
  } catch {
    // Storage full or refused (private mode): the place then shows unnamed after a reload, nothing worse.
  }
}

export function recallPlace(placeId: string): TRememberedPlace | null {
  return readAll().find((entry) => entry.place_id === placeId) ?? null;
}
