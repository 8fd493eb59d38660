import type { TDriver } from '@tariq/contracts/drivers';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/select/select';
import type { ComboboxItem, SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getDriverChoicesQueryOptions } from '../api/get-drivers';
import { driverName } from '../utils/driver-text';

export type TDriverPickerProps = {
  label: string;
  /** The driver's user id; null: no driver. */
  value: string | null;
  onChange: (driverId: string | null) => void;
  description?: string;
  /** The server's refusal of the driver (`fields.driver_id`). */
  error?: string;
  disabled?: boolean;
};

type TDriverItem = ComboboxItem & { name?: string; plate?: string };

/**
 * 'Aucun chauffeur' as an option of its own, first: the clear button of the field is hidden from
 * screen readers and the keyboard, this is the way to name no driver for everyone. A driver's id is a
 * UUID: it cannot be this.
 */
const NONE = 'none';

function toItem(driver: TDriver): TDriverItem {
  const name = driverName(driver);
  // The field shows the label as plain text: the plate is isolated left to right in it, or its
  // groups would come out reversed on an Arabic page (see PlateText).
  return { value: driver.id, label: `${name} · \u2066${driver.enginePlate}\u2069`, name, plate: driver.enginePlate };
}

/** An option: the driver's name, in its own direction, then the engine's plate, left to right. */
const renderOption: SelectProps['renderOption'] = ({ option }) => {
  const { name, plate } = option as TDriverItem;
  if (name === undefined || plate === undefined) return option.label;
  return (
    <Text span size="sm">
      <bdi>{name}</bdi> ·{' '}
      <Text span size="sm" ff="monospace" dir="ltr" component="bdi">
        {plate}
      </Text>
    </Text>
  );
};

/**
 * One of the carrier's drivers, by name with the plate of the truck they drive, or none ('Aucun
 * chauffeur', the field cleared). The proposals and missions features are handed it by the page,
 * for a user the `carrierDrivers` rule allows: it reads the company's drivers as it mounts. A company
 * with no driver yet is sent to /chauffeurs to add one.
 */
export function DriverPicker({ label, value, onChange, description, error, disabled }: TDriverPickerProps) {
  const { t } = useTranslation('drivers');
  const query = useQuery(getDriverChoicesQueryOptions());
  const drivers = query.data?.data;
  const items = useMemo(
    (): TDriverItem[] => [{ value: NONE, label: t('drivers.picker.none') }, ...(drivers ?? []).map(toItem)],
    [drivers, t],
  );

  if (drivers?.length === 0)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {t('drivers.picker.noDriver')}{' '}
          <Anchor component={Link} to={paths.drivers.root.getHref()} size="sm">
            {t('drivers.picker.addDriver')}
          </Anchor>
        </Text>
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
      </Stack>
    );

  return (
    <Select
      label={label}
      description={description}
      placeholder={t('drivers.picker.none')}
      data={items}
      value={value ?? NONE}
      onChange={(next) => onChange(next === NONE ? null : next)}
      renderOption={renderOption}
      searchable
      // A driver chosen can be cleared at a click; 'Aucun chauffeur' has nothing to clear.
      clearable={value !== null}
      clearButtonProps={{ 'aria-label': t('drivers.picker.clear') }}
      nothingFoundMessage={t('drivers.picker.nothingFound')}
      rightSection={query.isPending ? <Loader size="xs" aria-label={t('drivers.picker.loading')} /> : undefined}
      disabled={disabled || !query.data}
      error={error ?? (query.isError ? t('drivers.picker.loadError') : undefined)}
    />
  );
}
