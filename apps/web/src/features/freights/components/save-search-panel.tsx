import { Alert, Button, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { getCurrentLanguage, isRtl } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { filtersToParams } from '../utils/filters';
import type { TFilters } from '../utils/filters';
import { FreightFilters } from './freight-filters';
import type { TPlaceFieldProps } from './freight-filters';

// The name is the contract's; the filters are the page's own, already read from the URL (utils/filters).
// The schema, and zod with it, loads with the first check: the search page shows without them.
const nameResolver = contractResolver(async () =>
  (await import('@tariq/contracts/freights')).ZSavedSearchRequest.pick({ name: true }),
);
type TSaveSearchForm = { name: string; filters: TFilters };
const resolver: Resolver<TSaveSearchForm> = async (values, context, options) => {
  const result = await nameResolver({ name: values.name }, context, { ...options, fields: {}, names: undefined });
  return Object.keys(result.errors).length > 0
    ? { values: {} as Record<string, never>, errors: result.errors }
    : { values: { name: result.values.name, filters: values.filters }, errors: {} };
};

type TSaveSearchFormProps = {
  initialFilters: TFilters;
  onDone: () => void;
  PlaceField: ComponentType<TPlaceFieldProps>;
};

/**
 * What a refused save says, in the server's words (already in the user's language): a message about
 * the name under it, anything else (the limit of 10 searches, a filter refused) above the form.
 */
function refusal(error: unknown): { name?: string; form?: string } {
  if (error instanceof ApiError && error.fields.name) return { name: error.fields.name };
  return { form: errorMessage(error) };
}

function SaveSearchForm({ initialFilters, onDone, PlaceField }: TSaveSearchFormProps) {
  const { t } = useTranslation('freights');
  const navigate = useNavigate();
  const create = useCreateSavedSearch();
  const form = useForm<TSaveSearchForm>({ resolver, defaultValues: { name: '', filters: initialFilters } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, filters }) => {
    try {
      const saved = await create.mutateAsync({ name, filters });
      void toastSuccess(t('freights.savedSearches.saved', { name: saved.name }));
      onDone();
      // The search saved is the one shown: its filters go to the URL.
      await navigate(paths.freights.root.getHref({ search: filtersToParams(filters) }));
    } catch (error) {
      const message = refusal(error);
      if (message.name) form.setError('name', { type: 'server', message: message.name });
      if (message.form) form.setError('root.server', { type: 'server', message: message.form });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('freights.savedSearches.name')}
          placeholder={t('freights.savedSearches.namePlaceholder')}
          error={errors.name?.message}
          required
          data-autofocus
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="filters"
          render={({ field }) => (
            <FreightFilters value={field.value} onChange={field.onChange} PlaceField={PlaceField} />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('freights.savedSearches.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('freights.savedSearches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Créer une recherche' (spec 000 §2): a name and the filters, starting from the page's, saved as one
 * of the user's searches (10 at most: the server says so at the 11th) and then shown.
 */
export function SaveSearchPanel({
  opened,
  onClose,
  initialFilters,
  PlaceField,
}: {
  opened: boolean;
  onClose: () => void;
  initialFilters: TFilters;
  PlaceField: ComponentType<TPlaceFieldProps>;
}) {
  const { t } = useTranslation('freights');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('freights.savedSearches.create')}
      // The end of the line: the right in French, the left in Arabic.
      position={isRtl(getCurrentLanguage()) ? 'left' : 'right'}
      size="md"
      closeButtonProps={{ 'aria-label': t('freights.map.close') }}
    >
      {/* Mounted while open only: each opening starts from the page's filters of that moment. */}
      <SaveSearchForm initialFilters={initialFilters} onDone={onClose} PlaceField={PlaceField} />
    </Drawer>
  );
}
