import type { TPlace } from '@tariq/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { freightKeys } from './freight-keys';

/** `GET /api/places/{placeId}`: a place of a saved or shared search, named as the picker names it. */
export function getPlace(placeId: string, language: string, signal?: AbortSignal): Promise<TPlace> {
  return api<TPlace>(`/api/places/${encodeURIComponent(placeId)}?lang=${language}`, { signal });
}

/** The place named by the server when this browser does not know it (`enabled: false` otherwise). */
export function usePlace(placeId: string | undefined, options: { enabled: boolean }) {
  const language = getCurrentLanguage();
  return useQuery({
    queryKey: freightKeys.place(placeId ?? '', language),
    queryFn: ({ signal }) => getPlace(placeId!, language, signal),
    enabled: options.enabled && Boolean(placeId),
    // Places change only when their data are reloaded.
    staleTime: Infinity,
  });
}
