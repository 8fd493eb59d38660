import type { TPlaceValue } from '@tariq/contracts/place-values';
import { DEFAULT_PHONE_COUNTRY } from '@tariq/contracts/place-values';
import { offerToday } from '@tariq/contracts/offers';
import { TRUCK_GOODS, TRUCK_LIMITS } from '@tariq/contracts/trucks';
import { Checkbox, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/choice-chips/choice-chips';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { DateField } from '../../../components/date-fields/date-fields';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { TruckTypeSelect } from '../../../components/truck-type-select/truck-type-select';
import { decimalSeparator } from '../../../lib/format';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { sortGoods } from '../utils/truck-form-values';
import type {
  TNumberField,
  TTruckAvailabilityValues,
  TTruckContactValues,
  TTruckPropertiesValues,
} from '../utils/truck-form-values';

/** The place picker, handed in by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  countryLabel?: string;
  error?: ReactNode;
  required?: boolean;
};
export type TPlaceField = ComponentType<TPlaceFieldProps>;

/** The message of a (possibly nested) field, if the form has one. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/**
 * Name and type (spec 000 §5, step 1 and edit properties). `onTypeChange`: the wizard empties the
 * goods when the type changes (spec 000 §4).
 */
export function TruckPropertiesFields({ onTypeChange }: { onTypeChange?: () => void }) {
  const { t } = useTranslation('trucks');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TTruckPropertiesValues>();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('trucks.wizard.fields.name')}
        required
        dir="auto"
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TruckTypeSelect
            value={field.value}
            onChange={(value) => {
              if (value !== field.value) onTypeChange?.();
              field.onChange(value);
            }}
            label={t('trucks.wizard.fields.type')}
            subtypeLabel={t('trucks.wizard.fields.subtype')}
            error={errors.type?.message}
            required
          />
        )}
      />
    </Stack>
  );
}

/**
 * Who shippers call about the truck (spec 000 §5): the account's own contact, or someone named
 * here (all four fields then required); and a comment.
 */
export function TruckContactFields() {
  const { t } = useTranslation('trucks');
  const user = useSessionUser();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TTruckContactValues>();
  const useSocietyContact = useWatch({ control, name: 'useSocietyContact' });
  const comment = useWatch({ control, name: 'comment' });
  const accountContact = [`${user.firstname} ${user.lastname}`, user.telephone, user.email].filter(Boolean).join(' · ');
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="useSocietyContact"
        render={({ field }) => (
          <Switch
            label={t('trucks.wizard.fields.useSocietyContact')}
            description={<bdi>{accountContact}</bdi>}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      {useSocietyContact ? null : (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('trucks.wizard.fields.firstName')}
                required
                dir="auto"
                autoComplete="given-name"
                error={errorAt(errors, 'contact.firstName')}
                {...register('contact.firstName')}
              />
              <TextInput
                label={t('trucks.wizard.fields.lastName')}
                required
                dir="auto"
                autoComplete="family-name"
                error={errorAt(errors, 'contact.lastName')}
                {...register('contact.lastName')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="contact.phone"
              render={({ field }) => (
                <PhoneInput
                  label={t('trucks.wizard.fields.phone')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  defaultCountry={DEFAULT_PHONE_COUNTRY}
                  error={errorAt(errors, 'contact.phone')}
                  name={field.name}
                  required
                />
              )}
            />
            <TextInput
              label={t('trucks.wizard.fields.email')}
              type="email"
              required
              dir="ltr"
              autoComplete="email"
              error={errorAt(errors, 'contact.email')}
              {...register('contact.email')}
            />
          </Stack>
        </Paper>
      )}
      <CountedTextarea
        label={t('trucks.wizard.fields.comment')}
        limit={TRUCK_LIMITS.commentMax}
        rows={3}
        error={errors.comment?.message}
        {...register('comment')}
        value={comment}
      />
    </Stack>
  );
}

function MeasureField({
  name,
  label,
  max,
  required,
}: {
  name: 'weight' | 'length' | 'volume';
  label: string;
  max: number;
  required?: boolean;
}) {
  const {
    control,
    formState: { errors },
  } = useFormContext<TTruckAvailabilityValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required={required}
          min={0}
          max={max}
          // Past the limit is not blocked: the contract's check says it, in the same words as the server.
          clampBehavior="none"
          decimalSeparator={decimalSeparator(getCurrentLanguage())}
          allowNegative={false}
          hideControls
          value={field.value}
          onChange={(value) => field.onChange((value === '' ? '' : Number(value)) as TNumberField)}
          onBlur={field.onBlur}
          name={field.name}
          error={errors[name]?.message}
        />
      )}
    />
  );
}

export type TTruckAvailabilityFieldsProps = {
  PlaceField: TPlaceField;
  /** The add wizard takes tonnes (at most 80), the edit form kg (at most 80 000): ARCHITECTURE.md §7. */
  weightUnit: 'tonne' | 'kilogram';
};

/**
 * Where and when the truck is free, and what it carries (spec 000 §5, availability): departure and
 * arrival places, the dates, its capacity and the goods it takes.
 */
export function TruckAvailabilityFields({ PlaceField, weightUnit }: TTruckAvailabilityFieldsProps) {
  const { t } = useTranslation('trucks');
  const {
    control,
    formState: { errors },
  } = useFormContext<TTruckAvailabilityValues>();
  const today = offerToday();
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="departure"
        render={({ field }) => (
          <PlaceField
            value={field.value}
            onChange={field.onChange}
            label={t('trucks.wizard.fields.departure')}
            countryLabel={t('trucks.wizard.fields.departureCountry')}
            error={errors.departure?.message}
            required
          />
        )}
      />
      <Controller
        control={control}
        name="arrival"
        render={({ field }) => (
          <PlaceField
            value={field.value}
            onChange={field.onChange}
            label={t('trucks.wizard.fields.arrival')}
            countryLabel={t('trucks.wizard.fields.arrivalCountry')}
            error={errors.arrival?.message}
            required
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="startDate"
          render={({ field }) => (
            <DateField
              label={t('trucks.wizard.fields.startDate')}
              required
              min={today}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.startDate?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <DateField
              label={t('trucks.wizard.fields.endDate')}
              min={today}
              clearable
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.endDate?.message}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <MeasureField
          name="weight"
          label={weightUnit === 'tonne' ? t('trucks.wizard.fields.weightTonnes') : t('trucks.wizard.fields.weightKg')}
          max={weightUnit === 'tonne' ? TRUCK_LIMITS.weightTonnesMax : TRUCK_LIMITS.weightKgMax}
          required
        />
        <MeasureField name="length" label={t('trucks.wizard.fields.length')} max={TRUCK_LIMITS.lengthMMax} />
        <MeasureField name="volume" label={t('trucks.wizard.fields.volume')} max={TRUCK_LIMITS.volumeM3Max} />
      </SimpleGrid>
      <Controller
        control={control}
        name="goods"
        render={({ field }) => (
          <ChoiceChips
            list="goodsType"
            values={TRUCK_GOODS}
            multiple
            label={t('trucks.wizard.fields.goods')}
            value={field.value}
            onChange={(value) => field.onChange(sortGoods(value))}
            error={errors.goods?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="canTakeDangerousGoods"
        render={({ field }) => (
          <Checkbox
            label={t('trucks.wizard.fields.canTakeDangerousGoods')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Text size="xs" c="dimmed">
        {t('trucks.wizard.fields.requiredHint')}
      </Text>
    </Stack>
  );
}
