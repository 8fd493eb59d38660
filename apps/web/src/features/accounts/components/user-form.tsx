import { LANGUAGES, LANGUAGE_NAMES } from '@tariq/contracts/enums';
import { OPTION_LISTS } from '@tariq/contracts/catalogues/options';
import { ZUserProfileUpdate } from '@tariq/contracts/profile';
import type { TProfile, TUserProfileUpdate } from '@tariq/contracts/profile';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Select } from '../../../components/select/select';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { contractResolver } from '../../../lib/form-resolver';
import { changeLanguage, getCurrentLanguage } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCatalogueLabels } from '../../../lib/use-catalogue-labels';
import { useUpdateUserProfile } from '../api/update-user-profile';
import type { TRefreshSessionUser } from '../api/use-profile-saved';
import { FormCard, showSaveError } from './form-helpers';

type TUserFormValues = {
  firstName: string;
  lastName: string;
  phone: string;
  roleInCompany: string;
  language: string;
};

const FIELDS = ['firstName', 'lastName', 'phone', 'roleInCompany', 'language'] as const;

function toValues(user: TProfile['user']): TUserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    roleInCompany: user.roleInCompany ?? '',
    language: user.language,
  };
}

// The form holds plain text ('' for a choice not made yet, which the contract refuses as the server
// does): its input type is wider than the contract's enums, hence the cast.
const resolver = contractResolver<TUserFormValues, TUserProfileUpdate>(ZUserProfileUpdate as never);

/** The user's own information: `PUT /api/users/{id}`. The e-mail is the login: shown, not changed. */
export function UserForm({
  user,
  refreshSessionUser,
}: {
  user: TProfile['user'];
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation('profile');
  const { t: tc } = useCatalogueLabels();
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateUserProfile(refreshSessionUser);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<TUserFormValues, unknown, TUserProfileUpdate>({ defaultValues: toValues(user), resolver });

  const submit = handleSubmit(
    async (changes) => {
      setFormError(null);
      try {
        const profile = await update.mutateAsync({ userId: user.id, changes });
        reset(toValues(profile.user));
        // The interface follows the account's language, as the header's switcher does.
        if (profile.user.language !== getCurrentLanguage()) await changeLanguage(profile.user.language);
        void toastSuccess(t('profile.saved'));
      } catch (error) {
        setFormError(showSaveError(error, setError, FIELDS));
      }
    },
    () => setFormError(t('errors.VALIDATION', { ns: 'errors' })),
  );

  const roles = OPTION_LISTS.companyRole.map((value) => ({
    value,
    label: tc(`catalogue.companyRole.${value}` as never),
  }));
  const languages = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

  return (
    <FormCard
      title={t('profile.user.title')}
      onSubmit={() => void submit()}
      error={formError}
      isSaving={update.isPending}
      canSave={isDirty}
      saveLabel={t('profile.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.user.firstName')}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          label={t('profile.user.lastName')}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextInput
          label={t('profile.user.email')}
          value={user.email}
          readOnly
          description={t('profile.user.emailHint')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={t('profile.user.phone')}
              required
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.phone?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="roleInCompany"
          render={({ field }) => (
            <Select
              label={t('profile.user.roleInCompany')}
              required
              data={roles}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.roleInCompany?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('profile.user.language')}
              description={t('profile.user.languageHint')}
              required
              data={languages}
              value={field.value}
              onChange={(value) => field.onChange(value ?? field.value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errors.language?.message}
            />
          )}
        />
      </SimpleGrid>
    </FormCard>
  );
}
