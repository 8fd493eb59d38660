import { FREIGHT_LIMITS } from '@tariq/contracts/freights';
import { Alert, Button, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { getCurrentLanguage, i18next, isRtl } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { filtersToParams } from '../utils/filters';
import type { TFilters } from '../utils/filters';
import { FreightFilters } from './freight-filters';
import type { TPlaceFieldProps } from './freight-filters';

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
  const [name, setName] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!name.trim()) {
      setNameError(i18next.t('validation.required', { ns: 'validation' }));
      return;
    }
    setNameError(undefined);
    try {
      const saved = await create.mutateAsync({ name: name.trim(), filters });
      void toastSuccess(t('freights.savedSearches.saved', { name: saved.name }));
      onDone();
      // The search saved is the one shown: its filters go to the URL.
      await navigate(paths.freights.root.getHref({ search: filtersToParams(filters) }));
    } catch (error) {
      const message = refusal(error);
      setNameError(message.name);
      setFormError(message.form);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('freights.savedSearches.name')}
          placeholder={t('freights.savedSearches.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={FREIGHT_LIMITS.savedSearchNameMax}
          error={nameError}
          required
          data-autofocus
        />
        <FreightFilters value={filters} onChange={setFilters} PlaceField={PlaceField} />
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
