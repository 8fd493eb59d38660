import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { LIMITS } from '@tariq/contracts/limits';
import { SPOKEN_LANGUAGES, ZCompanyUpdate } from '@tariq/contracts/profile';
import type { TCompanyUpdate, TProfile } from '@tariq/contracts/profile';
import type { TLanguage, TPlaceValue } from '@tariq/contracts';
import { MultiSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { decimalSeparator } from '../../../lib/format';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useUpdateCompany } from '../api/update-company';
import type { TRefreshSessionUser } from '../api/use-profile-saved';
import { FormCard, showSaveError } from './form-helpers';

/** The place picker, handed in by the page (features do not import each other). */
export type TPlaceFieldProps = {
  value: TPlaceValue | null;
  onChange: (value: TPlaceValue | null) => void;
  label?: string;
  countryLabel?: string;
  error?: ReactNode;
  required?: boolean;
};

type TCompanyFormValues = {
  legalName: string;
  legalForm: string | null;
  shareCapital: number | null;
  rc: string;
  nif: string;
  nis: string;
  taxArticle: string;
  taxRegime: string | null;
  address: string;
  placeId: string;
  phone: string;
  mobile: string;
  fax: string;
  languagesSpoken: string[];
};

const FIELDS = [
  'legalName',
  'legalForm',
  'shareCapital',
  'rc',
  'nif',
  'nis',
  'taxArticle',
  'taxRegime',
  'address',
  'placeId',
  'phone',
  'mobile',
  'fax',
  'languagesSpoken',
] as const;

function toValues(company: TProfile['company']): TCompanyFormValues {
  return {
    legalName: company.legalName,
    legalForm: company.legalForm,
    shareCapital: company.shareCapital,
    rc: company.rc ?? '',
    nif: company.nif ?? '',
    nis: company.nis ?? '',
    taxArticle: company.taxArticle ?? '',
    taxRegime: company.taxRegime,
    address: company.address ?? '',
    placeId: company.placeId ?? '',
    phone: company.phone ?? '',
    mobile: company.mobile ?? '',
    fax: company.fax ?? '',
    languagesSpoken: company.languagesSpoken,
  };
}

/**
 * The saved place, for the picker to show: the profile names it (`city`, the commune or else the
 * wilaya) without its parts, so the name stands as the picker's label until another is chosen.
 */
function savedPlace(company: TProfile['company']): TPlaceValue | null {
  if (!company.placeId) return null;
  return {
    country: company.country,
    state: { id: company.placeId, name: company.city ?? company.placeId },
    city: null,
    place_id: company.placeId,
    lat: 0,
    lng: 0,
  };
}

// An unpicked choice is `null` in the form and missing for the contract, whose message is then
// "required" rather than "invalid choice".
const schema = z.preprocess((values) => {
  const form = values as TCompanyFormValues;
  return { ...form, legalForm: form.legalForm ?? undefined, taxRegime: form.taxRegime ?? undefined };
}, ZCompanyUpdate) as unknown as z.ZodType<TCompanyUpdate, TCompanyFormValues>;
const resolver = contractResolver<TCompanyFormValues, TCompanyUpdate>(schema);

const languageNamesCache = new Map<TLanguage, Intl.DisplayNames>();
/** A spoken language named in the interface language, by the browser (no list to keep). */
function languageName(code: string, language: TLanguage): string {
  let names = languageNamesCache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
    languageNamesCache.set(language, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * The company's information: `PUT /api/companies/{id}`. A changed NIF or RC is confirmed first:
 * it sends the legal documents back to validation, and the account is inactive meanwhile.
 */
export function CompanyForm({
  company,
  PlaceField,
  refreshSessionUser,
}: {
  company: TProfile['company'];
  PlaceField: ComponentType<TPlaceFieldProps>;
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const { t: tc } = useCatalogueLabels();
  const language = getCurrentLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const [place, setPlace] = useState<TPlaceValue | null>(() => savedPlace(company));
  const [pending, setPending] = useState<TCompanyUpdate | null>(null);
  const update = useUpdateCompany(refreshSessionUser);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<TCompanyFormValues, unknown, TCompanyUpdate>({ defaultValues: toValues(company), resolver });

  const save = async (changes: TCompanyUpdate) => {
    setPending(null);
    setFormError(null);
    try {
      const profile = await update.mutateAsync({ companyId: company.id, changes });
      reset(toValues(profile.company));
      setPlace(savedPlace(profile.company));
      void toastSuccess(t('profile.saved'));
    } catch (error) {
      setFormError(showSaveError(error, setError, FIELDS));
    }
  };

  const submit = handleSubmit(
    async (changes) => {
      // The contract normalises both (no separators), as the server stores them.
      if (changes.nif !== company.nif || changes.rc !== company.rc) setPending(changes);
      else await save(changes);
    },
    () => setFormError(t('errors.VALIDATION', { ns: 'errors' })),
  );

  const options = (list: 'legalForm' | 'taxRegime') =>
    OPTION_LISTS[list].map((value) => ({ value, label: tc(`catalogue.${list}.${value}` as never) }));
  const spokenLanguages = useMemo(
    () =>
      SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, language) })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );

  const text = (name: 'legalName' | 'rc' | 'nif' | 'nis' | 'taxArticle' | 'address', max?: number) => (
    <TextInput
      label={t(`profile.company.${name}`)}
      required
      maxLength={max}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const phone = (name: 'phone' | 'mobile' | 'fax', required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          label={t(`profile.company.${name}`)}
          required={required}
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const choice = (name: 'legalForm' | 'taxRegime') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`profile.company.${name}`)}
          required
          data={options(name)}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          allowDeselect={false}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <>
      <FormCard
        title={t('profile.company.title')}
        onSubmit={() => void submit()}
        error={formError}
        isSaving={update.isPending}
        canSave={isDirty}
        saveLabel={t('profile.save')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('legalName', LIMITS.legalNameMax)}
          {choice('legalForm')}
          <Controller
            control={control}
            name="shareCapital"
            render={({ field }) => (
              <NumberInput
                label={t('profile.company.shareCapital')}
                min={0}
                max={LIMITS.shareCapitalMax}
                allowNegative={false}
                decimalScale={2}
                decimalSeparator={decimalSeparator(language)}
                // Thousands grouped as the language groups them; never the decimal separator.
                thousandSeparator={decimalSeparator(language) === ',' ? ' ' : ','}
                hideControls
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={errors.shareCapital?.message}
              />
            )}
          />
          {choice('taxRegime')}
          {text('rc')}
          {text('nif')}
          {text('nis')}
          {text('taxArticle')}
        </SimpleGrid>
        <Stack gap="xs">
          {text('address', LIMITS.addressMax)}
          <PlaceField
            value={place}
            label={t('profile.company.place')}
            countryLabel={t('profile.company.country')}
            required
            error={errors.placeId?.message}
            onChange={(next) => {
              setPlace(next);
              setValue('placeId', next?.place_id ?? '', { shouldDirty: true });
            }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {phone('phone', true)}
          {phone('mobile', false)}
          {phone('fax', false)}
        </SimpleGrid>
        <Controller
          control={control}
          name="languagesSpoken"
          render={({ field }) => (
            <MultiSelect
              label={t('profile.company.languagesSpoken')}
              description={t('profile.company.languagesSpokenHint')}
              data={spokenLanguages}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              error={errors.languagesSpoken?.message}
            />
          )}
        />
      </FormCard>
      <ConfirmModal
        opened={pending !== null}
        title={t('profile.company.taxIdsChange.title')}
        confirmLabel={t('profile.company.taxIdsChange.confirm')}
        confirmColor="orange"
        onConfirm={() => {
          if (pending) void save(pending);
        }}
        onClose={() => setPending(null)}
        isPending={update.isPending}
        error={null}
      >
        <Text size="sm">{t('profile.company.taxIdsChange.text')}</Text>
      </ConfirmModal>
    </>
  );
}
