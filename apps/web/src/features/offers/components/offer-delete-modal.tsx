import type { TOffer } from '@tariq/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useDeleteOffer } from '../api/delete-offer';

/** Spec 001 §4: deleting removes the offer's missions and proposals, is irreversible and is confirmed. */
export function OfferDeleteModal({ offer, opened, onClose }: { offer: TOffer; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const deleteOffer = useDeleteOffer();
  const navigate = useNavigate();

  const onConfirm = () => {
    deleteOffer.mutate(offer.uid, {
      onSuccess: () => {
        void toastSuccess(t('expeditions.deleteModal.success'));
        void navigate(paths.expeditions.root.getHref(), { replace: true });
      },
    });
  };

  const onModalClose = () => {
    deleteOffer.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onModalClose}
      title={t('expeditions.deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('expeditions.close') }}
    >
      <Stack>
        <Text size="sm">{t('expeditions.deleteModal.text')}</Text>
        <Text size="sm" fw={600}>
          {t('expeditions.deleteModal.irreversible')}
        </Text>
        {deleteOffer.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(deleteOffer.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onModalClose} data-autofocus>
            {t('expeditions.back')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleteOffer.isPending}>
            {t('expeditions.deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
