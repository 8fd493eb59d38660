import type { TOffer } from '@tariq/contracts';
import { OFFER_LIMITS } from '@tariq/contracts/offers';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateOfferReferences } from '../api/update-offer-references';

// Plain state and the server's checks, as in offer-price-modal.tsx (the login route's budget).
function ReferencesForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const updateReferences = useUpdateOfferReferences();
  const [loading, setLoading] = useState(offer.loading_reference ?? '');
  const [unloading, setUnloading] = useState(offer.unloading_reference ?? '');
  const error = updateReferences.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const hasFieldError = Boolean(fields.loading_reference || fields.unloading_reference);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (updateReferences.isPending) return;
    updateReferences.mutate(
      { uid: offer.uid, loading_reference: loading.trim() || null, unloading_reference: unloading.trim() || null },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.referencesModal.success'));
          onClose();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        {error && !hasFieldError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('expeditions.referencesModal.loading')}
          value={loading}
          onChange={(event) => setLoading(event.currentTarget.value)}
          maxLength={OFFER_LIMITS.referenceMax}
          error={fields.loading_reference}
          data-autofocus
        />
        <TextInput
          label={t('expeditions.referencesModal.unloading')}
          value={unloading}
          onChange={(event) => setUnloading(event.currentTarget.value)}
          maxLength={OFFER_LIMITS.referenceMax}
          error={fields.unloading_reference}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('expeditions.back')}
          </Button>
          <Button type="submit" loading={updateReferences.isPending}>
            {t('expeditions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OfferReferencesModal({
  offer,
  opened,
  onClose,
}: {
  offer: TOffer;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('expeditions');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('expeditions.referencesModal.title')}
      closeButtonProps={{ 'aria-label': t('expeditions.close') }}
    >
      {opened ? <ReferencesForm offer={offer} onClose={onClose} /> : null}
    </Modal>
  );
}
