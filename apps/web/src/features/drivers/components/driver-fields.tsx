import { LANGUAGES, LANGUAGE_NAMES } from '@tariq/contracts/enums';
import { DRIVERS_LIMITS } from '@tariq/contracts/drivers';
import { countryFlag } from '@tariq/contracts/place-values';
import { ALGERIA_ALPHA2, ALGERIAN_PLATE_RULE, FOREIGN_PLATE_RULE } from '@tariq/contracts/plates';
import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { getCurrentLanguage } from '../../../lib/i18n';
import type { TDriverFormValues } from '../utils/driver-form-values';
import { plateCountryOptions } from '../utils/plate-countries';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

type TPlateFieldsProps = {
  form: UseFormReturn<TDriverFormValues>;
  plate: 'enginePlate' | 'trailerPlate';
  country: 'enginePlateCountry' | 'trailerPlateCountry';
  plateLabel: string;
  countryLabel: string;
  required?: boolean;
  autoFocus?: boolean;
};

/**
 * A plate and the country that issued it (Algeria by default). The plate is typed and shown left to
 * right in Arabic too: its groups of digits would otherwise be laid out in reverse order.
 */
function PlateFields({ form, plate, country, plateLabel, countryLabel, required }: TPlateFieldsProps) {
  const { t } = useTranslation('drivers');
  const language = getCurrentLanguage();
  const chosenCountry = useWatch({ control: form.control, name: country });
  const storedCountry = form.formState.defaultValues?.[country] ?? null;
  const options = useMemo(() => plateCountryOptions(language, [storedCountry]), [language, storedCountry]);
  const example = chosenCountry === ALGERIA_ALPHA2 ? ALGERIAN_PLATE_RULE.example : FOREIGN_PLATE_RULE.example;
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={plateLabel}
        required={required}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        // Isolated left to right (LRI … PDI): in an Arabic sentence the groups of digits would
        // otherwise be laid out in reverse order, '16 116 12345'.
        description={t('drivers.form.plateExample', { example: `\u2066${example}\u2069` })}
        error={errors[plate]?.message}
        {...form.register(plate)}
      />
      <Controller
        control={form.control}
        name={country}
        render={({ field, fieldState }) => (
          <Select
            label={countryLabel}
            data={options}
            value={field.value}
            onChange={(next) => {
              field.onChange(next ?? ALGERIA_ALPHA2);
              // The plate is read against its country's rule: its message follows the new country at once.
              if (form.getFieldState(plate).isTouched || form.formState.isSubmitted) void form.trigger(plate);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('common.noResults', { ns: 'common' })}
            error={fieldState.error?.message}
            leftSection={<span aria-hidden>{countryFlag(field.value)}</span>}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <span aria-hidden>{countryFlag(option.value)}</span>
                <span>{option.label}</span>
              </Group>
            )}
          />
        )}
      />
    </SimpleGrid>
  );
}

/**
 * The driver's fields (spec 001 §3 Driver, issue 29), for adding and editing: names, the e-mail the
 * login and password are mailed to, the language of those mails, the plates, a remark. Messages are
 * the shared schema's, in the user's language (the dialog's resolver).
 */
export function DriverFields({ form }: { form: UseFormReturn<TDriverFormValues> }) {
  const { t } = useTranslation('drivers');
  const { errors } = form.formState;
  const remark = useWatch({ control: form.control, name: 'remark' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('drivers.form.firstName')}
          required
          autoComplete="off"
          data-autofocus
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('drivers.form.lastName')}
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('drivers.form.email')}
          description={t('drivers.form.emailHint')}
          type="email"
          required
          autoComplete="off"
          dir="ltr"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field, fieldState }) => (
            <Select
              label={t('drivers.form.language')}
              description={t('drivers.form.languageHint')}
              data={LANGUAGE_OPTIONS}
              value={field.value}
              onChange={(next) => {
                if (next) field.onChange(next);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <PlateFields
        form={form}
        plate="enginePlate"
        country="enginePlateCountry"
        plateLabel={t('drivers.form.enginePlate')}
        countryLabel={t('drivers.form.enginePlateCountry')}
        required
      />
      <PlateFields
        form={form}
        plate="trailerPlate"
        country="trailerPlateCountry"
        plateLabel={t('drivers.form.trailerPlate')}
        countryLabel={t('drivers.form.trailerPlateCountry')}
      />
      <CountedTextarea
        label={t('drivers.form.remark')}
        limit={DRIVERS_LIMITS.remarkMax}
        value={remark ?? ''}
        rows={3}
        error={errors.remark?.message}
        {...form.register('remark')}
      />
    </Stack>
  );
}
