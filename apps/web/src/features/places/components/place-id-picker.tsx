import type { TPlaceValue } from '@tariq/contracts';
import { DEFAULT_PLACE_COUNTRY } from '@tariq/contracts/place-values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCurrentLanguage } from '../../../lib/i18n';
import { placeValueKey, placeValueQueryOptions } from '../api/get-place';
import { PlacePicker } from './place-picker';
import type { TPlacePickerProps } from './place-picker';

export type TPlaceIdPickerProps = Omit<TPlacePickerProps, 'value' | 'onChange'> & {
  /** The place's id, as a URL holds it; undefined when none is chosen. */
  placeId: string | undefined;
  onChange: (placeId: string | undefined) => void;
  /** The place's name while the server is asked for it, or when the server no longer knows it. */
  pendingLabel: string;
};

/**
 * The place picker for a place held as its id only (a search's URL): one picked here is named at
 * once, one read from a link or after a reload is named by the server (`GET /api/places/{id}`).
 */
export function PlaceIdPicker({ placeId, onChange, pendingLabel, ...props }: TPlaceIdPickerProps) {
  const language = getCurrentLanguage();
  const queryClient = useQueryClient();
  const { data: place } = useQuery(placeValueQueryOptions(placeId ?? '', language));
  const value: TPlaceValue | null = placeId
    ? (place ?? {
        country: DEFAULT_PLACE_COUNTRY,
        state: { id: '', name: pendingLabel },
        city: null,
        place_id: placeId,
        lat: 0,
        lng: 0,
      })
    : null;
  return (
    <PlacePicker
      {...props}
      value={value}
      onChange={(next) => {
        // Named at once: the place picked is the one the server would answer.
        if (next) queryClient.setQueryData(placeValueKey(next.place_id, language), next);
        onChange(next?.place_id);
      }}
    />
  );
}
