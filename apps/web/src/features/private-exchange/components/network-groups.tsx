import { ZNetworkGroupRequest } from '@tariq/contracts/private-exchange';
import type { TNetworkGroup, TNetworkGroupRequest } from '@tariq/contracts/private-exchange';
import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useCreateNetworkGroup, useDeleteNetworkGroup, useUpdateNetworkGroup } from '../api/network-groups';

const resolver = contractResolver(ZNetworkGroupRequest);

/**
 * A group's name, checked as the server checks it; a refusal on the name (a name already taken) is
 * shown on the field, any other above it.
 */
function GroupNameForm({
  label,
  submitLabel,
  defaultName,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  defaultName: string;
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('privateExchange');
  const form = useForm<TNetworkGroupRequest>({
    defaultValues: { name: defaultName },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async ({ name }: TNetworkGroupRequest) => {
    try {
      await onSave(name);
      form.reset({ name: defaultName });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.name : undefined;
      if (fieldMessage) form.setError('name', { type: 'server', message: fieldMessage });
      else form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  };
  return (
    <form aria-label={label} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <Stack gap="xs">
        {errors.root?.server ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t('privateExchange.groups.name')}
            required
            autoComplete="off"
            error={errors.name?.message}
            style={{ flex: 1, minWidth: 220, maxWidth: 360 }}
            {...form.register('name')}
          />
          <Group gap="xs" mt={25}>
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('privateExchange.network.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={isSubmitting}
              leftSection={onCancel ? undefined : <IconPlus size={16} aria-hidden />}
            >
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The network's named groups ('Frigorifique Est'): created, renamed and deleted here; a deleted
 * group's carriers stay in the network.
 */
export function NetworkGroups({ groups }: { groups: readonly TNetworkGroup[] }) {
  const { t } = useTranslation('privateExchange');
  const create = useCreateNetworkGroup();
  const rename = useUpdateNetworkGroup();
  const remove = useDeleteNetworkGroup();
  const [renaming, setRenaming] = useState<TNetworkGroup | null>(null);
  const [deleting, setDeleting] = useState<TNetworkGroup | null>(null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="network-groups-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="network-groups-title">
          {t('privateExchange.groups.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('privateExchange.groups.hint')}
        </Text>
        {groups.length === 0 ? (
          <Text size="sm">{t('privateExchange.groups.empty')}</Text>
        ) : (
          <Table aria-labelledby="network-groups-title" verticalSpacing="xs">
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td dir="auto" fw={500}>
                    {group.name}
                  </Table.Td>
                  <Table.Td>{t('privateExchange.groups.members', { count: group.carrierIds.length })}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setRenaming(group)}
                        aria-label={t('privateExchange.groups.renameLabel', { name: group.name })}
                      >
                        {t('privateExchange.groups.rename')}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setDeleting(group)}
                        aria-label={t('privateExchange.groups.deleteLabel', { name: group.name })}
                      >
                        {t('privateExchange.groups.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <GroupNameForm
          label={t('privateExchange.groups.create')}
          submitLabel={t('privateExchange.groups.create')}
          defaultName=""
          onSave={async (name) => {
            const group = await create.mutateAsync({ name });
            void toastSuccess(t('privateExchange.groups.created', { name: group.name }));
          }}
        />
      </Stack>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={renaming ? t('privateExchange.groups.renameTitle', { name: renaming.name }) : ''}
      >
        {renaming ? (
          <GroupNameForm
            label={t('privateExchange.groups.renameTitle', { name: renaming.name })}
            submitLabel={t('privateExchange.groups.renameConfirm')}
            defaultName={renaming.name}
            onCancel={() => setRenaming(null)}
            onSave={async (name) => {
              const group = await rename.mutateAsync({ id: renaming.id, name });
              setRenaming(null);
              void toastSuccess(t('privateExchange.groups.renamed', { name: group.name }));
            }}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t('privateExchange.groups.deleteTitle', { name: deleting.name }) : ''}
        confirmLabel={t('privateExchange.groups.deleteConfirm')}
        confirmColor="red"
        isPending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              void toastSuccess(t('privateExchange.groups.deleted', { name: deleting.name }));
            },
          });
        }}
      >
        <Text size="sm">{t('privateExchange.groups.deleteText')}</Text>
      </ConfirmModal>
    </Paper>
  );
}
