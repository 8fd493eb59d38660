import type { TOffer } from '@tariq/contracts';
import { ZOfferReferencesRequest } from '@tariq/contracts/offers';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/form-resolver';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateOfferReferences } from '../api/update-offer-references';

const resolver = contractResolver(ZOfferReferencesRequest);

function ReferencesForm({ offer, onClose }: { offer: TOffer; onClose: () => void }) {
  const { t } = useTranslation('expeditions');
  const updateReferences = useUpdateOfferReferences();
  const form = useForm<z.input<typeof ZOfferReferencesRequest>, unknown, z.output<typeof ZOfferReferencesRequest>>({
    resolver,
    defaultValues: {
      loading_reference: offer.loading_reference ?? '',
      unloading_reference: offer.unloading_reference ?? '',
    },
  });
  const { errors } = form.formState;
  const error = updateReferences.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const hasFieldError = Boolean(fields.loading_reference || fields.unloading_reference);

  const onSubmit = form.handleSubmit((references) => {
    if (updateReferences.isPending) return;
    updateReferences.mutate(
      { uid: offer.uid, ...references },
      {
        onSuccess: () => {
          void toastSuccess(t('expeditions.referencesModal.success'));
          onClose();
        },
      },
    );
  });

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
          error={errors.loading_reference?.message ?? fields.loading_reference}
          data-autofocus
          {...form.register('loading_reference')}
        />
        <TextInput
          label={t('expeditions.referencesModal.unloading')}
          error={errors.unloading_reference?.message ?? fields.unloading_reference}
          {...form.register('unloading_reference')}
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
