import type { TOffer } from '@tariq/contracts';
import { OFFER_LIMITS } from '@tariq/contracts/offers';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useCancelOffer } from '../api/cancel-offer';

function CancelForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const cancelOffer = useCancelOffer();
  const [reason, setReason] = useState('');

  const onSubmit = () => {
    cancelOffer.mutate(
      { uid: offer.uid, reason: reason.trim() || null },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.cancelModal.success'));
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!cancelOffer.isPending) onSubmit();
      }}
    >
      <Stack>
        <Text size="sm">{t('expeditions.cancelModal.text')}</Text>
        {cancelOffer.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(cancelOffer.error)}
          </Alert>
        ) : null}
        <Textarea
          label={t('expeditions.cancelModal.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={OFFER_LIMITS.cancelReasonMax}
          rows={4}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('expeditions.back')}
          </Button>
          <Button type="submit" color="orange" loading={cancelOffer.isPending}>
            {t('expeditions.cancelModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OfferCancelModal({ offer, opened, onClose }: { offer: TOffer; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('expeditions.cancelModal.title')}
      closeButtonProps={{ 'aria-label': t('expeditions.close') }}
    >
      {opened ? <CancelForm offer={offer} onClose={onClose} /> : null}
    </Modal>
  );
}
