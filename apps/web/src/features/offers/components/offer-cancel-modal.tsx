import type { TOffer } from '@tariq/contracts';
import { OFFER_LIMITS, ZCancelOfferRequest } from '@tariq/contracts/offers';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountedTextarea } from '../../../components/counted-textarea/counted-textarea';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useCancelOffer } from '../api/cancel-offer';

// The body may be left out altogether; the form always sends its one field.
const ZCancelFields = ZCancelOfferRequest.in.unwrap().unwrap();
const resolver = contractResolver(ZCancelFields);

function CancelForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const cancelOffer = useCancelOffer();
  const form = useForm<z.input<typeof ZCancelFields>, unknown, z.output<typeof ZCancelFields>>({
    resolver,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';

  const onSubmit = form.handleSubmit((values) => {
    if (cancelOffer.isPending) return;
    cancelOffer.mutate(
      { uid: offer.uid, reason: values.reason },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.cancelModal.success'));
          onClose();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        <Text size="sm">{t('expeditions.cancelModal.text')}</Text>
        {cancelOffer.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(cancelOffer.error)}
          </Alert>
        ) : null}
        <CountedTextarea
          label={t('expeditions.cancelModal.reason')}
          limit={OFFER_LIMITS.cancelReasonMax}
          error={form.formState.errors.reason?.message}
          rows={4}
          data-autofocus
          {...form.register('reason')}
          value={reason}
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
