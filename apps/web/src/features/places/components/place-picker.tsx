import type { TCountry, TLanguage, TPlace, TPlaceValue } from '@tariq/contracts';
import { DEFAULT_PLACE_COUNTRY, countryFlag, placeToValue } from '@tariq/contracts/place-values';
import { Combobox, Group, Loader, TextInput, useCombobox } from '@mantine/core';
import { Select, useReachedFor } from '../../../components/select/select';
import type { ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-names';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { activeCountriesQueryOptions } from '../api/get-active-countries';
import { searchPlacesQueryOptions } from '../api/search-places';

const SEARCH_DEBOUNCE_MS = 200;

export type TPlacePickerProps = {
  value: TPlaceValue | null;
  /** A place of the chosen country, or null when the choice is cleared (typing, another country). */
  onChange: (value: TPlaceValue | null) => void;
  /** Label of the place field (default "Ville ou région"). */
  label?: string;
  /** Label of the country field (default "Pays"). */
  countryLabel?: string;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Country offered while no place is chosen (DZ, spec 000 §5). */
  defaultCountry?: string;
};

/** "Bejaia — Béjaïa" for a city, the state's name alone for a state. */
export function placeLabel(place: Pick<TPlaceValue, 'state' | 'city'>): string {
  return place.city ? `${place.city.name} — ${place.state.name}` : place.state.name;
}

function CountryOption({ option }: { option: ComboboxItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span aria-hidden>{countryFlag(option.value)}</span>
      <span>{option.label}</span>
    </Group>
  );
}

/**
 * A country, then a place searched within that country only. Arrow keys and Enter pick a result;
 * changing the country clears the place.
 */
export function PlacePicker({
  value,
  onChange,
  label,
  countryLabel,
  placeholder,
  error,
  required,
  disabled,
  defaultCountry = DEFAULT_PLACE_COUNTRY,
}: TPlacePickerProps) {
  const { t } = useTranslation('places');
  const language = getCurrentLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // The places' list mounted once the field is reached for, as the selects' (components/select).
  const [reached, reach] = useReachedFor();

  const [country, setCountry] = useState(value?.country ?? defaultCountry);
  const [search, setSearch] = useState(value ? placeLabel(value) : '');
  // The place this component last handed out, with its name: a different one in `value` came from
  // the form (reset, load), or its name did (a place known by id only, named once the server answers).
  const valueKey = (place: TPlaceValue | null) => (place ? `${place.place_id}\n${placeLabel(place)}` : null);
  const [emittedKey, setEmittedKey] = useState(valueKey(value));
  if (valueKey(value) !== emittedKey) {
    setEmittedKey(valueKey(value));
    setSearch(value ? placeLabel(value) : '');
    if (value) setCountry(value.country);
  }

  const emit = (next: TPlaceValue | null) => {
    setEmittedKey(valueKey(next));
    onChange(next);
  };

  const query = search.trim();
  const [settledQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const isShowingValue = value !== null && search === placeLabel(value);
  const isSearching = !isShowingValue && query.length > 0;

  const countries = useQuery(activeCountriesQueryOptions(language));
  const results = useQuery({
    ...searchPlacesQueryOptions({ country, query: settledQuery }),
    // Only once typing pauses, and never with text typed for another country.
    enabled: isSearching && settledQuery === query,
    // While the next answer comes, keep showing the last one, unless it was for another country.
    placeholderData: (previous) =>
      previous?.every((place) => place.country.alpha2 === country) ? previous : undefined,
  });
  const places: TPlace[] = isSearching ? (results.data ?? []) : [];

  const countryOptions = countryItems(countries.data, country, language);

  const onCountryChange = (next: string | null) => {
    if (!next || next === country) return;
    setCountry(next);
    setSearch('');
    combobox.closeDropdown();
    if (value) emit(null);
  };

  const onOptionSubmit = (placeId: string) => {
    const place = places.find((entry) => entry.place_id === placeId);
    if (!place) return;
    const next = placeToValue(place);
    setSearch(placeLabel(next));
    combobox.closeDropdown();
    emit(next);
  };

  let dropdownContent: ReactNode;
  if (places.length > 0) {
    dropdownContent = places.map((place) => (
      <Combobox.Option value={place.place_id} key={place.place_id} fw={place.city ? undefined : 500}>
        {placeLabel(place)}
      </Combobox.Option>
    ));
  } else if (results.isError) {
    dropdownContent = <Combobox.Empty>{errorMessage(results.error)}</Combobox.Empty>;
  } else if (settledQuery === query && results.isSuccess && !results.isPlaceholderData) {
    dropdownContent = <Combobox.Empty>{t('common.noResults')}</Combobox.Empty>;
  } else {
    dropdownContent = (
      <Combobox.Empty>
        <Group gap="xs" justify="center" role="status">
          <Loader size="xs" aria-hidden />
          {t('common.loading')}
        </Group>
      </Combobox.Empty>
    );
  }

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label={countryLabel ?? t('placePicker.country')}
        data={countryOptions}
        value={country}
        onChange={onCountryChange}
        searchable
        allowDeselect={false}
        disabled={disabled}
        required={required}
        nothingFoundMessage={t('common.noResults')}
        leftSection={<span aria-hidden>{countryFlag(country)}</span>}
        rightSection={countries.isLoading ? <Loader size="xs" aria-hidden /> : undefined}
        renderOption={({ option }) => <CountryOption option={option} />}
        w={{ base: '100%', xs: 220 }}
      />
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} keepMounted={reached}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label={label ?? t('placePicker.place')}
            placeholder={placeholder ?? t('placePicker.searchPlaceholder')}
            value={search}
            error={error}
            required={required}
            disabled={disabled}
            autoComplete="off"
            leftSection={<IconMapPin size={16} aria-hidden />}
            rightSection={isSearching && results.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
            style={{ flex: 1, minWidth: 220 }}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.resetSelectedOption();
              combobox.openDropdown();
              if (value) emit(null);
            }}
            onPointerEnter={reach}
            onPointerDown={reach}
            onFocus={() => {
              reach();
              if (isSearching) combobox.openDropdown();
            }}
            onBlur={() => {
              combobox.closeDropdown();
              if (value) setSearch(placeLabel(value));
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!isSearching}>
          <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
            {dropdownContent}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Group>
  );
}

/** The active countries; the chosen one is kept even before the list arrives or when it left the list. */
function countryItems(countries: TCountry[] | undefined, chosen: string, language: TLanguage) {
  const items: ComboboxItem[] = (countries ?? []).map((entry) => ({ value: entry.alpha2, label: entry.name }));
  if (!items.some((item) => item.value === chosen))
    items.unshift({ value: chosen, label: countryName(chosen, language) });
  return items;
}
