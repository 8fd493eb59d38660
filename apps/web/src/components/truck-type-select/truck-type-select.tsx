import { TRUCK_TYPES, findTruckType } from '@tariq/contracts/catalogues/vehicles';
import type { TTruckType } from '@tariq/contracts/catalogues/vehicles';
import { ColorSwatch, Group, Loader, Stack } from '@mantine/core';
import { Select } from '../select/select';
import type { ComboboxItem } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueLabels } from '../../lib/use-catalogue-labels';

export type TTruckTypeSelectProps = {
  /** A type or subtype value of the catalogue, or null. */
  value: string | null;
  /**
   * A complete type: a subtype, or a type without subtypes. With `allowParent`, also a type with
   * subtypes, meaning any of them. Null while nothing complete is chosen.
   */
  onChange: (value: string | null) => void;
  /** Search filters: a type with subtypes may be chosen alone ("any of its subtypes"). */
  allowParent?: boolean;
  /** Label of the type field (default "Type de véhicule"). */
  label?: string;
  /** Label of the subtype field (default "Sous-type"). */
  subtypeLabel?: string;
  /** Shown under the subtype field when a subtype is missing, under the type field otherwise. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** The top-level type of a value: itself, or the type whose subtype it is. */
function parentOf(value: string | null): TTruckType | undefined {
  if (!value) return undefined;
  return TRUCK_TYPES.find((type) => type.value === value || type.subTypes?.some((sub) => sub.value === value));
}

function Swatch({ value }: { value: string }) {
  const color = findTruckType(value)?.color;
  return color ? <ColorSwatch color={color} size={14} aria-hidden /> : null;
}

function renderOption({ option }: { option: ComboboxItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Swatch value={option.value} />
      <span>{option.label}</span>
    </Group>
  );
}

/** A vehicle type, then its subtype when it has some; labels and colours from the catalogue. */
export function TruckTypeSelect({
  value,
  onChange,
  allowParent = false,
  label,
  subtypeLabel,
  error,
  required,
  disabled,
}: TTruckTypeSelectProps) {
  const { t: catalogueLabel, ready } = useCatalogueLabels();
  const { t } = useTranslation('components');
  // A type with subtypes chosen without one: not a value yet, but the subtype field must show.
  const [pendingType, setPendingType] = useState<string | null>(null);

  const type = parentOf(value) ?? (value === null ? parentOf(pendingType) : undefined);
  const subTypes = type?.subTypes ?? [];
  const subtype = value && value !== type?.value ? value : null;
  const isSubtypeMissing = subTypes.length > 0 && subtype === null && !allowParent;

  const items = (types: readonly TTruckType[]): ComboboxItem[] =>
    ready
      ? types.map((entry) => ({ value: entry.value, label: catalogueLabel(`catalogue.truckType.${entry.value}`) }))
      : [];

  const onTypeChange = (next: string | null) => {
    const entry = parentOf(next);
    if (entry?.subTypes?.length && !allowParent) {
      setPendingType(entry.value);
      onChange(null);
      return;
    }
    setPendingType(null);
    onChange(entry?.value ?? null);
  };

  const onSubtypeChange = (next: string | null) => {
    if (next) {
      setPendingType(null);
      onChange(next);
    } else if (allowParent) {
      onChange(type?.value ?? null);
    } else {
      setPendingType(type?.value ?? null);
      onChange(null);
    }
  };

  const loading = ready ? undefined : <Loader size="xs" aria-hidden />;

  return (
    <Stack gap="sm">
      <Select
        label={label ?? t('truckTypeSelect.type')}
        placeholder={t('truckTypeSelect.chooseType')}
        data={items(TRUCK_TYPES)}
        value={type?.value ?? null}
        onChange={onTypeChange}
        renderOption={renderOption}
        leftSection={type ? <Swatch value={type.value} /> : undefined}
        rightSection={loading}
        clearable={!required}
        allowDeselect={!required}
        required={required}
        disabled={disabled || !ready}
        error={isSubtypeMissing ? undefined : error}
      />
      {subTypes.length > 0 ? (
        <Select
          label={subtypeLabel ?? t('truckTypeSelect.subtype')}
          placeholder={allowParent ? t('truckTypeSelect.anySubtype') : t('truckTypeSelect.chooseSubtype')}
          data={items(subTypes)}
          value={subtype}
          onChange={onSubtypeChange}
          renderOption={renderOption}
          leftSection={<Swatch value={subtype ?? type?.value ?? ''} />}
          rightSection={loading}
          clearable={allowParent}
          allowDeselect={allowParent}
          required={required && !allowParent}
          disabled={disabled || !ready}
          error={isSubtypeMissing ? error : undefined}
        />
      ) : null}
    </Stack>
  );
}
