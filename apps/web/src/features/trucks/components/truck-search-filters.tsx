import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { TRUCK_LIMITS } from '@tariq/contracts/truck-filters';
import { Button, Checkbox, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields/date-fields';
import { TruckTypeSelect } from '../../../components/truck-type-select/truck-type-select';
import { decimalSeparator } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { withTruckFilters } from '../utils/truck-search-filters';
import type { TTruckFilters } from '../utils/truck-search-filters';

/** A place picker holding a place id, handed in by the page (features do not import each other). */
export type TTruckPlaceFieldProps = {
  placeId: string | undefined;
  onChange: (placeId: string | undefined) => void;
  label: string;
  countryLabel: string;
  /** The place's name while it is asked of the server (a shared link). */
  pendingLabel: string;
};

export type TTruckSearchFiltersProps = {
  value: TTruckFilters;
  onChange: (next: TTruckFilters) => void;
  PlaceField: ComponentType<TTruckPlaceFieldProps>;
};

const RADII_KM = [10, 25, 50, 100, 150, 200, 300, 500];

/** A number typed in full before it filters: it applies on leaving the field or on Enter, not per keystroke. */
function NumberFilter({
  label,
  value,
  max,
  allowDecimal,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  max: number;
  allowDecimal: boolean;
  onCommit: (value: number | undefined) => void;
}) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  // Changed from outside (the reset button, the back button): show the new value.
  if (value !== shown) {
    setShown(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const number =
      typeof draft === 'number' ? draft : draft.trim() === '' ? undefined : Number(draft.replace(',', '.'));
    const next = number !== undefined && Number.isFinite(number) && number > 0 ? Math.min(number, max) : undefined;
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
      min={0}
      max={max}
      allowNegative={false}
      allowDecimal={allowDecimal}
      decimalScale={2}
      decimalSeparator={decimalSeparator(getCurrentLanguage())}
      clampBehavior="none"
    />
  );
}

function PlaceFilter({ side, value, onChange, PlaceField }: TTruckSearchFiltersProps & { side: 'start' | 'end' }) {
  const { t } = useTranslation('trucks');
  const title = side === 'start' ? t('trucks.search.filters.departure') : t('trucks.search.filters.arrival');
  const placeKey = side === 'start' ? 'start_place_id' : 'end_place_id';
  const radius = value.startRadius;
  const radii = radius && !RADII_KM.includes(radius) ? [...RADII_KM, radius].sort((a, b) => a - b) : RADII_KM;
  const id = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      <PlaceField
        placeId={value[placeKey]}
        onChange={(placeId) => onChange(withTruckFilters(value, { [placeKey]: placeId }))}
        label={`${t('trucks.search.filters.place')} (${title.toLowerCase()})`}
        countryLabel={`${t('trucks.search.filters.country')} (${title.toLowerCase()})`}
        pendingLabel={t('trucks.search.filters.savedPlace')}
      />
      {side === 'start' ? (
        // Around the departure only: the API draws no circle around the arrival.
        <Select
          label={t('trucks.search.filters.radius')}
          placeholder={t('trucks.search.filters.radiusExact')}
          data={radii.map((km) => ({ value: String(km), label: t('trucks.search.filters.radiusKm', { count: km }) }))}
          value={radius ? String(radius) : null}
          onChange={(next) => onChange(withTruckFilters(value, { startRadius: next ? Number(next) : undefined }))}
          disabled={!value.start_place_id}
          clearable
        />
      ) : null}
    </Stack>
  );
}

/**
 * The filters of the vehicle search (spec 000 §3): departure and arrival, availability, type,
 * goods, what the load needs (weight in kg, length in m, volume in m³) and dangerous goods.
 * Controlled: the page keeps them in the URL. Every change applies at once, numbers when typed in full.
 */
export function TruckSearchFilters(props: TTruckSearchFiltersProps) {
  const { value, onChange } = props;
  const { t } = useTranslation('trucks');
  const { t: catalogueLabel, ready } = useCatalogueLabels();
  const set = (changes: TTruckFilters) => onChange(withTruckFilters(value, changes));
  return (
    <Stack gap="md">
      <PlaceFilter {...props} side="start" />
      <PlaceFilter {...props} side="end" />
      <SimpleGrid cols={2} spacing="sm">
        <DateField
          label={t('trucks.search.filters.availableFrom')}
          clearable
          value={value.availableFrom}
          max={value.availableUntil}
          onChange={(availableFrom) => set({ availableFrom: availableFrom ?? undefined })}
        />
        <DateField
          label={t('trucks.search.filters.availableUntil')}
          clearable
          value={value.availableUntil}
          min={value.availableFrom}
          onChange={(availableUntil) => set({ availableUntil: availableUntil ?? undefined })}
        />
      </SimpleGrid>
      <TruckTypeSelect
        allowParent
        label={t('trucks.search.filters.truckType')}
        value={value.type ?? null}
        onChange={(type) => set({ type: type ?? undefined })}
      />
      <Select
        label={t('trucks.search.filters.goodType')}
        placeholder={t('trucks.search.filters.anyGoods')}
        data={
          ready
            ? OPTION_LISTS.goodsType.map((goods) => ({
                value: goods,
                label: catalogueLabel(`catalogue.goodsType.${goods}`),
              }))
            : []
        }
        value={value.goodType ?? null}
        onChange={(goods) => set({ goodType: (goods ?? undefined) as TTruckFilters['goodType'] })}
        clearable
      />
      <NumberFilter
        label={t('trucks.search.filters.weight')}
        value={value.weight}
        max={TRUCK_LIMITS.weightKgMax}
        allowDecimal={false}
        onCommit={(weight) => set({ weight })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberFilter
          label={t('trucks.search.filters.width')}
          value={value.width}
          max={TRUCK_LIMITS.lengthMMax}
          allowDecimal
          onCommit={(width) => set({ width })}
        />
        <NumberFilter
          label={t('trucks.search.filters.volume')}
          value={value.volume}
          max={TRUCK_LIMITS.volumeM3Max}
          allowDecimal
          onCommit={(volume) => set({ volume })}
        />
      </SimpleGrid>
      <Checkbox
        label={t('trucks.search.filters.dangerous')}
        checked={value.dangerous === true}
        onChange={(event) => set({ dangerous: event.currentTarget.checked || undefined })}
      />
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onChange({})}
        disabled={Object.keys(value).length === 0}
      >
        {t('trucks.search.filters.reset')}
      </Button>
    </Stack>
  );
}
