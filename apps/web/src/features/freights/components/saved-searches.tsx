import type { TSavedSearch } from '@tariq/contracts';
import { FREIGHT_LIMITS } from '@tariq/contracts/freight-filters';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBell, IconBellOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { savedSearchesQueryOptions } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { useUpdateSavedSearchAlerts } from '../api/update-saved-search-alerts';
import { countFilters, readFilters } from '../utils/filters';
import { savedSearchHref } from '../utils/saved-search-href';

// A new name for the search; its filters stay as they are.
// The schema, and zod with it, loads with the first check: the search page shows without them.
const renameResolver = contractResolver(async () =>
  (await import('@tariq/contracts/freights')).ZSavedSearchRequest.pick({ name: true }),
);

function RenameModal({ saved, onClose }: { saved: TSavedSearch; onClose: () => void }) {
  const { t } = useTranslation('freights');
  const update = useUpdateSavedSearch();
  const form = useForm<{ name: string }>({ resolver: renameResolver, defaultValues: { name: saved.name } });
  const name = useWatch({ control: form.control, name: 'name' });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The contract's PUT takes the whole search: the filters it had go with the new name.
      await update.mutateAsync({ id: saved.id, name: values.name, filters: saved.filters });
      void toastSuccess(t('freights.savedSearches.renamed'));
      onClose();
    } catch (refusal) {
      form.setError('name', { type: 'server', message: errorMessage(refusal) });
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('freights.savedSearches.renameTitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('freights.savedSearches.name')}
            error={form.formState.errors.name?.message}
            required
            data-autofocus
            {...form.register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('freights.savedSearches.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!name.trim()}>
              {t('freights.savedSearches.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteModal({ saved, onClose }: { saved: TSavedSearch; onClose: () => void }) {
  const { t } = useTranslation('freights');
  const remove = useDeleteSavedSearch();
  return (
    <Modal opened onClose={onClose} title={t('freights.savedSearches.deleteTitle')}>
      <Stack>
        <Text>{t('freights.savedSearches.deleteText', { name: saved.name })}</Text>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('freights.savedSearches.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(saved.id, {
                onSuccess: () => {
                  void toastSuccess(t('freights.savedSearches.deleted'));
                  onClose();
                },
              })
            }
          >
            {t('freights.savedSearches.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The bell of a saved search (issue 28): pressed, a newly published offer it finds is told in the
 * notification panel. A toggle button: its name stays, `aria-pressed` says whether it is on.
 */
function AlertsToggle({ saved }: { saved: TSavedSearch }) {
  const { t } = useTranslation('freights');
  const update = useUpdateSavedSearchAlerts();
  const isOn = saved.alerts;
  const toggle = () => {
    if (update.isPending) return;
    update.mutate(
      { id: saved.id, alerts: !isOn },
      {
        onSuccess: (answer) =>
          void toastSuccess(t(answer.alerts ? 'freights.savedSearches.alertsOn' : 'freights.savedSearches.alertsOff')),
        onError: (error) => void toastError(errorMessage(error)),
      },
    );
  };
  return (
    <Tooltip label={t(isOn ? 'freights.savedSearches.alertsActive' : 'freights.savedSearches.alertsHint')}>
      <ActionIcon
        variant={isOn ? 'light' : 'subtle'}
        color={isOn ? 'blue' : 'gray'}
        aria-label={t('freights.savedSearches.alertsLabel', { name: saved.name })}
        aria-pressed={isOn}
        // Not `disabled` while the answer comes: the button would drop the keyboard's focus.
        data-disabled={update.isPending || undefined}
        aria-disabled={update.isPending || undefined}
        onClick={toggle}
      >
        {isOn ? <IconBell size={16} aria-hidden /> : <IconBellOff size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

type TDialog = { kind: 'rename' | 'delete'; saved: TSavedSearch } | null;

/** The user's saved searches: one click applies one (its filters in the URL); each can be renamed or deleted. */
export function SavedSearches({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('freights');
  const query = useQuery(savedSearchesQueryOptions());
  const [dialog, setDialog] = useState<TDialog>(null);
  const titleId = useId();
  const searches = query.data;

  let content;
  if (query.isError && !searches) {
    content = (
      <Text size="sm" c="red" role="alert">
        {t('freights.savedSearches.loadError')}
      </Text>
    );
  } else if (!searches) {
    content = <Skeleton height={48} radius="sm" />;
  } else if (searches.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('freights.savedSearches.none')}
      </Text>
    );
  } else {
    content = (
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {searches.map((saved) => (
          <Group component="li" key={saved.id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={savedSearchHref(saved)}
                fw={500}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {saved.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('freights.savedSearches.filters', { count: countFilters(readFilters(saved.filters)) })}
              </Text>
            </div>
            <Group gap={2} wrap="nowrap">
              <AlertsToggle saved={saved} />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('freights.savedSearches.renameLabel', { name: saved.name })}
                onClick={() => setDialog({ kind: 'rename', saved })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('freights.savedSearches.deleteLabel', { name: saved.name })}
                onClick={() => setDialog({ kind: 'delete', saved })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('freights.savedSearches.title')}
        </Title>
        {searches ? (
          <Text size="xs" c="dimmed">
            {t('freights.savedSearches.limit', { count: searches.length, max: FREIGHT_LIMITS.savedSearchesMax })}
          </Text>
        ) : null}
      </Group>
      {content}
      <Button mt="sm" fullWidth variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
        {t('freights.savedSearches.create')}
      </Button>
      {dialog?.kind === 'rename' ? <RenameModal saved={dialog.saved} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteModal saved={dialog.saved} onClose={() => setDialog(null)} /> : null}
    </Paper>
  );
}
