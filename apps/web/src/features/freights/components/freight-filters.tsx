import type { TPlaceValue } from '@tariq/contracts';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { FREIGHT_LIMITS } from '@tariq/contracts/freight-filters';
import { placeToValue } from '@tariq/contracts/place-values';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { IconAdjustments, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { DateField } from '../../../components/date-fields/date-fields';
import { TruckTypeSelect } from '../../../components/truck-type-select/truck-type-select';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { usePlace } from '../api/get-place';
import { activePreset, applyPreset, withFilters } from '../utils/filters';
import type { TFilterName, TFilterPreset, TFilters } from '../utils/filters';
import { recallPlace, rememberPlace } from '../utils/place-memory';

/** The place picker, handed in by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  countryLabel?: string;
  error?: ReactNode;
};

export type TFreightFiltersProps = {
  value: TFilters;
  onChange: (next: TFilters) => void;
  PlaceField: ComponentType<TPlaceFieldProps>;
};

const RADII_KM = [10, 25, 50, 100, 150, 200, 300, 500];
const PUBLISHED_SINCE_HOURS = [1, 6, 12, 24, 48, 72, 168];
const ADVANCED: TFilterName[] = [
  'maxWeight',
  'maxHeight',
  'maxWidth',
  'maxLength',
  'minLength',
  'noTailLift',
  'dangerous',
  'refrigerated',
  'identicalZones',
  'publishedSince',
];

/** A number typed in full before it filters: it applies on leaving the field or on Enter, not per keystroke. */
function NumberFilter({
  label,
  value,
  max,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  max: number;
  onCommit: (value: number | undefined) => void;
}) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  // Changed from outside (a preset, a saved search, the back button): show the new value.
  if (value !== shown) {
    setShown(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const number = typeof draft === 'number' ? draft : draft.trim() === '' ? undefined : Number(draft);
    const next = number !== undefined && Number.isFinite(number) && number >= 1 ? Math.min(number, max) : undefined;
    if (next !== value) onCommit(next);
    else setDraft(value ?? '');
  };
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={1}
      max={max}
      allowNegative={false}
      allowDecimal={false}
      clampBehavior="none"
    />
  );
}

/** true: only those; false: none of those; undefined: either. */
function TriStateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  const { t } = useTranslation('freights');
  return (
    <Select
      label={label}
      data={[
        { value: 'any', label: t('freights.filters.choice.any') },
        { value: 'only', label: t('freights.filters.choice.only') },
        { value: 'none', label: t('freights.filters.choice.none') },
      ]}
      value={value === undefined ? 'any' : value ? 'only' : 'none'}
      onChange={(next) => onChange(next === 'only' ? true : next === 'none' ? false : undefined)}
      allowDeselect={false}
    />
  );
}

/**
 * A place of the filters, by its id: named at once when this browser picked it, else by the server
 * (a shared link, a saved search from another browser); 'Lieu enregistré' until the name arrives.
 */
function usePlaceValue(placeId: string | undefined): TPlaceValue | null {
  const { t } = useTranslation('freights');
  const remembered = placeId ? recallPlace(placeId) : null;
  const { data: place } = usePlace(placeId, { enabled: !remembered });
  if (!placeId) return null;
  if (remembered) return remembered;
  if (place) return placeToValue(place);
  return {
    country: 'DZ',
    state: { id: '', name: t('freights.filters.savedPlace') },
    city: null,
    place_id: placeId,
    lat: 0,
    lng: 0,
  };
}

function PlaceFilter({ side, value, onChange, PlaceField }: TFreightFiltersProps & { side: 'start' | 'end' }) {
  const { t } = useTranslation('freights');
  const placeKey = side === 'start' ? 'start_place_id' : 'end_place_id';
  const radiusKey = side === 'start' ? 'startRadius' : 'endRadius';
  const place = usePlaceValue(value[placeKey]);
  const radius = value[radiusKey];
  const radii = radius && !RADII_KM.includes(radius) ? [...RADII_KM, radius].sort((a, b) => a - b) : RADII_KM;
  const title = side === 'start' ? t('freights.filters.loading') : t('freights.filters.unloading');
  const id = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      <PlaceField
        value={place}
        onChange={(next) => {
          if (next) rememberPlace(next);
          onChange(withFilters(value, { [placeKey]: next?.place_id }));
        }}
        label={`${t('freights.filters.place')} (${title.toLowerCase()})`}
        countryLabel={`${t('freights.filters.country')} (${title.toLowerCase()})`}
      />
      <Select
        label={`${t('freights.filters.radius')} (${title.toLowerCase()})`}
        placeholder={t('freights.filters.radiusExact')}
        data={radii.map((km) => ({ value: String(km), label: t('freights.filters.radiusKm', { count: km }) }))}
        value={radius ? String(radius) : null}
        onChange={(next) => onChange(withFilters(value, { [radiusKey]: next ? Number(next) : undefined }))}
        disabled={!place}
        clearable
      />
    </Stack>
  );
}

/**
 * The filters of the freight search (spec 001 §3, §9). Controlled: the page keeps them in the URL,
 * the search-creation panel in its draft. Every change applies at once, numbers when typed in full.
 */
export function FreightFilters(props: TFreightFiltersProps) {
  const { value, onChange } = props;
  const { t } = useTranslation('freights');
  const { t: catalogueLabel, ready } = useCatalogueLabels();
  const hasAdvanced = ADVANCED.some((name) => value[name] !== undefined);
  // Open while advanced filters are set (a link, a preset), until the user closes it.
  const [advancedChoice, setAdvancedChoice] = useState<boolean | null>(null);
  const isAdvancedOpen = advancedChoice ?? hasAdvanced;
  const advancedId = useId();
  const set = (changes: TFilters) => onChange(withFilters(value, changes));
  const published = value.publishedSince;
  const publishedHours =
    published && !PUBLISHED_SINCE_HOURS.includes(published)
      ? [...PUBLISHED_SINCE_HOURS, published].sort((a, b) => a - b)
      : PUBLISHED_SINCE_HOURS;

  return (
    <Stack gap="md">
      <ChoiceChips
        list="filterPreset"
        label={t('freights.filters.presets')}
        value={activePreset(value)}
        onChange={(preset) => onChange(applyPreset(value, preset as TFilterPreset))}
      />
      <PlaceFilter {...props} side="start" />
      <PlaceFilter {...props} side="end" />
      <SimpleGrid cols={2} spacing="sm">
        <DateField
          label={t('freights.filters.dateFrom')}
          clearable
          value={value.dateFrom}
          max={value.dateTo}
          onChange={(dateFrom) => set({ dateFrom: dateFrom ?? undefined })}
        />
        <DateField
          label={t('freights.filters.dateTo')}
          clearable
          value={value.dateTo}
          min={value.dateFrom}
          onChange={(dateTo) => set({ dateTo: dateTo ?? undefined })}
        />
      </SimpleGrid>
      <TruckTypeSelect
        allowParent
        label={t('freights.filters.truckType')}
        value={value.type ?? null}
        onChange={(type) => set({ type: type ?? undefined })}
      />
      <Select
        label={t('freights.filters.goodsType')}
        placeholder={t('freights.filters.anyGoods')}
        data={
          ready
            ? OPTION_LISTS.goodsType.map((goods) => ({
                value: goods,
                label: catalogueLabel(`catalogue.goodsType.${goods}`),
              }))
            : []
        }
        value={value.goodType ?? null}
        onChange={(goods) => set({ goodType: (goods ?? undefined) as TFilters['goodType'] })}
        clearable
      />
      <Group gap="lg">
        <Checkbox
          label={t('freights.filters.container')}
          checked={value.container === true}
          onChange={(event) => set({ container: event.currentTarget.checked || undefined })}
        />
        <Checkbox
          label={t('freights.filters.bulk')}
          checked={value.bulk === true}
          onChange={(event) => set({ bulk: event.currentTarget.checked || undefined })}
        />
      </Group>
      <Button
        variant="subtle"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        aria-expanded={isAdvancedOpen}
        aria-controls={advancedId}
        onClick={() => setAdvancedChoice(!isAdvancedOpen)}
        justify="flex-start"
        px={0}
      >
        {t('freights.filters.advanced')}
      </Button>
      {isAdvancedOpen ? (
        <Stack gap="sm" id={advancedId}>
          <SimpleGrid cols={2} spacing="sm">
            <NumberFilter
              label={t('freights.filters.maxWeight')}
              value={value.maxWeight}
              max={FREIGHT_LIMITS.weightMaxKg}
              onCommit={(maxWeight) => set({ maxWeight })}
            />
            <NumberFilter
              label={t('freights.filters.maxHeight')}
              value={value.maxHeight}
              max={FREIGHT_LIMITS.dimensionMaxCm}
              onCommit={(maxHeight) => set({ maxHeight })}
            />
            <NumberFilter
              label={t('freights.filters.maxWidth')}
              value={value.maxWidth}
              max={FREIGHT_LIMITS.dimensionMaxCm}
              onCommit={(maxWidth) => set({ maxWidth })}
            />
            <NumberFilter
              label={t('freights.filters.maxLength')}
              value={value.maxLength}
              max={FREIGHT_LIMITS.dimensionMaxCm}
              onCommit={(maxLength) => set({ maxLength })}
            />
            <NumberFilter
              label={t('freights.filters.minLength')}
              value={value.minLength}
              max={FREIGHT_LIMITS.dimensionMaxCm}
              onCommit={(minLength) => set({ minLength })}
            />
          </SimpleGrid>
          <TriStateFilter
            label={t('freights.filters.dangerous')}
            value={value.dangerous}
            onChange={(dangerous) => set({ dangerous })}
          />
          <TriStateFilter
            label={t('freights.filters.refrigerated')}
            value={value.refrigerated}
            onChange={(refrigerated) => set({ refrigerated })}
          />
          <Checkbox
            label={t('freights.filters.noTailLift')}
            checked={value.noTailLift === true}
            onChange={(event) => set({ noTailLift: event.currentTarget.checked || undefined })}
          />
          <Checkbox
            label={t('freights.filters.identicalZones')}
            checked={value.identicalZones === true}
            onChange={(event) => set({ identicalZones: event.currentTarget.checked || undefined })}
          />
          <Select
            label={t('freights.filters.publishedSince')}
            placeholder={t('freights.filters.publishedAny')}
            data={publishedHours.map((hours) => ({
              value: String(hours),
              label: t('freights.filters.hours', { count: hours }),
            }))}
            value={published ? String(published) : null}
            onChange={(next) => set({ publishedSince: next ? Number(next) : undefined })}
            clearable
          />
        </Stack>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onChange(value.order ? { order: value.order } : {})}
        disabled={Object.keys(value).every((name) => name === 'order')}
      >
        {t('freights.filters.reset')}
      </Button>
    </Stack>
  );
}
