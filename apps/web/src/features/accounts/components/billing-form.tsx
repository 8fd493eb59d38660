import { LIMITS } from '@tariq/contracts/limits';
import { ZCompanyBillingUpdate } from '@tariq/contracts/profile';
import type { TCompanyBillingUpdate, TProfile } from '@tariq/contracts/profile';
import { SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateCompanyBilling } from '../api/update-company-billing';
import type { TRefreshSessionUser } from '../api/use-profile-saved';
import { FormCard, showSaveError } from './form-helpers';

type TBillingFormValues = {
  billingService: string;
  billingPhone: string;
  billingEmail: string;
  billingAddress: string;
};

const FIELDS = ['billingService', 'billingPhone', 'billingEmail', 'billingAddress'] as const;

function toValues(company: TProfile['company']): TBillingFormValues {
  return {
    billingService: company.billingService ?? '',
    billingPhone: company.billingPhone ?? '',
    billingEmail: company.billingEmail ?? '',
    billingAddress: company.billingAddress ?? '',
  };
}

// Every field may be empty (none); the contract turns '' into null as the server does.
const resolver = contractResolver<TBillingFormValues, TCompanyBillingUpdate>(ZCompanyBillingUpdate as never);

/** Who receives and pays the invoices: `PUT /api/companies/{id}/billing`; printed on the invoices. */
export function BillingForm({
  company,
  refreshSessionUser,
}: {
  company: TProfile['company'];
  refreshSessionUser: TRefreshSessionUser;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateCompanyBilling(refreshSessionUser);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<TBillingFormValues, unknown, TCompanyBillingUpdate>({ defaultValues: toValues(company), resolver });

  const submit = handleSubmit(
    async (changes) => {
      setFormError(null);
      try {
        const profile = await update.mutateAsync({ companyId: company.id, changes });
        reset(toValues(profile.company));
        void toastSuccess(t('profile.saved'));
      } catch (error) {
        setFormError(showSaveError(error, setError, FIELDS));
      }
    },
    () => setFormError(t('errors.VALIDATION', { ns: 'errors' })),
  );

  return (
    <FormCard
      title={t('profile.billing.title')}
      onSubmit={() => void submit()}
      error={formError}
      isSaving={update.isPending}
      canSave={isDirty}
      saveLabel={t('profile.save')}
    >
      <Text size="sm" c="dimmed">
        {t('profile.billing.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('profile.billing.service')}
          maxLength={LIMITS.nameMax}
          error={errors.billingService?.message}
          {...register('billingService')}
        />
        <TextInput
          label={t('profile.billing.email')}
          type="email"
          autoComplete="email"
          error={errors.billingEmail?.message}
          {...register('billingEmail')}
        />
        <Controller
          control={control}
          name="billingPhone"
          render={({ field }) => (
            <PhoneInput
              label={t('profile.billing.phone')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.billingPhone?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('profile.billing.address')}
        rows={3}
        maxLength={LIMITS.addressMax}
        error={errors.billingAddress?.message}
        {...register('billingAddress')}
      />
    </FormCard>
  );
}
