import type { TTruck } from '@tariq/contracts/trucks';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteTruck } from '../api/delete-truck';

/**
 * 'Etes-vous sûr de vouloir supprimer ce camion ?' (spec 000 §2). The safe way out has the focus;
 * a refusal shows the server's message, or the generic one, in an alert titled 'Erreur' (§8).
 */
export function DeleteTruckModal({ truck, onClose }: { truck: TTruck; onClose: () => void }) {
  const { t } = useTranslation('trucks');
  const remove = useDeleteTruck();
  // Awaited rather than a callback of mutate(): the truck leaves the list, and this dialog with it,
  // before such a callback would run.
  const confirm = async () => {
    try {
      await remove.mutateAsync(truck.id);
    } catch {
      return; // said in the alert below
    }
    void toastSuccess(t('trucks.delete.deleted'));
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('trucks.delete.title')}
      closeButtonProps={{ 'aria-label': t('trucks.delete.close') }}
    >
      <Stack>
        <Text size="sm">
          <bdi>{truck.name}</bdi>
        </Text>
        <Text size="sm">{t('trucks.delete.text')}</Text>
        {remove.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('trucks.delete.errorTitle')} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('trucks.delete.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('trucks.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
